import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function pick(page: Page, dialog: Locator, label: string, option: string | RegExp) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** A toast's text (the live region repeats it, so match the toast itself). */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

// Page loads and axe checks are slow on a shared machine; no assertion depends on time.
test.beforeEach(() => test.setTimeout(120_000));

async function openScenarios(page: Page) {
  await page.goto('/scenarios');
  // The first load of the lazy page can be slow when the machine is busy.
  await expect(page.getByRole('heading', { level: 1, name: 'Market & Business Scenarios' })).toBeVisible({
    timeout: 60_000,
  });
}

test('finance creates a market analysis, sees the inline messages, runs it and reads its results', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'finance_analyst', baseURL!);
  await openScenarios(page);
  for (const title of ['Market Analysis', 'Cost Optimization', 'Competitor Response', 'Regulatory Change']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New Scenario' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Scenario' });
  await dialog.getByLabel('Target price (USD per unit)').fill('0');
  await dialog.getByRole('button', { name: 'Create Scenario' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Formulation is required')).toBeVisible();
  await expect(dialog.getByText('Target price must be greater than 0')).toBeVisible();
  await expectAccessible(page);

  // The live cost per unit of the formulation, to check the margin the run reports.
  const formulations: { name: string; version: number; costPerUnit: string }[] = await (
    await page.request.get('/api/formulations')
  ).json();
  const beard = formulations.find((f) => f.name === 'Beard Softening Oil')!;
  const margin = ((30 - Number(beard.costPerUnit)) / 30) * 100;

  const name = `Beard oil at $30 ${unique()}`;
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Description').fill('Prestige price test');
  await pick(page, dialog, 'Formulation', new RegExp(`^Beard Softening Oil v${beard.version}`));
  await dialog.getByLabel('Target price (USD per unit)').fill('30');
  await dialog.getByLabel('Yearly volume (units)').fill('1000');
  await dialog.getByRole('button', { name: 'Create Scenario' }).click();
  await expect(toastText(page, 'Scenario created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByText('Market Analysis', { exact: true })).toBeVisible();
  await expect(card.getByText('Not run yet.', { exact: false })).toBeVisible();

  await card.getByRole('button', { name: `Run ${name}` }).click();
  await expect(toastText(page, `Scenario "${name}" completed`)).toBeVisible();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Run ${name}` })).toHaveCount(0);
  const figures = card.locator('dl');
  await expect(figures).toContainText('Projected Cost');
  await expect(figures).toContainText(/\$[\d,]+(?!\.)/);
  // The run stores the margin at 2 decimals, and the card shows it as stored.
  await expect(figures).toContainText(`${margin.toFixed(2)}%`);
  // Approved: one month to reprice.
  await expect(figures).toContainText('1 month');
  await expect(figures.getByText(/^(Low|Medium|High)$/)).toBeVisible();
  await expectAccessible(page);
});

test('a cost optimization on a category runs from the list and shows its affected formulations', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'product_manager', baseURL!);
  await openScenarios(page);
  await page.getByRole('button', { name: 'New Scenario' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Scenario' });
  const name = `Humectants -10 % ${unique()}`;
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await pick(page, dialog, 'Type', 'Cost Optimization');
  await pick(page, dialog, 'Price change applies to', 'An ingredient category');
  await dialog.getByRole('button', { name: 'Create Scenario' }).click();
  await expect(dialog.getByText('Category is required')).toBeVisible();
  await pick(page, dialog, 'Category', 'Humectant');
  await dialog.getByLabel('Price change (%)').fill('-10');
  await dialog.getByRole('button', { name: 'Create Scenario' }).click();
  await expect(toastText(page, 'Scenario created successfully')).toBeVisible();

  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Run ${name}` }).click();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await expect(card).toContainText('-$');
  // A saving is not a risk, however many formulations it touches.
  await expect(card.getByText('Low', { exact: true })).toBeVisible();
  await card.getByText(/Affected formulations \(\d+\)/).click();
  await expect(card.getByRole('listitem').first()).toContainText('a unit');
});

test("each scenario type's card defines its Market Impact and Risk", async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  await openScenarios(page);
  for (const [type, impact] of [
    ['Market Analysis', 'the margin at the target price'],
    ['Cost Optimization', 'the average change in cost per unit of the formulations affected'],
    ['Competitor Response', 'the change in our price to stay within reach of the competitor'],
    ['Regulatory Change', 'the share of the portfolio that must be reformulated'],
  ]) {
    const card = page
      .locator('[data-slot="card"]')
      .filter({ has: page.getByRole('heading', { name: type, exact: true }) });
    await expect(card.first()).toContainText(`Market Impact: ${impact}`);
    await expect(card.first()).toContainText('Risk: ');
  }
});

test('copy makes a new draft; edit and delete with a confirmation', async ({ page, baseURL }) => {
  await signIn(page, 'editor', baseURL!);
  const name = `Salicylic cap ${unique()}`;
  const rawMaterials: { id: string; name: string }[] = await (
    await page.request.get('/api/ingredients')
  ).json();
  const salicylic = rawMaterials.find((i) => i.name.startsWith('Salicylic'))!;
  const created = await page.request.post('/api/scenarios', {
    data: {
      name,
      description: 'Stress test',
      type: 'regulatory_change',
      parameters: { ingredientId: salicylic.id, change: 'cap', capPercent: 1 },
    },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  await openScenarios(page);

  await page
    .getByRole('article', { name })
    .getByRole('button', { name: `Copy ${name}` })
    .click();
  await expect(toastText(page, `Scenario copied as "Copy of ${name}"`)).toBeVisible();
  const copy = page.getByRole('article', { name: `Copy of ${name}` });
  await expect(copy.getByText('Draft', { exact: true })).toBeVisible();
  await expect(copy.getByText('Regulatory Change', { exact: true })).toBeVisible();

  await copy.getByRole('button', { name: `Edit Copy of ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Scenario' });
  await expect(edit.getByLabel('Maximum concentration (% w/w)')).toHaveValue('1');
  await edit.getByLabel('Name', { exact: true }).fill(`Edited ${name}`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Scenario updated successfully')).toBeVisible();
  const edited = page.getByRole('article', { name: `Edited ${name}` });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: `Delete Edited ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Scenario' });
  await expect(confirm).toContainText(`"Edited ${name}"`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Scenario deleted successfully')).toBeVisible();
  await expect(edited).toHaveCount(0);
  await expect(page.getByRole('article', { name })).toBeVisible();

  await page
    .getByRole('article', { name })
    .getByRole('button', { name: `Archive ${name}` })
    .click();
  await expect(toastText(page, 'Scenario archived successfully')).toBeVisible();
  await expect(page.getByRole('article', { name }).getByText('Archived', { exact: true })).toBeVisible();
});

test('a viewer reads scenarios without any write button', async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  await openScenarios(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Scenario' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Run|Copy|Edit|Delete|Archive) / })).toHaveCount(0);
  await expectAccessible(page);
});
