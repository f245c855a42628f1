import { expect as baseExpect, expectAccessible, signIn, test } from './fixtures.ts';

// Searches wait on a debounce and the server: give them room on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('a misspelled INCI name finds nothing and offers the name meant, on substances and raw materials', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/substances');
  await expect(page.getByRole('heading', { level: 1, name: 'Substances' })).toBeVisible();

  await page.getByLabel('Search substances').fill('Glycerine');
  await expect(page.getByText('No substances match your search.')).toBeVisible();
  const hint = page.getByRole('status').filter({ hasText: 'Did you mean' });
  await expect(hint).toContainText('Did you mean Glycerin');
  await expectAccessible(page);

  // The suggestion searches for the name it offers.
  await hint.getByRole('button', { name: 'Glycerin', exact: true }).click();
  await expect(page.getByLabel('Search substances')).toHaveValue('Glycerin');
  await expect(page.getByRole('row').filter({ hasText: 'Glycerin' }).first()).toBeVisible();
  await expect(hint).toHaveCount(0);

  // The same on the raw materials: "Vegetable Glycerin" is the one whose INCI name is Glycerin.
  await page.goto('/ingredients');
  await page.getByLabel('Search ingredients').fill('Glycerine');
  await expect(page.getByText('No ingredients match your search.')).toBeVisible();
  const rawHint = page.getByRole('status').filter({ hasText: 'Did you mean' });
  await rawHint.getByRole('button', { name: 'Glycerin', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Vegetable Glycerin' })).toBeVisible();
  await expectAccessible(page);
});
