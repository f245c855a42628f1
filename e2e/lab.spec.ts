import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, pickOption, signIn, test } from './fixtures.ts';

// The suite shares a 2-core machine with other runs; a page can take longer than 10 s to render there.
const expect = baseExpect.configure({ timeout: 30_000 });

const WATER = 'Purified Water';
const GLYCERIN = 'Vegetable Glycerin';
const NIACINAMIDE = 'Niacinamide (Vitamin B3)';

// Dialogs and axe checks on a busy machine: a limit, not a timing assertion.
test.beforeEach(() => test.setTimeout(300_000));

async function addLine(page: Page, dialog: Locator, n: number, rawMaterial: string) {
  await dialog.getByRole('button', { name: 'Add Ingredient' }).click();
  await pickOption(page, dialog.getByLabel(`Line ${n} ingredient`), rawMaterial);
}

test('a chemist writes a formulation in percent with a q.s. line, a procedure and a specification, and prints a 2.5 kg ticket', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'rd_scientist', baseURL!);
  const name = `E2E Percent Cream ${Date.now().toString(36)}`;
  await page.goto('/formulations');
  await page.getByRole('button', { name: 'Create Formulation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Formulation' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await pickOption(page, dialog.getByLabel('Product Type'), 'Moisturizer');
  await addLine(page, dialog, 1, WATER);
  await addLine(page, dialog, 2, GLYCERIN);
  await addLine(page, dialog, 3, NIACINAMIDE);
  await dialog.getByRole('switch', { name: 'Enter amounts as % w/w of the batch' }).click();
  await dialog.getByRole('checkbox', { name: 'Line 1 q.s. (balance to 100 %)' }).click();
  await dialog.getByLabel('Line 2 % w/w').fill('5');
  await dialog.getByLabel('Line 3 % w/w').fill('4');
  // Water q.s. = 100 - 5 - 4 = 91 %: 910 oz of the 1000 oz batch.
  await expect(dialog.getByTestId('percent-total')).toHaveText('The q.s. line makes up the rest: 91%.');
  await expect(dialog.getByText('= 910 oz')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Procedure' }).click();
  await dialog.getByRole('button', { name: 'Add Phase' }).click();
  await dialog.getByLabel('Phase 1 name').fill('Water phase');
  await dialog.getByRole('button', { name: 'Add step to phase 1' }).click();
  await dialog.getByLabel('Phase 1 step 1 instruction').fill('Heat the water and glycerin');
  await dialog.getByLabel('Phase 1 step 1 temperature (°c)').fill('75');
  await dialog.getByLabel('Phase 1 step 1 mixing (rpm)').fill('300');
  await expectAccessible(page);
  await dialog.getByRole('tab', { name: 'Specification' }).click();
  await dialog.getByLabel('pH minimum').fill('5.0');
  await dialog.getByLabel('pH maximum').fill('5.5');
  await dialog.getByLabel('Colour').fill('White');
  await dialog.getByRole('tab', { name: 'Details' }).click();
  for (const n of [1, 2, 3]) await pickOption(page, dialog.getByLabel(`Line ${n} phase`), 'A - Water phase');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create Formulation' }).click();
  await expect(page.getByText('Formulation created successfully', { exact: true })).toBeVisible();

  const card = page.getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: `View ${name} (v1)` }).click();
  const view = page.getByRole('dialog', { name });
  await view.getByRole('tab', { name: 'Procedure' }).click();
  await expect(view.getByRole('heading', { name: 'Phase A - Water phase' })).toBeVisible();
  await expect(view.getByText('Heat the water and glycerin')).toBeVisible();
  await expect(view.getByText('5.0-5.5')).toBeVisible();
  await view.getByRole('button', { name: 'Batch Ticket' }).click();
  const ticket = page.getByRole('dialog', { name: 'Batch Ticket' });
  // 2.5 kg: glycerin 5 % = 0.125, niacinamide 4 % = 0.100, water q.s. 2.5 - 0.225 = 2.275 kg.
  const weights = ticket.getByRole('region', { name: 'Phase A weights' });
  await expect(weights.getByRole('row', { name: /Purified Water 91% 2\.275/ })).toBeVisible();
  await expect(weights.getByRole('row', { name: /Vegetable Glycerin 5% 0\.125/ })).toBeVisible();
  await expect(ticket.getByTestId('ticket-total')).toHaveText('Total 2.500 kg');
  await expect(ticket.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    /batch-ticket\?size=2\.5&unit=kg&format=pdf$/,
  );
  await expectAccessible(page);
});

