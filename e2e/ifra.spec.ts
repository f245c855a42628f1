import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, pickOption, signIn, test } from './fixtures.ts';

/**
 * IFRA categories and limits (ADR 063): a perfumer's certificate levels entered in the raw material form, the
 * formulation's category in its form, the high finding in the compliance tab; and the company currency on the
 * system settings screen (ADR 062). 6 oz of the accord in 1,000 oz is 0.6 %, over its 0.5 % for category 5B.
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toastWith = (page: Page, text: string) => page.locator('[data-slot=toast]').filter({ hasText: text });

test('a scientist enters a perfume’s IFRA levels and sees a formulation over them flagged', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'rd_scientist', baseURL!);
  const origin = { origin: baseURL! };
  const accordName = `Vetiver Accord ${unique()}`;
  const accord = await page.request.post('/api/ingredients', {
    headers: origin,
    data: {
      name: accordName,
      incisName: 'Parfum',
      description: 'A vetiver accord',
      category: 'fragrance',
      unitCost: '3.20',
      unit: 'oz',
    },
  });
  expect(accord.status(), await accord.text()).toBe(201);
  const water = await page.request.post('/api/ingredients', {
    headers: origin,
    data: {
      name: `Water ${unique()}`,
      incisName: 'Aqua',
      description: 'Water',
      category: 'base',
      unitCost: '0.01',
    },
  });
  expect(water.status(), await water.text()).toBe(201);

  // The raw material form: the IFRA table shows for a fragrance; a duplicate category is refused in place.
  await page.goto('/ingredients');
  await page.getByLabel('Search ingredients').fill(accordName);
  const row = page.getByRole('row').filter({ hasText: accordName });
  await row.getByRole('button', { name: `Edit ${accordName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Ingredient' });
  const limits = edit.getByRole('group', { name: 'IFRA Limits' });
  await limits.getByRole('button', { name: 'Add IFRA limit' }).click();
  await pickOption(page, limits.getByLabel('IFRA limit 1 category'), /^5B: Face creams/);
  await limits.getByLabel('IFRA limit 1 maximum %').fill('0.5');
  await limits.getByRole('button', { name: 'Add IFRA limit' }).click();
  await pickOption(page, limits.getByLabel('IFRA limit 2 category'), /^5B: Face creams/);
  await limits.getByLabel('IFRA limit 2 maximum %').fill('1');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(limits.getByText('IFRA category 5B is given twice')).toBeVisible();
  await expectAccessible(page);
  await pickOption(page, limits.getByLabel('IFRA limit 2 category'), /^9: Rinse-off skin products/);
  await limits.getByLabel('IFRA limit 2 maximum %').fill('2.5');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Ingredient updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();

  // A face moisturizer with 0.6 % of it: category 5B by default, over its 0.5 %.
  const created = await page.request.post('/api/formulations', {
    headers: origin,
    data: {
      name: `IFRA Face Cream ${unique()}`,
      productType: 'moisturizer',
      applicationArea: 'face',
      exposure: 'leave_on',
      batchSize: '1000',
      unitSize: '50',
      ingredients: [
        { ingredientId: (await water.json()).id, ounces: '994' },
        { ingredientId: (await accord.json()).id, ounces: '6' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const formulation = await created.json();
  await page.goto(`/formulations?edit=${formulation.id}`);
  const form = page.getByRole('dialog', { name: 'Edit Formulation' });
  await expect(form.getByLabel('IFRA Category')).toContainText('5B: Face creams and moisturizers');
  await form.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `View ${formulation.name} (v1)` }).click();
  const view = page.getByRole('dialog', { name: formulation.name });
  await view.getByRole('tab', { name: 'Compliance' }).click();
  await expect(
    view.getByRole('heading', { name: 'IFRA category 5B (Face creams and moisturizers)' }),
  ).toBeVisible();
  await expect(
    view.getByText(
      `${accordName} is used at 0.6 % in an IFRA category 5B product; its IFRA certificate allows at most 0.5 %.`,
    ),
  ).toBeVisible();
  await expectAccessible(page);
});

test('an administrator sets the company currency on the system settings screen', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible({ timeout: 30_000 });
  const currency = page.getByLabel('Company Currency');
  await expect(currency).toHaveValue('USD');
  await currency.selectOption('EUR');
  await expect(currency.locator('option:checked')).toHaveText('EUR: Euro');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Company Currency')).toHaveValue('EUR');
  const stored = await (await page.request.get('/api/admin/settings')).json();
  expect(stored.finance.companyCurrency).toBe('EUR');

  // Back to USD, so the demo's figures keep their currency for the other tests.
  await page.getByLabel('Company Currency').selectOption('USD');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings Updated', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
});
