import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, pickOption, signIn, test } from './fixtures.ts';

// Builds a raw material, then two formulations, each read back through its view dialog: give it room.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const WATER = 'Purified Water';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A substance of the catalogue into composition row n, found by the picker's server search. */
async function addSubstance(page: Page, dialog: Locator, n: number, search: string, percent: string) {
  await dialog.getByRole('button', { name: 'Add substance' }).click();
  await dialog.getByRole('combobox', { name: `Substance ${n}`, exact: true }).fill(search);
  await page
    .getByRole('option')
    .filter({ has: page.getByText(search, { exact: true }) })
    .click();
  await dialog.getByLabel(`Substance ${n} percent`).fill(percent);
}

/** Creates a 1000 oz batch of water and the fragrance at `ounces`, and opens its view dialog's Label tab. */
async function formulateAndReadLabel(
  page: Page,
  fragrance: string,
  product: { type: string; exposure: string },
  ounces: string,
) {
  const productType = product.type;
  const name = `E2E ${productType} ${unique()}`;
  await page.goto('/formulations');
  await page.getByRole('button', { name: 'Create Formulation' }).click();
  const create = page.getByRole('dialog', { name: 'Create Formulation' });
  await create.getByLabel('Name', { exact: true }).fill(name);
  await create.getByLabel('Description').fill('Fragranced by the browser suite');
  await pickOption(page, create.getByLabel('Product Type'), productType);
  // The product type suggests its exposure, which sets the allergen threshold.
  await expect(create.getByLabel('Exposure')).toHaveText(product.exposure);
  await create.getByRole('button', { name: 'Add Ingredient' }).click();
  await pickOption(page, create.getByLabel('Line 1 ingredient'), WATER);
  await create.getByLabel('Line 1 ounces').fill(String(1000 - Number(ounces)));
  await create.getByRole('button', { name: 'Add Ingredient' }).click();
  await pickOption(page, create.getByLabel('Line 2 ingredient'), fragrance);
  await create.getByLabel('Line 2 ounces').fill(ounces);
  await create.getByRole('button', { name: 'Create Formulation' }).click();
  await expect(page.getByText('Formulation created successfully', { exact: true })).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByRole('button', { name: `View ${name} (v1)` }).click();
  const view = page.getByRole('dialog', { name });
  await view.getByRole('tab', { name: 'Label' }).click();
  await expect(view.getByTestId('label-ingredient-list')).toBeVisible();
  return view;
}

test('a formulator builds a fragrance from substances and reads its allergen on the label', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'rd_scientist', baseURL!);
  await page.goto('/ingredients');

  // The fragrance as its supplier's sheet gives it: 10 % linalool (a labelled allergen), 90 % perfume base.
  const fragrance = `E2E Fougère Fragrance ${unique()}`;
  await page.getByRole('button', { name: 'Add Ingredient' }).click();
  const add = page.getByRole('dialog', { name: 'Add Ingredient' });
  await add.getByLabel('Name', { exact: true }).fill(fragrance);
  await add.getByLabel('Description').fill('Fougère accord with declared linalool');
  await pickOption(page, add.getByLabel('Category'), 'Fragrance');
  await add.getByLabel('Unit Cost ($)').fill('3.20');
  await addSubstance(page, add, 1, 'Linalool', '10');
  const total = add.getByTestId('composition-total');
  await expect(total).toHaveText('Total: 10 % (must be 100 %)');
  await addSubstance(page, add, 2, 'Parfum', '90');
  await expect(total).toHaveText('Total: 100 % (must be 100 %)');
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Add Ingredient' }).click();
  await expect(
    page.locator('[data-slot=toast]').filter({ hasText: 'Ingredient created successfully' }),
  ).toBeVisible();

  // Leave-on (a moisturizer): 1 oz in 1000 oz is 0.1 %, its linalool 0.1 x 10 % = 0.01 %, above 0.001 %: named.
  const leaveOn = await formulateAndReadLabel(
    page,
    fragrance,
    { type: 'Moisturizer', exposure: 'Leave-on' },
    '1',
  );
  // Aqua 99.9 %, Parfum 0.1 % (the whole fragrance), Linalool 0.01 %: descending, the allergen named after it.
  await expect(leaveOn.getByTestId('label-ingredient-list')).toHaveText('Aqua, Parfum, Linalool');
  await expect(leaveOn.getByText('Leave-on product: allergens are named above 0.001 %.')).toBeVisible();
  const named = leaveOn
    .getByRole('table', { name: 'Fragrance allergens' })
    .getByRole('row', { name: /Linalool/ });
  await expect(named).toContainText('0.001%');
  await expect(named.getByText('Named on the label')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(leaveOn).toBeHidden();

  // Rinse-off (a cleanser): 0.5 oz in 1000 oz is 0.05 %, its linalool 0.005 %, not above 0.01 %: not named.
  const rinseOff = await formulateAndReadLabel(
    page,
    fragrance,
    { type: 'Cleanser', exposure: 'Rinse-off' },
    '0.5',
  );
  await expect(rinseOff.getByTestId('label-ingredient-list')).toHaveText('Aqua, Parfum');
  await expect(rinseOff.getByText('Rinse-off product: allergens are named above 0.01 %.')).toBeVisible();
  const unnamed = rinseOff
    .getByRole('table', { name: 'Fragrance allergens' })
    .getByRole('row', { name: /Linalool/ });
  await expect(unnamed).toContainText('0.01%');
  await expect(unnamed.getByText('Not required')).toBeVisible();
});
