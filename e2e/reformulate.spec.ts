import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

/** "Reformulate for cost" on a demo formulation's view (docs/product-rules.md, "The optimizer"): POST /api/formulations/:id/optimize. */

/** Opens version 1 of a demo formulation's view, then the reformulation dialog over it. */
async function openReformulate(page: Page, name: string) {
  await page.goto('/formulations');
  await page.getByRole('searchbox', { name: 'Search formulations' }).fill(name);
  await page.getByRole('button', { name: `View ${name} (v1)` }).click();
  const view = page.getByRole('dialog', { name });
  await view.getByRole('button', { name: 'Reformulate for cost' }).click();
  return page.getByRole('dialog', { name: 'Reformulate for cost' });
}

const dollars = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

test('pin a line, find the cheapest compliant recipe, see the saving and save it as a new version', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'rd_scientist', baseURL!);
  const name = 'Niacinamide Clarifying Serum';
  const dialog = await openReformulate(page, name);
  const table = dialog.getByRole('table', { name: 'Bounds and optimal percentages' });
  const row = (rawMaterial: string) => table.getByRole('row').filter({ hasText: rawMaterial });
  // The demo recipe (of 1000 oz): 820 oz water, 100 oz niacinamide, 50 oz glycerin, ...
  await expect(row('Purified Water').getByRole('cell').nth(1)).toHaveText('82%');
  await expect(row('Niacinamide (Vitamin B3)').getByRole('cell').nth(1)).toHaveText('10%');
  await expect(row('Purified Water').getByRole('cell').nth(5)).toHaveText('—');

  // What the serum does besides: its preservative (phenoxyethanol, 1 %) and its stabiliser (xanthan gum, 0.5 %),
  // kept at their current share unless lowered.
  const kept = dialog.getByRole('table', { name: 'Functions kept' });
  await expect(kept.getByRole('row').filter({ hasText: 'Preservative system' })).toContainText(
    'Phenoxyethanol',
  );
  await expect(dialog.getByRole('spinbutton', { name: 'Preservative system floor %' })).toHaveValue('1');
  await expect(dialog.getByRole('spinbutton', { name: 'Emulsifiers and stabilisers floor %' })).toHaveValue(
    '0.5',
  );

  // Keep the 10 % niacinamide the product is sold on; every other line is free between 0 and 100 %.
  await dialog.getByRole('checkbox', { name: 'Pin Niacinamide (Vitamin B3)' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Niacinamide (Vitamin B3) minimum %' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Save as new version' })).toBeDisabled();
  const solved = page.waitForResponse((response) => response.url().endsWith('/optimize'));
  await dialog.getByRole('button', { name: 'Find cheapest recipe' }).click();
  const response = await solved;
  const formulationId = response.url().split('/').at(-2)!;
  const result = await response.json();
  expect(result.status).toBe('optimal');

  // Water is the cheapest line: everything not pinned or kept goes to it, 100 - 10 - 1 - 0.5 = 88.5 %; the
  // preservative and the stabiliser stay at their floors; the rest drop to 0 %.
  await expect(row('Purified Water').getByRole('cell').nth(5)).toHaveText('88.5%');
  await expect(row('Niacinamide (Vitamin B3)').getByRole('cell').nth(5)).toHaveText('10%');
  await expect(row('Vegetable Glycerin').getByRole('cell').nth(5)).toHaveText('0%');
  await expect(row('Phenoxyethanol').getByRole('cell').nth(5)).toHaveText('1%');
  await expect(row('Xanthan Gum').getByRole('cell').nth(5)).toHaveText('0.5%');
  const figures = dialog.getByRole('region', { name: 'Cheapest compliant recipe' });
  // Current and optimal cost per unit side by side, as the server computed them (4 decimals).
  await expect(figures.getByRole('definition').nth(0)).toHaveText(`$${result.currentCostPerUnit}`);
  await expect(figures.getByRole('definition').nth(1)).toHaveText(`$${result.costPerUnit}`);
  await expect(dialog.getByTestId('saving-per-unit')).toHaveText(`$${result.savingPerUnit}`);
  // The current figure is the formulation's own cost per unit; the saving is current - optimal (each rounded
  // once from the exact figures, so within a hundredth of a cent).
  const source = await (await page.request.get(`/api/formulations/${formulationId}`)).json();
  expect(result.currentCostPerUnit).toBe(source.costPerUnit);
  const difference = Number(result.currentCostPerUnit) - Number(result.costPerUnit);
  expect(Number(result.savingPerUnit)).toBeGreaterThan(0);
  expect(Math.abs(Number(result.savingPerUnit) - difference)).toBeLessThanOrEqual(0.000101);
  // Saving per unit x units a year, to the cent: at 10,000 (the default) and at the 25,000 typed in.
  await expect(dialog.getByTestId('saving-per-year')).toHaveText(
    dollars(Number(result.savingPerUnit) * 10000),
  );
  await dialog.getByLabel('Units per year').fill('25000');
  await expect(dialog.getByTestId('saving-per-year')).toHaveText(
    dollars(Number(result.savingPerUnit) * 25000),
  );
  await expect(dialog.getByText('What holds the cost up:')).toBeVisible();
  await expect(dialog.getByText('Niacinamide (Vitamin B3) pinned at 10.0 %')).toBeVisible();
  await expect(dialog.getByText('Preservative system at least 1.0 %')).toBeVisible();
  await expect(dialog.getByText(/every limit that applies holds/)).toBeVisible();
  await expectAccessible(page);

  // Saved as the next version: a draft, opened in the edit form with the optimal amounts (88.5, 10, 1 and 0.5 % of
  // 1000 oz).
  const duplicated = page.waitForResponse((response) => response.url().endsWith('/duplicate'));
  await dialog.getByRole('button', { name: 'Save as new version' }).click();
  const created = await (await duplicated).json();
  await expect(
    page.getByText(`Version ${created.version} of "${name}" created as a draft`, { exact: true }),
  ).toBeVisible();
  const edit = page.getByRole('dialog', { name: 'Edit Formulation' });
  await expect(edit.getByLabel('Status', { exact: true })).toHaveText('Draft');
  await expect(edit.getByLabel('Line 1 ounces')).toHaveValue('885');
  await expect(edit.getByLabel('Line 2 ounces')).toHaveValue('100');
  await expect(edit.getByLabel('Line 3 ounces')).toHaveValue('10');
  await expect(edit.getByLabel('Line 4 ounces')).toHaveValue('5');
  await expect(edit.getByLabel('Line 5 ounces')).toHaveCount(0);
  expect(created.costPerUnit).toBe(result.costPerUnit);
});