test('a chemist makes a lab batch through the weigh-off view and records a stability time point', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'rd_scientist', baseURL!);
  const rawMaterials = (await (await page.request.get('/api/ingredients')).json()) as {
    id: string;
    name: string;
  }[];
  const id = (rawMaterial: string) => rawMaterials.find((row) => row.name === rawMaterial)!.id;
  const name = `E2E Lab Cream ${Date.now().toString(36)}`;
  // Setup through the API: a cream in % with water q.s., in two phases, with a pH specification.
  const created = await page.request.post('/api/formulations', {
    headers: { origin: baseURL! },
    data: {
      name,
      productType: 'moisturizer',
      batchSize: '100',
      phases: [
        { code: 'A', name: 'Water phase', steps: [{ instruction: 'Heat to 75 °C', temperatureC: 75 }] },
        { code: 'B', name: 'Actives', steps: [] },
      ],
      specification: { ph: { min: '5.0', max: '6.0' }, colour: 'White' },
      ingredients: [
        { ingredientId: id(WATER), qs: true, phase: 'A' },
        { ingredientId: id(GLYCERIN), percent: '5', phase: 'A' },
        { ingredientId: id(NIACINAMIDE), percent: '4', phase: 'B' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/lab');
  await expect(page.getByRole('heading', { level: 1, name: 'Lab' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lab batches' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New Lab Batch' }).click();
  const start = page.getByRole('dialog', { name: 'New Lab Batch' });
  await pickOption(page, start.getByLabel('Formulation'), new RegExp(`^${name} v1`));
  await start.getByLabel('Batch size').fill('2500');
  await start.getByRole('button', { name: 'Start Batch' }).click();

  // The weigh-off: 2500 g of water q.s. 91 % = 2275.00 g, glycerin 125.00 g, niacinamide 100.00 g.
  await expect(page.getByRole('heading', { name: new RegExp(`${name} v1`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Phase A - Water phase' })).toBeVisible();
  const water = page.getByTestId('weigh-line').filter({ hasText: WATER });
  await expect(water.getByText('2275.00')).toBeVisible();
  await page.getByLabel(`${WATER} actual (g)`).fill('2275.3');
  await page.getByLabel(`${WATER} lot`).fill('W-2211');
  await page.getByRole('checkbox', { name: `${WATER} weighed` }).click();
  await expect(water.getByText('+0.013 % from target, within ±1 %')).toBeVisible();
  // Glycerin 130 g against 125.00 g: +4 %, outside ±1 %; highlighted until acknowledged.
  await page.getByLabel(`${GLYCERIN} actual (g)`).fill('130');
  await page.getByRole('checkbox', { name: `${GLYCERIN} weighed` }).click();
  const glycerin = page.getByTestId('weigh-line').filter({ hasText: GLYCERIN });
  await expect(glycerin.getByText('+4.000 % from target, outside ±1 %')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Batch' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Acknowledge deviation of ${GLYCERIN}` }).click();
  await expect(glycerin.getByText(/deviation acknowledged/)).toBeVisible();
  await page.getByLabel(`${NIACINAMIDE} actual (g)`).fill('100');
  await page.getByRole('checkbox', { name: `${NIACINAMIDE} weighed` }).click();
  await expect(page.getByTestId('weighed-count')).toHaveText('3 of 3 weighed');
  await page.getByRole('button', { name: 'Complete Batch' }).click();
  await expect(page.getByText('Lab batch completed', { exact: true })).toBeVisible();

  // A stability study from today: the T0 cells are due today.
  await page.getByRole('button', { name: 'Start Stability Study' }).click();
  const study = page.getByRole('dialog', { name: 'Start Stability Study' });
  await expectAccessible(page);
  await study.getByRole('button', { name: 'Start Study' }).click();
  await expect(page.getByRole('heading', { name: /^Stability of LB-/ })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Stability grid' });
  const t0 = grid.getByRole('button', { name: /^40 °C\/75 % RH at T0: Due/ });
  await expect(t0).toBeVisible();
  await expectAccessible(page);
  await t0.click();
  const cell = page.getByRole('dialog', { name: '40 °C/75 % RH at T0' });
  await cell.getByLabel('pH', { exact: true }).fill('5.5');
  await cell.getByLabel('Colour observed').fill('White');
  await cell.getByRole('checkbox', { name: 'Colour conforms' }).click();
  await expectAccessible(page);
  await cell.getByRole('button', { name: 'Record Results' }).click();
  await expect(page.getByText('40 °C/75 % RH at T0 recorded', { exact: true })).toBeVisible();
  await expect(grid.getByRole('button', { name: /^40 °C\/75 % RH at T0: Done/ })).toBeVisible();
  await expect(page.getByText('Within specification through T0 (1 of 4 time points).')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'pH over time' })).toBeVisible();
  await expectAccessible(page);
});

test('a viewer reads the lab without its write buttons', async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/lab');
  await expect(page.getByRole('table', { name: 'Lab batches' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Lab Batch' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Stability' }).click();
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Open the study of LB-/ })
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Stability grid' })).toBeVisible();
  await expectAccessible(page);
});
