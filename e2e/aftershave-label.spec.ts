import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, pickOption, signIn, test } from './fixtures.ts';

/**
 * A formulator builds a fragranced aftershave balm through the screens and reads its label (ADRs 033, 035): a
 * citrus accord declared as Parfum, a raw material whose misspelt INCI name the form corrects ("Did you mean"),
 * and the label and compliance tabs of the balm.
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function addSubstance(page: Page, dialog: Locator, n: number, search: string, percent: string) {
  await dialog.getByRole('button', { name: 'Add substance' }).click();
  await dialog.getByRole('combobox', { name: `Substance ${n}`, exact: true }).fill(search);
  await page
    .getByRole('option')
    .filter({ has: page.getByText(search, { exact: true }) })
    .click();
  await dialog.getByLabel(`Substance ${n} percent`).fill(percent);
}

async function openAddRawMaterial(page: Page, name: string, description: string, category: string) {
  await page.goto('/ingredients');
  await page.getByRole('button', { name: 'Add Ingredient' }).click();
  const add = page.getByRole('dialog', { name: 'Add Ingredient' });
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByLabel('Description').fill(description);
  await pickOption(page, add.getByLabel('Category'), category);
  await add.getByLabel('Unit Cost ($)').fill('2.50');
  return add;
}

async function save(page: Page, add: Locator) {
  await add.getByRole('button', { name: 'Add Ingredient' }).click();
  await expect(
    page.locator('[data-slot=toast]').filter({ hasText: 'Ingredient created successfully' }).first(),
  ).toBeVisible();
  await expect(add).toBeHidden();
}

test('a formulator builds a fragranced aftershave balm and reads its label', async ({ page, baseURL }) => {
  await signIn(page, 'rd_scientist', baseURL!);
  const tag = unique();

  // A citrus accord bought as a botanical but declared as Parfum: 95 % perfume base, 5 % limonene.
  const accord = `E2E Citrus Accord ${tag}`;
  const add = await openAddRawMaterial(page, accord, 'Citrus top note for aftershaves', 'Botanical');
  await add.getByRole('switch', { name: 'Declared as Parfum' }).click();
  await expect(add.getByRole('switch', { name: 'Declared as Parfum' })).toBeChecked();
  await addSubstance(page, add, 1, 'Parfum', '95');
  await addSubstance(page, add, 2, 'Limonene', '5');
  await pickOption(page, add.getByLabel('Substance 2 used as'), 'Perfume');
  await expect(add.getByTestId('composition-total')).toHaveText('Total: 100 % (must be 100 %)');
  await expectAccessible(page);
  await save(page, add);

  // Panthenol typed with a slip: the form proposes the catalogue's name before anything is saved.
  const panthenol = `E2E Panthenol ${tag}`;
  const second = await openAddRawMaterial(page, panthenol, 'Pro-vitamin B5 for razor burn', 'Humectant');
  await second.getByLabel('INCI Name').fill('Panthenl');
  const resolution = second.getByTestId('inci-resolution');
  await expect(resolution).toContainText(
    'No substance matches this name: saving adds it as a new substance for the regulatory staff to review.',
  );
  await resolution.getByRole('button', { name: 'Panthenol', exact: true }).click();
  await expect(second.getByLabel('INCI Name')).toHaveValue('Panthenol');
  await expect(resolution).toHaveText('Substance: Panthenol (by INCI name)');
  await expectAccessible(page);
  await save(page, second);

  // The balm, 1000 oz: water 880, aloe 60, glycerin 30, panthenol 20, the accord 8, phenoxyethanol 2.
  const name = `E2E Aftershave Balm ${tag}`;
  await page.goto('/formulations');
  await page.getByRole('button', { name: 'Create Formulation' }).click();
  const create = page.getByRole('dialog', { name: 'Create Formulation' });
  await create.getByLabel('Name', { exact: true }).fill(name);
  await create.getByLabel('Description').fill('Fragranced aftershave balm built in the browser');
  await pickOption(page, create.getByLabel('Product Type'), 'Balm');
  await expect(create.getByLabel('Exposure')).toHaveText('Leave-on');
  const lines: [string, string][] = [
    ['Purified Water', '880'],
    ['Aloe Vera Juice', '60'],
    ['Vegetable Glycerin', '30'],
    [panthenol, '20'],
    [accord, '8'],
    ['Phenoxyethanol', '2'],
  ];
  for (const [index, [rawMaterial, ounces]] of lines.entries()) {
    await create.getByRole('button', { name: 'Add Ingredient' }).click();
    await pickOption(page, create.getByLabel(`Line ${index + 1} ingredient`), rawMaterial);
    await create.getByLabel(`Line ${index + 1} ounces`).fill(ounces);
  }
  await create.getByRole('button', { name: 'Create Formulation' }).click();
  await expect(page.getByText('Formulation created successfully', { exact: true })).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByRole('button', { name: `View ${name} (v1)` }).click();
  const view = page.getByRole('dialog', { name });
  await view.getByRole('tab', { name: 'Label' }).click();
  // Aqua 88 %, aloe 6 %, glycerin 3 %, panthenol 2 %, Parfum 0.8 % (the whole accord), phenoxyethanol 0.2 %,
  // limonene 0.8 x 5 % = 0.04 % (above 0.001 % in a leave-on balm: named).
  await expect(view.getByTestId('label-ingredient-list')).toHaveText(
    'Aqua, Aloe Barbadensis Leaf Juice, Glycerin, Panthenol, Parfum, Phenoxyethanol, Limonene',
  );
  const limonene = view
    .getByRole('table', { name: 'Fragrance allergens' })
    .getByRole('row', { name: /Limonene/ });
  await expect(limonene).toContainText('0.04');
  await expect(limonene.getByText('Named on the label')).toBeVisible();
  await expect(view.getByText(/Substance needs review/)).toHaveCount(0);
  await expectAccessible(page);

  // Naming the allergen is label content: the compliance tab says so and counts no violation.
  await view.getByRole('tab', { name: 'Compliance' }).click();
  await expect(view.getByText('no violation')).toBeVisible();
  const row = view
    .getByRole('table', { name: 'Regulated substances' })
    .getByRole('row', { name: /Limonene/ });
  await expect(row.getByText('Named on the label')).toBeVisible();
});

test('a name nothing matches is flagged until the regulatory staff review it', async ({ page, baseURL }) => {
  await signIn(page, 'rd_scientist', baseURL!);
  const tag = unique();
  // Saved as typed despite the warning: a new substance, unreviewed.
  const extract = `E2E Birch Sap ${tag}`;
  const inci = `Betula Alba Sap ${tag}`;
  const add = await openAddRawMaterial(page, extract, 'Birch sap for a soothing balm', 'Botanical');
  await add.getByLabel('INCI Name').fill(inci);
  await expect(add.getByTestId('inci-resolution')).toContainText('No substance matches this name');
  await save(page, add);

  const name = `E2E Birch Balm ${tag}`;
  await page.goto('/formulations');
  await page.getByRole('button', { name: 'Create Formulation' }).click();
  const create = page.getByRole('dialog', { name: 'Create Formulation' });
  await create.getByLabel('Name', { exact: true }).fill(name);
  await create.getByLabel('Description').fill('A balm with an ingredient nobody reviewed yet');
  await pickOption(page, create.getByLabel('Product Type'), 'Balm');
  for (const [index, [rawMaterial, ounces]] of [
    ['Purified Water', '950'],
    [extract, '50'],
  ].entries()) {
    await create.getByRole('button', { name: 'Add Ingredient' }).click();
    await pickOption(page, create.getByLabel(`Line ${index + 1} ingredient`), rawMaterial!);
    await create.getByLabel(`Line ${index + 1} ounces`).fill(ounces!);
  }
  await create.getByRole('button', { name: 'Create Formulation' }).click();
  await expect(page.getByText('Formulation created successfully', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `View ${name} (v1)` }).click();
  const view = page.getByRole('dialog', { name });
  await view.getByRole('tab', { name: 'Label' }).click();
  await expect(view.getByTestId('label-ingredient-list')).toHaveText(`Aqua, ${inci}`);
  await expect(view.getByText(`Substance needs review: ${inci}`, { exact: false })).toBeVisible();
  await view.getByRole('tab', { name: 'Compliance' }).click();
  await expect(view.getByText('1 substance to review')).toBeVisible();
  await expectAccessible(page);

  // The regulatory staff find its issue and review the substance in the catalogue.
  await signIn(page, 'quality_regulatory', baseURL!);
  await page.goto('/compliance');
  await expect(page.getByRole('article', { name: `Substance needs review: ${inci}` })).toBeVisible();
  await page.goto('/substances');
  await page.getByLabel('Search substances').fill(tag);
  const row = page.getByRole('row', { name: new RegExp(inci) });
  await expect(row.getByText('Needs review')).toBeVisible();
  await row.getByRole('button', { name: `Mark ${inci} as reviewed` }).click();
  await expect(page.getByText(`${inci} marked as reviewed`).first()).toBeVisible();
  await expect(row.getByText('Needs review')).toHaveCount(0);
});
