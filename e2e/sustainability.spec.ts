import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, signIn, test } from './fixtures.ts';

// The browser suite shares a loaded machine; these screens draw charts and run axe more than once.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

interface Overview {
  scoreCards: Record<string, string | number | null>;
  naturalOrigin: {
    portfolioAverage: string | null;
    formulations: { name: string; naturalOriginPercent: string | null }[];
  };
  metrics: Record<string, string | null>;
  certifications: { label: string; count: number }[];
  certifiedSuppliersPercent: string | null;
  suppliers: {
    name: string;
    country: string;
    rating: string;
    sustainabilityScore: number;
    certifications: { label: string }[];
    moreCertifications: number;
  }[];
  goals: { id: string; title: string; progressPercent: string | null }[];
}

async function overview(page: Page): Promise<Overview> {
  const response = await page.request.get('/api/sustainability/overview');
  expect(response.status()).toBe(200);
  return response.json();
}

const shown = (value: string | number | null, format: (v: string) => string) =>
  value === null ? 'No data yet' : format(String(value));

test('every figure on the sustainability screen is the API’s', async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  const api = await overview(page);
  await page.goto('/sustainability');
  await expect(page.getByRole('heading', { level: 1, name: 'Sustainability' })).toBeVisible();

  const card = (name: string) => page.getByRole('group', { name }).getByTestId('stat-value');
  await expect(card('Overall Score')).toHaveText(shown(api.scoreCards.overallScore, (v) => `${v}/100`));
  await expect(card('Water Usage')).toHaveText(shown(api.scoreCards.waterPerUnit, (v) => `${v} L`));
  await expect(card('Carbon Footprint')).toHaveText(
    shown(api.scoreCards.carbonPerUnit, (v) => `${v} kg CO2e`),
  );
  await expect(card('Sustainable Ingredients')).toHaveText(
    shown(api.scoreCards.sustainableIngredientsPercent, (v) => `${v}%`),
  );

  await expect(page.getByTestId('natural-origin-average')).toHaveText(
    shown(api.naturalOrigin.portfolioAverage, (v) => `${v}%`),
  );
  const naturalRows = page
    .getByRole('table', { name: 'Natural origin content per formulation' })
    .getByRole('row');
  await expect(naturalRows).toHaveCount(api.naturalOrigin.formulations.length + 1);
  const top = api.naturalOrigin.formulations[0]!;
  await expect(naturalRows.nth(1)).toContainText(top.name);
  await expect(naturalRows.nth(1)).toContainText(shown(top.naturalOriginPercent, (v) => `${v}%`));

  const certifications = page.getByRole('list', { name: 'Supplier certifications' });
  for (const certification of api.certifications) {
    await expect(
      certifications
        .getByRole('listitem')
        .filter({ hasText: certification.label })
        .getByTestId('certification-count'),
    ).toHaveText(String(certification.count));
  }

  const supplierRows = page.getByRole('table', { name: 'Supplier sustainability' }).getByRole('row');
  await expect(supplierRows).toHaveCount(api.suppliers.length + 1);
  const first = api.suppliers[0]!;
  await expect(supplierRows.nth(1)).toContainText(first.name);
  await expect(supplierRows.nth(1)).toContainText(first.country);
  await expect(supplierRows.nth(1)).toContainText(first.rating);
  for (const { label } of first.certifications) await expect(supplierRows.nth(1)).toContainText(label);
  if (first.moreCertifications)
    await expect(supplierRows.nth(1)).toContainText(`+${first.moreCertifications}`);
  await expect(supplierRows.nth(1).getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(first.sustainabilityScore),
  );

  for (const goal of api.goals) {
    const item = page.getByRole('listitem', { name: goal.title });
    await expect(item.getByTestId('goal-progress')).toHaveText(shown(goal.progressPercent, (v) => `${v}%`));
  }
  // A viewer may read but not add goals.
  await expect(page.getByRole('button', { name: 'New Initiative' })).toHaveCount(0);
  await expectAccessible(page);
});

test('New Initiative adds a goal that appears with its live progress', async ({ page, baseURL }) => {
  await signIn(page, 'product_manager', baseURL!);
  const before = await overview(page);
  await page.goto('/sustainability');
  await page.getByRole('button', { name: 'New Initiative' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Initiative' });
  await expect(dialog).toBeVisible();
  // The baseline starts at today's value of the default metric.
  const defaultBaseline = before.metrics.sustainable_ingredients_pct;
  await expect(dialog.getByLabel('Baseline (%)')).toHaveValue(
    defaultBaseline === null ? '' : String(Number(defaultBaseline)),
  );

  // Field messages first.
  await dialog.getByRole('button', { name: 'Add Initiative' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Target must be between 0 and 100')).toBeVisible();
  // Off the button: axe would judge its hover colour (see the report on bg-primary/90).
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  const title = `Natural origin push ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Reformulate towards plant-derived emollients');
  await dialog.getByLabel('Metric').click();
  await page.getByRole('option', { name: /Natural origin content/ }).click();
  await dialog.getByLabel('Target (%)').fill('100');
  await dialog.getByLabel('Baseline (%)').fill('50');
  await dialog.getByLabel('Due Date').fill('2031-06-30');
  await dialog.getByRole('button', { name: 'Add Initiative' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Initiative added successfully').first()).toBeVisible();

  const after = await overview(page);
  const created = after.goals.find((goal) => goal.title === title)!;
  expect(created).toBeTruthy();
  // progress = (current − 50) / (100 − 50), from the live natural origin content
  const current = Number(after.metrics.natural_origin_pct);
  expect(Number(created.progressPercent)).toBeCloseTo(
    Math.min(100, Math.max(0, ((current - 50) / 50) * 100)),
    1,
  );
  const item = page.getByRole('listitem', { name: title });
  await expect(item.getByTestId('goal-progress')).toHaveText(`${created.progressPercent}%`);
  await expect(item.getByRole('progressbar', { name: `${title} progress` })).toBeVisible();

  // Tidy up through the screen: delete asks first.
  await item.getByRole('button', { name: `Delete goal ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Goal' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);
});
