import type { Page } from '@playwright/test';
import { exactMean } from '../src/domain/common/exact-mean.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usd = (value: string | number) => money.format(Number(value));

interface Stats {
  activeFormulations: number;
  avgCostPerUnit: string;
  sumCostPerUnit: string;
  aiIdeasGenerated: number;
  complianceIssues: number;
  complianceIssuesByMarket: { market: string | null; count: number }[];
  totalFormulations: number;
  totalBatchCost: string;
  highestCost: { id: string; name: string; costPerUnit: string } | null;
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

const statValue = (page: Page, label: string) =>
  page.getByRole('group', { name: label }).getByTestId('stat-value');

test.describe('dashboard (demo data)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page, 'admin', baseURL!);
  });

  test('the title, the four stats and the summaries equal GET /api/dashboard/stats', async ({ page }) => {
    const stats = await getJson<Stats>(page, '/api/dashboard/stats');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' }),
    ).toBeVisible();
    await expect(
      page.getByText('Monitor costs, formulations and innovation progress across all projects'),
    ).toBeVisible();

    await expect(statValue(page, 'Active Formulations')).toHaveText(String(stats.activeFormulations));
    await expect(statValue(page, 'Avg Cost per Unit')).toHaveText(
      usd(exactMean(stats.sumCostPerUnit, stats.totalFormulations, 2)),
    );
    await expect(statValue(page, 'AI Ideas Generated')).toHaveText(String(stats.aiIdeasGenerated));
    await expect(statValue(page, 'Compliance Issues')).toHaveText(String(stats.complianceIssues));
    expect(stats.complianceIssues).toBeGreaterThan(0);
    await expect(
      page.getByRole('group', { name: 'Compliance Issues' }).getByText('Needs attention'),
    ).toBeVisible();
    // Per market, most first: the first market's count is named beside it.
    const [first] = stats.complianceIssuesByMarket;
    await expect(page.getByTestId('issues-by-market')).toContainText(
      `${first!.market ?? 'Other'} ${first!.count}`,
    );

    const summary = page.getByRole('region', { name: 'Portfolio summary' });
    const summaryValue = (label: string) =>
      summary.getByRole('group', { name: label }).getByTestId('summary-value');
    await expect(summaryValue('Total Formulations')).toHaveText(String(stats.totalFormulations));
    await expect(summaryValue('Total Batch Cost')).toHaveText(usd(stats.totalBatchCost));
    expect(stats.highestCost).not.toBeNull();
    await expect(summaryValue('Highest Cost per Unit')).toHaveText(usd(stats.highestCost!.costPerUnit));

    const breakdown = page.locator('[data-slot=card]', {
      has: page.getByRole('heading', { name: 'Cost Breakdown Analysis' }),
    });
    const tile = (label: string) => breakdown.getByRole('group', { name: label }).getByTestId('tile-value');
    await expect(tile('Total Batch Costs')).toHaveText(usd(stats.totalBatchCost));
    await expect(tile('Avg Cost/Unit')).toHaveText(
      usd(exactMean(stats.sumCostPerUnit, stats.totalFormulations, 2)),
    );
    await expect(breakdown.getByText(/^Highest Cost:/)).toHaveText(
      `Highest Cost: ${stats.highestCost!.name} at ${usd(stats.highestCost!.costPerUnit)} per unit`,
    );
  });

  test('the loaded dashboard has no serious accessibility violations', async ({ page }) => {
    // A full-page axe analysis is slow on a busy machine.
    test.slow();
    await page.goto('/');
    await expect(
      page.getByRole('table', { name: 'Current Formulations' }).locator('tbody tr:not([data-testid])'),
    ).toHaveCount(5);
    await expect(page.getByTestId('top-supplier')).toHaveCount(3);
    await expect(page.getByTestId('compliance-alert')).toHaveCount(3);
    await expectAccessible(page);
  });

  test('the Active Formulations list shows formulations in development or testing with their unit size', async ({
    page,
  }) => {
    const active = [
      ...(await getJson<{ name: string; createdAt: string; status: string }[]>(
        page,
        '/api/formulations?status=in_development&limit=5',
      )),
      ...(await getJson<{ name: string; createdAt: string; status: string }[]>(
        page,
        '/api/formulations?status=testing&limit=5',
      )),
    ];
    await page.goto('/');
    const list = page.getByRole('region', { name: 'Active Formulations' }).getByRole('listitem');
    await expect(list).toHaveCount(Math.min(5, active.length));
    await expect(list.first()).toContainText(/\d oz units/);
    const shown = (await list.getByTestId('active-name').allTextContents()).map((text) => text.trim());
    const names = new Set(active.map((f) => f.name));
    for (const name of shown) expect(names.has(name)).toBe(true);
  });

  test('Current Formulations lists the newest five, each with edit and AI shortcuts', async ({ page }) => {
    const newest = await getJson<{ id: string; name: string }[]>(page, '/api/formulations?limit=5');
    await page.goto('/');
    const table = page.getByRole('table', { name: 'Current Formulations' });
    for (const column of ['Product Name', 'Status', 'Cost/Unit', 'Margin', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const rows = table.locator('tbody tr:not([data-testid])');
    await expect(rows).toHaveCount(5);
    for (const [index, f] of newest.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(f.name);
      await expect(row.getByRole('link', { name: `Edit ${f.name}` })).toHaveAttribute(
        'href',
        `/formulations?edit=${f.id}`,
      );
      await expect(row.getByRole('link', { name: `AI ideas for ${f.name}` })).toHaveAttribute(
        'href',
        `/ai-ideation?formulation=${f.id}`,
      );
    }
  });

  test('the edit button opens the formulations screen for that formulation', async ({ page }) => {
    const [first] = await getJson<{ id: string; name: string }[]>(page, '/api/formulations?limit=1');
    await page.goto('/');
    await page
      .getByRole('link', { name: `Edit ${first!.name}` })
      .first()
      .click();
    // The formulations screen opens the edit dialog and then clears the parameter.
    await expect(page).toHaveURL(/\/formulations(\?edit=[0-9a-f-]+)?$/);
  });

  test('the AI button opens AI ideation with that formulation', async ({ page }) => {
    const [first] = await getJson<{ id: string; name: string }[]>(page, '/api/formulations?limit=1');
    await page.goto('/');
    await page
      .getByRole('link', { name: `AI ideas for ${first!.name}` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ai-ideation(\?formulation=[0-9a-f-]+)?$/);
  });

  test('View All goes to the formulations screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View All', exact: true }).click();
    await expect(page).toHaveURL(/\/formulations$/);
  });

  test('a new cleanser appears first with the green cleanser mark and the dashboard status colour', async ({
    page,
    baseURL,
  }) => {
    const [water] = await getJson<{ id: string }[]>(page, '/api/ingredients?q=water&limit=1');
    const name = `E2E Dashboard Cleanser ${Date.now()}`;
    const created = await page.request.post('/api/formulations', {
      headers: { origin: baseURL! },
      data: {
        name,
        productType: 'cleanser',
        status: 'approved',
        batchSize: '1000',
        unitSize: '4',
        ingredients: [{ ingredientId: water!.id, ounces: '1000' }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    try {
      await page.goto('/');
      const row = page
        .getByRole('table', { name: 'Current Formulations' })
        .locator('tbody tr:not([data-testid])')
        .first();
      await expect(row).toContainText(name);
      await expect(row.locator('[data-icon]')).toHaveAttribute('data-icon', 'cleanser');
      await expect(row.locator('[data-icon]')).toHaveAttribute('data-tone', 'green');
      await expect(row.getByText('Approved', { exact: true })).toHaveClass(/bg-green-100/);
    } finally {
      await page.request.delete(`/api/formulations/${id}`, { headers: { origin: baseURL! } });
    }
  });

  test('Top Suppliers shows the first three suppliers and links to all of them', async ({ page }) => {
    const suppliers = await getJson<{ name: string }[]>(page, '/api/suppliers?limit=3');
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Top Suppliers' });
    const items = card.getByTestId('top-supplier');
    await expect(items).toHaveCount(3);
    for (const [index, supplier] of suppliers.entries()) {
      await expect(items.nth(index)).toContainText(supplier.name);
    }
    await card.getByRole('link', { name: 'View All Suppliers' }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
  });

  test('Compliance Alerts shows the first three open issues with severity, status, region and due date', async ({
    page,
  }) => {
    const alerts = await getJson<
      {
        title: string;
        description: string;
        severity: string;
        dueDate: string | null;
        region: string | null;
      }[]
    >(page, '/api/compliance/issues/open?limit=3');
    expect(alerts).toHaveLength(3);
    await page.goto('/');
    const items = page.getByRole('region', { name: 'Compliance Alerts' }).getByTestId('compliance-alert');
    await expect(items).toHaveCount(3);
    for (const [index, alert] of alerts.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading')).toHaveText(alert.title);
      // The compact form cuts the description at 80 characters.
      await expect(item).toContainText(alert.description.slice(0, 80).trimEnd());
      if (alert.description.length > 80) await expect(item).not.toContainText(alert.description);
      await expect(item).toContainText(new RegExp(alert.severity, 'i'));
      await expect(item).toContainText('Open');
      if (alert.region) await expect(item).toContainText(alert.region);
      if (!alert.dueDate) await expect(item).toContainText('No due date');
    }
  });

  test('Export Report downloads the dashboard summary as xlsx', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Export Report' });
    await expect(button).toBeEnabled();
    const downloadPromise = page.waitForEvent('download');
    await button.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^dashboard-summary-.*\.xlsx$/);
    expect(await download.failure()).toBeNull();
    await expect(page.getByText('Report exported', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Report' })).toBeEnabled();
  });

  test('header and banner buttons go to formulations and AI ideation', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Ready to innovate?' });
    await expect(banner.getByRole('heading', { name: 'Ready to innovate?' })).toBeVisible();
    await banner.getByRole('link', { name: 'AI Brainstorm' }).click();
    await expect(page).toHaveURL(/\/ai-ideation$/);
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Ready to innovate?' })
      .getByRole('link', { name: 'New Formulation' })
      .click();
    await expect(page).toHaveURL(/\/formulations$/);
    await expect(page.getByRole('dialog', { name: 'Create Formulation' })).toBeVisible();
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'New Formulation' }).first().click();
    await expect(page).toHaveURL(/\/formulations$/);
    await expect(page.getByRole('dialog', { name: 'Create Formulation' })).toBeVisible();
  });
});

