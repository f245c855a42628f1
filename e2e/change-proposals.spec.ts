import type { Page } from '@playwright/test';
import { expect as baseExpect, type DemoRole, expectAccessible, signIn, test } from './fixtures.ts';

/**
 * Master data that changes compliance is governed (ADR 037): an editor's change to a substance's allergen flag is
 * sent for review; the regulatory specialist approves it on the Substances screen, or rejects another with a
 * reason.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot=toast]').filter({ hasText: text });

async function openSubstancesAs(page: Page, role: DemoRole, baseURL: string) {
  await page.context().clearCookies();
  await signIn(page, role, baseURL);
  await page.goto('/substances');
  await expect(page.getByRole('heading', { level: 1, name: 'Substances' })).toBeVisible();
}

test('an editor proposes an allergen flag, the regulatory specialist approves it; another is rejected', async ({
  page,
  baseURL,
}) => {
  const name = `E2E Proposal ${Date.now().toString(36)}`;
  await openSubstancesAs(page, 'editor', baseURL!);
  await page.getByRole('button', { name: 'Add Substance' }).click();
  const add = page.getByRole('dialog', { name: 'Add Substance' });
  await add.getByLabel('INCI Name').fill(name);
  await add.getByRole('button', { name: 'Add Substance', exact: true }).click();
  await expect(toastWith(page, 'Substance created successfully')).toBeVisible();
  await page.getByLabel('Search substances').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  // The editor flags it as an allergen: the form says this goes for review, and it does.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Substance' });
  await expect(
    edit.getByText(/are sent to a Quality & Regulatory Specialist or an Administrator for approval/),
  ).toBeVisible();
  await edit.getByRole('group', { name: 'Flags' }).getByRole('checkbox', { name: 'Allergen' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    toastWith(
      page,
      'The change to Allergen awaits approval by a Quality & Regulatory Specialist or an Administrator.',
    ),
  ).toBeVisible();
  await expect(row.getByText('Change pending review')).toBeVisible();
  await expect(row.getByText('Allergen', { exact: true })).toHaveCount(0);
  const awaiting = page.getByRole('list', { name: 'Changes awaiting review' });
  const item = awaiting.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Allergen: No → Yes');
  await expect(item).toContainText('Proposed by Priya Shah');
  await expect(item.getByText('Awaiting review')).toBeVisible();
  await expect(item.getByRole('button', { name: /Approve/ })).toHaveCount(0);
  await expectAccessible(page);

  // The regulatory specialist approves it: the substance is an allergen now.
  await openSubstancesAs(page, 'quality_regulatory', baseURL!);
  await expectAccessible(page);
  await item.getByRole('button', { name: `Approve the change to ${name}` }).click();
  await expect(toastWith(page, `Change to "${name}" approved and applied`)).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.getByLabel('Search substances').fill(name);
  await expect(row.getByText('Allergen', { exact: true })).toBeVisible();
  await expect(row.getByText('Change pending review')).toHaveCount(0);

  // The editor proposes a natural origin index; the specialist rejects it with a reason.
  await openSubstancesAs(page, 'editor', baseURL!);
  await page.getByLabel('Search substances').fill(name);
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await edit.getByLabel('Natural Origin Index (0-1)').fill('0.9');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, /The change to Natural origin index awaits approval/)).toBeVisible();
  await openSubstancesAs(page, 'quality_regulatory', baseURL!);
  await expect(item).toContainText('Natural origin index: none → 0.9');
  await item.getByRole('button', { name: `Reject the change to ${name}` }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Change' });
  await reject.getByLabel('Reason (optional)').fill('No supplier certificate for 0.9 yet');
  await expectAccessible(page);
  await reject.getByRole('button', { name: 'Reject Change' }).click();
  await expect(toastWith(page, `Change to "${name}" rejected`)).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.getByLabel('Search substances').fill(name);
  await expect(row.getByText('No data yet')).toBeVisible();
});
