import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, signIn, test } from './fixtures.ts';

// These flows make many requests and run axe several times: give them room on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** The toast itself (Radix also announces its text in a live region). */
const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot=toast]').filter({ hasText: text });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openAdd(page: Page) {
  await page.getByRole('button', { name: 'Add Supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Supplier' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('procurement adds a supplier with five certifications, edits and deletes it', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'procurement_specialist', baseURL!);
  await page.goto('/suppliers');
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);

  const name = `E2E Botanicals ${unique()}`;
  const dialog = await openAdd(page);
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Contact Email').fill('orders@e2e-botanicals.example');
  await dialog.getByLabel('Contact Phone').fill('+351 21 555 0100');
  await dialog.getByLabel('Address').fill('Rua Augusta 10, Lisboa');
  await dialog.getByLabel('Website').fill('https://e2e-botanicals.example');
  await dialog.getByLabel('Rating (0-5)').fill('4.6');
  await dialog.getByLabel('Sustainability Score (0-100)').fill('88');
  await dialog.getByLabel('Lead Time (days)').fill('12');
  await dialog.getByLabel('Minimum Order Value ($)').fill('750.50');
  for (const certification of ['Organic', 'ISO 9001', 'Cruelty Free', 'Fair Trade', 'Sustainable']) {
    await dialog.getByRole('checkbox', { name: certification }).check();
  }
  await dialog.getByRole('button', { name: 'Add Supplier' }).click();
  await expect(toastWith(page, 'Supplier added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Ingredient Supplier')).toBeVisible();
  await expect(card).toContainText('4.6');
  await expect(card.getByRole('link', { name: 'orders@e2e-botanicals.example' })).toHaveAttribute(
    'href',
    'mailto:orders@e2e-botanicals.example',
  );
  await expect(card.getByRole('link', { name: 'e2e-botanicals.example', exact: true })).toHaveAttribute(
    'href',
    'https://e2e-botanicals.example',
  );
  await expect(card).toContainText('Not specified');
  await expect(card).toContainText('12 days');
  await expect(card).toContainText('$751');
  await expect(card).toContainText('88/100');
  // Certifications in the order of the options: the first 3, then "+2 more".
  const badges = card.getByRole('list', { name: 'Certifications' }).locator('[data-slot=badge]');
  await expect(badges).toHaveText(['Organic', 'Fair Trade', 'ISO 9001', '+2 more']);
  await expect(badges.nth(0)).toHaveAttribute('data-tone', 'green');
  await expect(badges.nth(1)).toHaveAttribute('data-tone', 'green');
  await expect(badges.nth(2)).toHaveAttribute('data-tone', 'blue');

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Supplier' });
  await expect(edit.getByLabel('Rating (0-5)')).toHaveValue('4.6');
  await expect(edit.getByRole('checkbox', { name: 'Sustainable' })).toBeChecked();
  await edit.getByLabel('Country').fill('Portugal');
  await edit.getByRole('checkbox', { name: 'Fair Trade' }).uncheck();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Supplier updated successfully')).toBeVisible();
  await expect(card).toContainText('Portugal');
  await expect(badges).toHaveText(['Organic', 'ISO 9001', 'Sustainable', '+1 more']);

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Supplier' });
  await expect(confirm).toContainText('"Unknown"');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Supplier deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('the supplier form shows the spec messages', async ({ page, baseURL }) => {
  await signIn(page, 'editor', baseURL!);
  await page.goto('/suppliers');
  const dialog = await openAdd(page);
  await dialog.getByLabel('Contact Email').fill('not-an-email');
  await dialog.getByLabel('Website').fill('not a url');
  await dialog.getByRole('button', { name: 'Add Supplier' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Invalid email')).toBeVisible();
  await expect(dialog.getByText('Invalid URL')).toBeVisible();
  await expect(dialog.getByLabel('Contact Email')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // Fixed, it saves; empty email and website are simply left out.
  await dialog.getByLabel('Name', { exact: true }).fill(`E2E Pack ${unique()}`);
  await dialog.getByLabel('Contact Email').fill('');
  await dialog.getByLabel('Website').fill('');
  await dialog.getByRole('button', { name: 'Add Supplier' }).click();
  await expect(toastWith(page, 'Supplier added successfully')).toBeVisible();
});

test('deleting a supplier leaves its ingredients, shown with supplier "Unknown"', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin', baseURL!);
  const id = unique();
  const headers = { origin: baseURL! };
  const supplier = await page.request.post('/api/suppliers', { data: { name: `E2E Lab ${id}` }, headers });
  expect(supplier.status()).toBe(201);
  const { id: supplierId } = (await supplier.json()) as { id: string };
  const rawMaterial = await page.request.post('/api/ingredients', {
    headers,
    data: {
      name: `E2E Orphan ${id}`,
      description: 'Left behind',
      category: 'base',
      unitCost: '1.00',
      supplierId,
    },
  });
  expect(rawMaterial.status()).toBe(201);

  await page.goto('/suppliers');
  const card = page.getByRole('article', { name: `E2E Lab ${id}` });
  await expect(card.getByText('Laboratory')).toBeVisible();
  await card.getByRole('button', { name: `Delete E2E Lab ${id}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Supplier' });
  await expect(confirm).toContainText('Its 1 ingredient(s) stay in the inventory and will show "Unknown"');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Supplier deleted successfully')).toBeVisible();

  await page.getByRole('link', { name: 'Ingredients', exact: true }).click();
  await page.getByLabel('Search ingredients').fill(`E2E Orphan ${id}`);
  await expect(page.getByRole('row').filter({ hasText: `E2E Orphan ${id}` })).toContainText('Unknown');
});

test('a supplier CSV import reports its rejected rows', async ({ page, baseURL }) => {
  await signIn(page, 'procurement_specialist', baseURL!);
  await page.goto('/suppliers');
  const id = unique();
  // As Excel in Europe saves it: semicolons, a byte-order mark, decimal commas, CRLF.
  const csv = [
    'name;contactEmail;country;rating;certifications',
    `E2E Import ${id} Good;good@import.example;España;4,1;"organic;iso_9001"`,
    `E2E Import ${id} Bad;not-an-email;Spain;4,1;`,
  ].join('\r\n');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV or Excel' }).click();
  await (await chooser).setFiles({
    name: 'suppliers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]),
  });
  const report = page.getByRole('dialog', { name: 'Import Report' });
  await expect(report.getByText('1 accepted, 1 rejected')).toBeVisible();
  await expect(report.getByRole('list', { name: 'Rejected rows' })).toContainText(
    `Row 3: E2E Import ${id} Bad`,
  );
  await expect(report.getByRole('list', { name: 'Rejected rows' })).toContainText('Invalid email');
  await page.keyboard.press('Escape');
  const imported = page.getByRole('article', { name: `E2E Import ${id} Good` });
  await expect(imported).toContainText('España');
  await expect(imported).toContainText('4.1');
});

test('a viewer sees the suppliers without write buttons', async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/suppliers');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Supplier' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV or Excel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expectAccessible(page);
});
