import { expect, expectAccessible, signIn, test } from './fixtures.ts';

test('preview, revert and save a theme; the brand changes live for another signed-in user', async ({
  page,
  browser,
  baseURL,
}) => {
  // A second user with the dashboard open, to see the brand arrive through the event stream.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signIn(other, 'viewer', baseURL!);
  await other.goto('/');
  const otherBrand = other.getByRole('banner').getByRole('link').first();
  await expect(otherBrand).toHaveText('SkinCare Dev Platform');

  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin/theme');
  await expect(page.getByRole('heading', { level: 1, name: 'Theme Settings' })).toBeVisible();
  for (const tab of ['Colors', 'Typography', 'Layout', 'Branding'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Forest Botanical' }).click();
  await expect(page.getByText('Template Loaded', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Branding' }).click();
  await page.getByLabel('Company name').fill('Northwind Grooming Lab');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Preview Mode', { exact: true })).toBeVisible();
  const before = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
  );
  expect(before.trim()).not.toBe('');

  await page.getByRole('button', { name: 'Revert' }).click();
  await expect(page.getByText('Changes Reverted', { exact: true })).toBeVisible();
  await expect(page.getByText('Preview Mode', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Company name')).toHaveValue('SkinCare Dev Platform');

  await page.getByLabel('Company name').fill('Northwind Grooming Lab');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Theme Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveText('Northwind Grooming Lab');
  // The other user's header follows without a reload.
  await expect(otherBrand).toHaveText('Northwind Grooming Lab', { timeout: 15_000 });

  // Put the default brand back for the other tests.
  await page.getByLabel('Company name').fill('SkinCare Dev Platform');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveText('SkinCare Dev Platform');
  await otherContext.close();
});

test('a bad colour is refused before it is saved', async ({ page, baseURL }) => {
  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin/theme');
  await page.getByRole('textbox', { name: 'Primary', exact: true }).fill('blue');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Primary: Use a hex colour like #3b82f6', { exact: true })).toBeVisible();
});