test('a viewer sees the dashboard without edit and AI shortcuts', async ({ page, baseURL }) => {
  // A full-page axe analysis is slow on a busy machine.
  test.slow();
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/');
  const rows = page
    .getByRole('table', { name: 'Current Formulations' })
    .locator('tbody tr:not([data-testid])');
  await expect(rows).toHaveCount(5);
  await expect(rows.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(rows.getByRole('link', { name: /^AI ideas for / })).toHaveCount(0);
  // Buttons a viewer cannot use are not shown: no New Formulation, no AI Brainstorm banner.
  await expect(page.getByRole('link', { name: 'New Formulation' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Ready to innovate?' })).toHaveCount(0);
  await expectAccessible(page);
});

test('Active Formulations says how many more there are; Total Batch Costs stays on one line', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin', baseURL!);
  const stats = await getJson<Stats>(page, '/api/dashboard/stats');
  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Active Formulations' });
    const shown = await region.getByRole('listitem').count();
    await expect(region.getByRole('listitem').first()).toBeVisible();
    const shownNow = await region.getByRole('listitem').count();
    if (stats.activeFormulations > shownNow)
      await expect(region.getByTestId('active-more')).toContainText(
        `and ${stats.activeFormulations - shownNow} more in development or testing`,
      );
    else expect(shown).toBe(stats.activeFormulations);
    const value = page.getByRole('group', { name: 'Total Batch Costs' }).getByTestId('tile-value');
    await expect(value).toHaveText(usd(stats.totalBatchCost));
    const lines = await value.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `at ${width} px`).toBe(1);
  }
});

test('Start Review on a dashboard alert confirms with a toast', async ({ page, baseURL }) => {
  await signIn(page, 'quality_regulatory', baseURL!);
  const title = `Dashboard review ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/compliance/issues', {
    headers: { origin: baseURL! },
    // Critical and newest: the dashboard lists open alerts most severe first.
    data: { title, description: 'Started from the dashboard.', severity: 'critical', region: 'EU' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/');
  const alert = page.getByRole('article', { name: title });
  await alert.getByRole('button', { name: 'Start Review' }).click();
  await expect(page.getByText('Review started', { exact: true }).first()).toBeVisible();
});
