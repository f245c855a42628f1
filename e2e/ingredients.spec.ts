import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect as baseExpect, expectAccessible, signIn, test } from './fixtures.ts';

// These flows make many requests and run axe several times: give them room on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** The toast itself (Radix also announces its text in a live region). */
const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot=toast]').filter({ hasText: text });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const COUNT_LINE = /^\d+ ingredient\(s\) in your inventory$/;

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search ingredients').fill(text);
}

test('procurement adds, finds, edits, traces and deletes an ingredient', async ({ page, baseURL }) => {
  await signIn(page, 'procurement_specialist', baseURL!);
  await page.goto('/ingredients');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingredient Inventory' })).toBeVisible();
  await expect(page.getByText(COUNT_LINE)).toBeVisible();
  await expect(page.getByText(/^Showing 1–25 of \d+$/)).toBeVisible();
  await expectAccessible(page);

  const id = unique();
  const name = `E2E Ceramide ${id}`;
  const inci = `E2E Ceramide Inci ${id}`;
  await page.getByRole('button', { name: 'Add Ingredient' }).click();
  const add = page.getByRole('dialog', { name: 'Add Ingredient' });
  await expect(add).toBeVisible();
  await expectAccessible(page);

  // The spec's messages, inline, before anything is sent.
  await add.getByRole('button', { name: 'Add Ingredient' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText('Description is required')).toBeVisible();
  await expect(add.getByText('Category is required')).toBeVisible();
  await expect(add.getByText('Unit cost must be greater than 0')).toBeVisible();

  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByLabel('INCI Name').fill(inci);
  await add.getByLabel('Description').fill('Skin-identical lipid for the barrier serum.');
  await choose(page, add, 'Category', 'Active');
  await choose(page, add, 'Supplier', 'Botanica Naturals Inc.');
  await add.getByLabel('Unit Cost ($)').fill('2.4');
  await choose(page, add, 'Unit', 'lb');
  await choose(page, add, 'Quality Grade', 'Pharmaceutical');
  await add.getByLabel('Sustainability Rating (1-100)').fill('85');
  await add.getByLabel('Shelf Life (months)').fill('18');
  await add.getByLabel('Storage Conditions').fill('Cool, dry place');
  await add.getByLabel('Allergen Info').fill('None known');
  await add.getByLabel('Regulatory Restrictions').fill('Max 1% in leave-on products');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText('Max 1% in leave-on products')).toBeVisible();
  await add.getByLabel('Carbon (kg CO2e/oz)').fill('0.012');
  await add.getByRole('button', { name: 'Add Ingredient' }).click();
  await expect(toastWith(page, 'Ingredient created successfully')).toBeVisible();
  await expect(add).toBeHidden();

  // Found by its INCI name, through the server's search.
  await search(page, inci);
  await expect(page.getByText(/ ingredient\(s\) in your inventory · 1 matching$/)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(inci)).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('Botanica Naturals Inc.')).toBeVisible();
  await expect(row.getByText('$2.400 / lb')).toBeVisible();
  const sustainability = row.getByText('85% · High');
  await expect(sustainability).toBeVisible();
  await expect(sustainability).toHaveAttribute('data-tone', 'green');
  await expect(row.getByText('Pharmaceutical')).toBeVisible();
  await expect(row.getByText('18 months')).toBeVisible();

  // Edit its unit cost: INCI name and storage conditions carry the spec's asterisk.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Ingredient' });
  await expect(edit.locator('label', { hasText: 'INCI Name' })).toHaveText('INCI Name*');
  await expect(edit.locator('label', { hasText: 'Storage Conditions' })).toHaveText('Storage Conditions*');
  await expect(edit.getByLabel('Unit Cost ($)')).toHaveValue('2.4');
  await expect(edit.getByText('Max 1% in leave-on products')).toBeVisible();
  await edit.getByLabel('Unit Cost ($)').fill('3.1');
  await edit.getByLabel('Sustainability Rating (1-100)').fill('65');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Ingredient updated successfully')).toBeVisible();
  await expect(row.getByText('$3.100 / lb')).toBeVisible();
  await expect(row.getByText('65% · Medium')).toHaveAttribute('data-tone', 'yellow');

  // Where used: nothing yet.
  await row.getByRole('button', { name: `Where used: ${name}` }).click();
  const whereUsed = page.getByRole('dialog', { name: 'Where Used' });
  await expect(whereUsed.getByText('Not used in any formulation.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(whereUsed).toBeHidden();

  // Delete, after a confirmation that warns about formulations.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Ingredient' });
  await expect(confirm).toContainText('may affect existing formulations');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Ingredient deleted successfully')).toBeVisible();
  await expect(page.getByText(/ ingredient\(s\) in your inventory · 0 matching$/)).toBeVisible();
  await expect(page.getByText('No ingredients match your search.')).toBeVisible();
});

test('an ingredient in use shows where it is used and cannot be deleted', async ({ page, baseURL }) => {
  await signIn(page, 'procurement_specialist', baseURL!);
  await page.goto('/ingredients');
  await search(page, 'Raw Shea Butter');
  await expect(page.getByText(/ ingredient\(s\) in your inventory · 1 matching$/)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Raw Shea Butter' });

  await row.getByRole('button', { name: 'Where used: Raw Shea Butter' }).click();
  const whereUsed = page.getByRole('dialog', { name: 'Where Used' });
  const line = whereUsed.getByRole('row').filter({ hasText: 'Post-Shave Recovery Balm' }).first();
  await expect(line).toBeVisible();
  await expect(line).toContainText(/v\d+/);
  await expect(line).toContainText(/\d+\.\d{2}%/);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  // The closing dialog gives focus back to its trigger when its fade ends: wait for that before focusing Delete.
  await expect(whereUsed).toBeHidden();

  // Delete is disabled and says why, on hover and focus and to a screen reader; pressing it deletes nothing and
  // opens Where Used with the reason written at its top, where a tap (no hover) sees it too.
  const remove = row.getByRole('button', { name: 'Delete Raw Shea Butter' });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription(
    /^Used in \d+ formulation\(s\): remove it from them before deleting it\.$/,
  );
  await remove.focus();
  await expect(page.getByRole('tooltip')).toContainText('remove it from them before deleting it');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Delete Ingredient' })).toHaveCount(0);
  const why = page.getByRole('dialog', { name: 'Where Used' });
  await expect(why.getByRole('status')).toHaveText(
    /^"Raw Shea Butter" cannot be deleted\. Used in \d+ formulation\(s\): remove it from them before deleting it\.$/,
  );
  await expect(why.getByRole('row').filter({ hasText: 'Post-Shave Recovery Balm' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(row).toHaveCount(1);
});

test('a CSV import reports the rows it took and the ones it refused', async ({ page, baseURL }) => {
  await signIn(page, 'procurement_specialist', baseURL!);
  await page.goto('/ingredients');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download template' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('ingredients-template.csv');
  const header = await readFile(await template.path(), 'utf8');
  expect(header).toMatch(/^name,incisName,description,category,supplier,unitCost,unit,/);

  const id = unique();
  // An Excel workbook: numbers as numbers, the template's columns as the header.
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ingredients');
  sheet.addRows([
    ['name', 'incisName', 'description', 'category', 'supplier', 'unitCost', 'unit'],
    [`E2E Import ${id} Oat`, 'Avena Sativa', 'Imported', 'botanical', 'Botanica Naturals Inc.', 2.6, 'oz'],
    [`E2E Import ${id} Bad`, 'Bad', 'Imported', 'botanical', '', 0, 'oz'],
    [`E2E Import ${id} Clay`, 'Kaolin', 'Imported', 'base', '', 1.8, 'lb'],
  ]);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV or Excel' }).click();
  await (await chooser).setFiles({
    name: 'ingredients.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });

  const report = page.getByRole('dialog', { name: 'Import Report' });
  await expect(report.getByText('2 accepted, 1 rejected')).toBeVisible();
  const rejected = report.getByRole('list', { name: 'Rejected rows' });
  await expect(rejected).toContainText(`Row 3: E2E Import ${id} Bad`);
  await expect(rejected).toContainText('Unit cost must be greater than 0');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await search(page, `E2E Import ${id}`);
  // The count line counts the inventory, and says how many the search matches.
  const inventory = (await page.request.get('/api/ingredients?limit=1')).headers()['x-total-count'];
  await expect(page.getByText(`${inventory} ingredient(s) in your inventory · 2 matching`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `E2E Import ${id} Oat` })).toContainText(
    'Botanica Naturals Inc.',
  );
  await expect(page.getByRole('row').filter({ hasText: `E2E Import ${id} Clay` })).toContainText('Unknown');
  await expect(page.getByRole('row').filter({ hasText: `E2E Import ${id} Bad` })).toHaveCount(0);
});

test('the table sorts, filters and pages on the server', async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/ingredients');
  const table = page.getByRole('table', { name: 'Ingredients' });
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

  await table.getByRole('button', { name: 'Unit Cost' }).click();
  const costHeader = table.getByRole('columnheader', { name: 'Unit Cost' });
  await expect(costHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
  await table.getByRole('button', { name: 'Unit Cost' }).click();
  await expect(costHeader).toHaveAttribute('aria-sort', 'descending');

  const showing = page.getByText(/^Showing \d+–\d+ of \d+$/);
  await expect(showing).toHaveText(/^Showing 1–25 of \d+$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(showing).toHaveText(/^Showing 26–\d+ of \d+$/);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(showing).toHaveText(/^Showing 1–25 of \d+$/);

  await page.getByLabel('Filter by category').click();
  await page.getByRole('option', { name: 'Botanical', exact: true }).click();
  const rows = table.locator('tbody tr');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect
    .poll(async () => (await rows.allInnerTexts()).every((text) => text.includes('Botanical')))
    .toBe(true);
  await expect(rows.first()).toContainText('Botanical');

  // fl oz is weighed at the raw material's density, and the table says how.
  await page.getByLabel('Filter by category').click();
  await page.getByRole('option', { name: 'All categories' }).click();
  await search(page, 'Olive Squalane');
  const squalane = page.getByRole('row').filter({ hasText: 'Olive Squalane' });
  await expect(squalane.getByText('$1.350 / fl oz')).toBeVisible();
  await squalane.getByRole('button', { name: 'How fl oz is costed' }).hover();
  // 1 fl oz = 29.5735295625 mL x 0.81 g/mL = 23.9546 g / 28.349523125 g per oz = 0.845 oz
  await expect(page.getByRole('tooltip')).toContainText('Weighed at 0.81 g/mL: 1 fl oz = 0.845 oz.');
});

test('a viewer reads the inventory but gets no write buttons', async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/ingredients');
  await expect(page.getByText(COUNT_LINE)).toBeVisible();
  await expect(page.getByRole('button', { name: /Where used:/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Ingredient' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV or Excel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expectAccessible(page);
});
