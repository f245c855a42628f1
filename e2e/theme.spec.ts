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

test('Layout: "top" navigation moves the sidebar groups into the header; spacing rescales the app', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin/theme');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar).toBeVisible();
  const cardPadding = () =>
    page
      .locator('[data-slot="card-content"]')
      .first()
      .evaluate((element) => getComputedStyle(element).paddingLeft);
  expect(await cardPadding()).toBe('24px');

  await page.getByRole('tab', { name: 'Layout' }).click();
  await page.getByRole('combobox', { name: 'Navigation' }).click();
  await page.getByRole('option', { name: 'Top' }).click();
  await page.getByLabel('Spacing lg').fill('40px');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Preview Mode', { exact: true })).toBeVisible();

  // The sidebar's groups are in the header now, and the spacing step lg (Tailwind's 6) is 40px.
  await expect(sidebar).toBeHidden();
  const header = page.getByRole('banner').getByRole('navigation', { name: 'Primary' });
  for (const group of ['Main', 'Innovation', 'Compliance', 'Reports', 'Administration'])
    await expect(header.getByRole('button', { name: group })).toBeVisible();
  expect(await cardPadding()).toBe('40px');
  await expectAccessible(page);

  const innovation = header.getByRole('button', { name: 'Innovation' });
  await innovation.click();
  await expect(innovation).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(innovation).toHaveAttribute('aria-expanded', 'false');
  await expect(innovation).toBeFocused();
  await innovation.click();
  await header.getByRole('link', { name: 'Scenarios' }).click();
  await expect(page).toHaveURL(/\/scenarios$/);
  await expect(innovation).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).toBeHidden();

  await header.getByRole('button', { name: 'Administration' }).click();
  await header.getByRole('link', { name: 'Theme Settings' }).click();
  await page.getByRole('button', { name: 'Revert' }).click();
  await expect(sidebar).toBeVisible();
  await expect(header.getByRole('button', { name: 'Innovation' })).toHaveCount(0);
  expect(await cardPadding()).toBe('24px');
});
