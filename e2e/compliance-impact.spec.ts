import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, signIn, test } from './fixtures.ts';

/**
 * The Impact tab of /compliance (ADR 071): a cap that applies from a future date, a formulation over it; before
 * the date it is not listed, after it the table shows why it fails, that a compliant recipe exists and what it
 * costs, sorts, and exports the rows as CSV.
 */
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const suffix = Math.random().toString(16).slice(2, 8);
const NAME = `Impact Balm ${suffix}`;

async function post(page: Page, baseURL: string, url: string, data: object) {
  const response = await page.request.post(url, { data, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** A substance capped at 10 % from 2030-01-01, a cheap raw material of it, a dear one of water, a 50/50 balm. */
async function createCase(page: Page, baseURL: string) {
  const capped = await post(page, baseURL, '/api/substances', {
    inciName: `Impact Capped ${suffix}`,
    casNumbers: [],
    functions: ['skin_conditioning'],
  });
  const material = (name: string, unitCost: string, substanceId: string) =>
    post(page, baseURL, '/api/ingredients', {
      name,
      incisName: name,
      description: 'Impact test raw material',
      category: 'base',
      unitCost,
      unit: 'oz',
      qualityGrade: 'cosmetic',
      sustainabilityRating: 50,
      regulatoryRestrictions: [],
      shelfLifeMonths: 24,
      composition: [{ substanceId, percent: 100 }],
    });
  const aqua = (
    (await (await page.request.get('/api/substances?q=Aqua')).json()) as { id: string; inciName: string }[]
  ).find((substance) => substance.inciName === 'Aqua')!;
  const cheap = await material(`Impact Cheap ${suffix}`, '0.10', capped.id);
  const dear = await material(`Impact Water ${suffix}`, '0.50', aqua.id);
  await post(page, baseURL, '/api/regulatory-rules', {
    name: `Impact cap ${suffix}: max 10 %`,
    ruleType: 'max_concentration',
    substanceId: capped.id,
    maxPercent: '10',
    exposure: 'all',
    market: 'EU',
    productTypes: null,
    applicationAreas: null,
    severity: 'high',
    annexEntry: null,
    reference: 'Impact test',
    warningText: null,
    isActive: true,
    appliesFrom: '2030-01-01',
  });
  await post(page, baseURL, '/api/formulations', {
    name: NAME,
    description: 'Impact test formulation',
    productType: 'moisturizer',
    targetSkinType: 'normal',
    status: 'draft',
    batchSize: '1000',
    unitSize: '50',
    markets: ['EU'],
    yearlyVolume: 20000,
    ingredients: [
      { ingredientId: cheap.id, ounces: '500' },
      { ingredientId: dear.id, ounces: '500' },
    ],
  });
}

test('pick a date, see what fails and what a compliant recipe costs, sort, export', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin', baseURL!);
  await createCase(page, baseURL!);
  await page.goto('/compliance');
  await page.getByRole('tab', { name: 'Impact' }).click();
  await expect(page.getByRole('heading', { name: 'Impact of a date' })).toBeVisible();
  const date = page.getByLabel('Date', { exact: true });

  // The day before the cap applies: the balm passes, so it is not in the table.
  await date.fill('2029-12-31');
  await expect(page.getByText(/fail on 2029-12-31|pass the rules in force on 2029-12-31/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);

  // After it: over the cap; the cheapest passing recipe takes the capped material from 50 % to 10 %:
  // $15.0000 -> $23.0000 a unit (50 oz at $0.30/oz, then at $0.46/oz), +$8 x 20,000 = +$160,000.00 a year.
  await date.fill('2030-07-31');
  const table = page.getByRole('table', { name: 'Formulations failing on the date' });
  const row = table.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText(`Impact Capped ${suffix} above 10`);
  await expect(row).toContainText('Feasible');
  await expect(row).toContainText('+$8.0000');
  await expect(row).toContainText('$15.0000 → $23.0000');
  await expect(row).toContainText('+$160,000.00');
  await expect(row).toContainText('at 20,000 units');

  // Sorting: the yearly change, largest first on the second click.
  const header = table.getByRole('columnheader', { name: 'Change per year' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  // Every figure shown, in order: each at most the one above it, rows without a recipe last.
  const years = (await table.getByRole('row').locator('td:nth-child(5)').allTextContents()).map((text) =>
    text.startsWith('—') ? null : Number(text.replace(/at .*$/, '').replace(/[$,+]/g, '')),
  );
  const figures = years.filter((value) => value !== null);
  expect(figures).toEqual([...figures].sort((a, b) => b - a));
  expect(years.slice(figures.length).every((value) => value === null)).toBe(true);
  expect(figures).toContain(160000);

  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('compliance-impact-EU-2030-07-31.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('"Formulation","Version","Status","Fails today","Reasons"');
  const line = csv.split('\r\n').find((text) => text.startsWith(`"${NAME}"`));
  expect(line).toContain('"Feasible",15,23,8,20000,160000');
});
