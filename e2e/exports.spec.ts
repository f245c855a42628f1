import { expect, expectAccessible, signIn, test } from './fixtures.ts';

test('export two templates, see them in Recent Exports and download one', async ({ page, baseURL }) => {
  await signIn(page, 'editor', baseURL!);
  await page.goto('/exports');
  await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
  await expect(page.getByLabel('Formulations', { exact: true })).toBeVisible();
  await expect(page.getByText('Activity Log')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Export Selected (0)' }).click();
  await expect(page.getByText('Please select at least one export template.', { exact: true })).toBeVisible();

  await page.getByLabel('Formulations', { exact: true }).check();
  await page.getByLabel('Suppliers', { exact: true }).check();
  await page.getByLabel('Format').click();
  await page.getByRole('option', { name: 'CSV (.csv)' }).click();
  await page.getByRole('button', { name: 'Export Selected (2)' }).click();
  await expect(page.getByText(/2 file\(s\) ready/, { exact: false }).first()).toBeVisible();

  const recent = page.getByRole('list', { name: 'Recent exports' });
  await expect(recent.getByText('Formulations', { exact: true }).first()).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await recent
    .getByRole('link', { name: /Download suppliers-.*\.csv/ })
    .first()
    .click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^suppliers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await download.createReadStream()).toArray();
  // Every text cell quoted, headers included (Papa.unparse with escapeFormulae, ADR 027).
  expect(Buffer.concat(text).toString()).toContain('"Name","Email"');
});

test('an admin also sees the admin-only templates', async ({ page, baseURL }) => {
  await signIn(page, 'admin', baseURL!);
  await page.goto('/exports');
  await expect(page.getByLabel(/Activity Log/)).toBeVisible();
  await expect(page.getByLabel(/Users/)).toBeVisible();
});
