import { exactMean } from '../src/domain/common/exact-mean.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usd = (value: string | number) => money.format(Number(value));

interface Formulation {
  id: string;
  name: string;
  version: number;
  totalCost: string;
  costPerUnit: string;
  batchSize: string;
  targetMargin: string;
}

test.describe('cost analysis (demo data)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page, 'admin', baseURL!);
  });

  test('the four tiles equal the formulations on file, the average rounded once', async ({ page }) => {
    const formulations = (await (await page.request.get('/api/formulations')).json()) as Formulation[];
    // The hand computation from every row: sum, mean of the 4-decimal costs per unit, dearest.
    const sumPerUnit = formulations.reduce((sum, f) => sum + Math.round(Number(f.costPerUnit) * 10_000), 0);
    const sumTotal = formulations.reduce((sum, f) => sum + Math.round(Number(f.totalCost) * 10_000), 0);
    const dearest = [...formulations].sort((a, b) => Number(b.costPerUnit) - Number(a.costPerUnit))[0]!;
    await page.goto('/cost-analysis');
    await expect(page.getByRole('heading', { level: 1, name: 'Cost Analysis & Optimization' })).toBeVisible();
    const tile = (label: string) => page.getByRole('group', { name: label }).getByTestId('tile-value');
    await expect(tile('Total Formulations')).toHaveText(String(formulations.length));
    await expect(tile('Average Cost/Unit')).toHaveText(
      usd(exactMean((sumPerUnit / 10_000).toFixed(4), formulations.length, 2)),
    );
    await expect(tile('Total Batch Cost')).toHaveText(usd(sumTotal / 10_000));
    await expect(tile('Highest Cost/Unit')).toHaveText(usd(dearest.costPerUnit));
    await expect(page.getByRole('group', { name: 'Highest Cost/Unit' })).toContainText(dearest.name);
  });

  test('the loaded screen has no serious accessibility violations', async ({ page }) => {
    // A full-page axe analysis is slow on a busy machine.
    test.slow();
    await page.goto('/cost-analysis');
    await expect(page.locator('[data-tone]').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('the cost breakdown table pages through every formulation, dearest first, with coloured, labelled cost per unit', async ({
    page,
  }) => {
    const all = (await (
      await page.request.get('/api/formulations?sort=-costPerUnit')
    ).json()) as Formulation[];
    const formulations = all.slice(0, 25);
    await page.goto('/cost-analysis');
    const table = page.getByRole('table', { name: 'Formulation Cost Breakdown' });
    for (const column of [
      'Formulation',
      'Product Type',
      'Status',
      'Batch Size',
      'Total Cost',
      'Unit Size (oz)',
      'Cost/Unit',
      'Margin %',
    ]) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const rows = table.locator('tbody tr:not([data-testid])');
    await expect(rows).toHaveCount(formulations.length);
    await expect(table.getByRole('columnheader', { name: 'Cost/Unit' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const first = formulations[0]!;
    const firstRow = rows.first();
    await expect(firstRow).toContainText(first.name);
    await expect(firstRow).toContainText(`Version ${first.version}`);
    // The batch is in weight ounces, as the form and the view measure it (ADR 048: the spec's "g" is a slip).
    await expect(firstRow).toContainText(`${Number(first.batchSize).toLocaleString('en-US')} oz`);
    await expect(firstRow).toContainText(usd(first.totalCost));
    await expect(firstRow).toContainText(`${Number(first.targetMargin).toFixed(0)}%`);

    // The demo data spans the three cost bands: green below $5, yellow below $10, red from $10.
    const badges = table.locator('[data-tone]');
    await expect(badges.filter({ hasText: 'Low' }).first()).toHaveAttribute('data-tone', 'green');
    await expect(badges.filter({ hasText: 'Medium' }).first()).toHaveAttribute('data-tone', 'yellow');
    await expect(badges.filter({ hasText: 'High' }).first()).toHaveAttribute('data-tone', 'red');
    await expect(badges.filter({ hasText: 'Low' }).first()).toHaveClass(/bg-green-100/);
    await expect(badges.filter({ hasText: 'Medium' }).first()).toHaveClass(/bg-yellow-100/);
    await expect(badges.filter({ hasText: 'High' }).first()).toHaveClass(/bg-red-100/);
    const tones = await badges.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-tone')));
    const expected = formulations.map((f) =>
      Number(f.costPerUnit) < 5 ? 'green' : Number(f.costPerUnit) < 10 ? 'yellow' : 'red',
    );
    expect(tones).toEqual(expected);

    if (all.length > 25) {
      await expect(page.getByText(`Showing 1–25 of ${all.length}`)).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(rows.first()).toContainText(all[25]!.name);
      await expect(rows).toHaveCount(Math.min(25, all.length - 25));
    }
  });

  test('sorting by name asks the server for the page in that order', async ({ page }) => {
    const byName = (await (
      await page.request.get('/api/formulations?sort=name&limit=25')
    ).json()) as Formulation[];
    await page.goto('/cost-analysis');
    const table = page.getByRole('table', { name: 'Formulation Cost Breakdown' });
    await table.getByRole('button', { name: 'Formulation' }).click();
    await expect(table.getByRole('columnheader', { name: 'Formulation' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const names = table.locator('tbody tr:not([data-testid]) td:first-child p:first-child');
    await expect(names).toHaveText(byName.map((f) => f.name));
  });

  test('the optimization panel shows the three tips', async ({ page }) => {
    await page.goto('/cost-analysis');
    const panel = page.locator('[data-slot=card]', {
      has: page.getByRole('heading', { name: 'Cost Optimization Opportunities' }),
    });
    await expect(panel.getByText(/15-25%/)).toBeVisible();
    await expect(panel.getByText(/8-12%/)).toBeVisible();
    await expect(panel.getByText(/20-30%/)).toBeVisible();
  });

  test('Export Report downloads the cost analysis as xlsx', async ({ page }) => {
    await page.goto('/cost-analysis');
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Report' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^cost-analysis-.*\.xlsx$/);
    expect(await download.failure()).toBeNull();
    await expect(page.getByText('Report exported', { exact: true })).toBeVisible();
  });

  test('New Analysis opens the formulation form on the formulations screen', async ({ page }) => {
    await page.goto('/cost-analysis');
    const link = page.getByRole('link', { name: 'New Analysis' });
    await expect(link).toHaveAttribute('href', '/formulations?new=1');
    await link.click();
    await expect(page).toHaveURL(/\/formulations$/);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
  });
});

test('a finance analyst sees the analysis and the export, without New Analysis', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'finance_analyst', baseURL!);
  await page.goto('/cost-analysis');
  await expect(page.getByRole('table', { name: 'Formulation Cost Breakdown' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Report' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Analysis' })).toHaveCount(0);
});