test('bounds that cannot all hold are named in words, and nothing can be saved', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'rd_scientist', baseURL!);
  // The BHA serum's prototype holds 2.5 % salicylic acid; pinned there, it cannot meet the 2 % limit.
  const dialog = await openReformulate(page, 'BHA Blemish Control Serum');
  await dialog.getByRole('checkbox', { name: 'Pin Salicylic Acid (BHA)' }).click();
  await dialog.getByRole('button', { name: 'Find cheapest recipe' }).click();
  const conflict = dialog.getByRole('region', { name: 'No recipe satisfies every constraint' });
  await expect(conflict.getByText('These cannot all hold together; relax one of them:')).toBeVisible();
  await expect(
    conflict.getByRole('listitem').filter({ hasText: 'Salicylic Acid (BHA) pinned at 2.5 %' }),
  ).toHaveCount(1);
  await expect(
    conflict.getByRole('listitem').filter({ hasText: 'Salicylic Acid at most 2.0 %' }),
  ).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Save as new version' })).toBeDisabled();
  await expectAccessible(page);

  // Unpinned and held to at most 2 % instead, it solves. Salicylic acid is a preservative in the catalogue, but
  // in this serum it exfoliates (used as other), so the preservative system kept is phenoxyethanol's 1 % alone.
  await dialog.getByRole('checkbox', { name: 'Pin Salicylic Acid (BHA)' }).click();
  await dialog.getByRole('spinbutton', { name: 'Salicylic Acid (BHA) minimum %' }).fill('1.5');
  await dialog.getByRole('spinbutton', { name: 'Salicylic Acid (BHA) maximum %' }).fill('2');
  await expect(dialog.getByRole('spinbutton', { name: 'Preservative system floor %' })).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Find cheapest recipe' }).click();
  await expect(dialog.getByRole('region', { name: 'Cheapest compliant recipe' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save as new version' })).toBeEnabled();
});

test('the functions the recipe has are kept unless their floor is lowered', async ({ page, baseURL }) => {
  await signIn(page, 'rd_scientist', baseURL!);
  const dialog = await openReformulate(page, 'Niacinamide Clarifying Serum');
  const table = dialog.getByRole('table', { name: 'Bounds and optimal percentages' });
  const row = (rawMaterial: string) => table.getByRole('row').filter({ hasText: rawMaterial });
  const kept = dialog.getByRole('table', { name: 'Functions kept' });
  const group = (label: string) => kept.getByRole('row').filter({ hasText: label });
  await expect(group('Preservative system').getByRole('cell').nth(2)).toHaveText('1%');
  await expectAccessible(page);

  // No bound at all: the serum keeps its 1 % preservative and 0.5 % stabiliser, water takes 98.5 %.
  await dialog.getByRole('button', { name: 'Find cheapest recipe' }).click();
  await expect(row('Phenoxyethanol').getByRole('cell').nth(5)).toHaveText('1%');
  await expect(row('Purified Water').getByRole('cell').nth(5)).toHaveText('98.5%');
  await expect(group('Preservative system').getByRole('cell').nth(4)).toHaveText('1%');

  // The formulator lowers the preservative floor to 0.5 %: phenoxyethanol follows, water takes 99 %.
  await dialog.getByRole('spinbutton', { name: 'Preservative system floor %' }).fill('0.5');
  const solved = page.waitForResponse((response) => response.url().endsWith('/optimize'));
  await dialog.getByRole('button', { name: 'Find cheapest recipe' }).click();
  const sent = (await solved).request().postDataJSON();
  expect(sent.functionGroupFloors).toEqual([
    { group: 'preservative', minPercent: 0.5 },
    { group: 'emulsifier', minPercent: 0.5 },
  ]);
  await expect(row('Phenoxyethanol').getByRole('cell').nth(5)).toHaveText('0.5%');
  await expect(row('Purified Water').getByRole('cell').nth(5)).toHaveText('99%');
  await expect(group('Preservative system').getByRole('cell').nth(4)).toHaveText('0.5%');
  await expect(dialog.getByText('Preservative system at least 0.5 %')).toBeVisible();
  await expectAccessible(page);
});
