import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, signIn, test } from './fixtures.ts';

// The browser suite shares a loaded machine; these screens draw charts and run axe more than once.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

interface Report {
  cards: {
    totalProjects: number;
    activeProjects: number;
    costSavings: { amount: string };
    averageDevelopmentMonths: string | null;
  };
  monthly: { label: string; newFormulations: number; totalCost: string; efficiencyPercent: string | null }[];
}

const money = (value: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    Number(value),
  );

async function report(page: Page, query: string): Promise<Report> {
  const response = await page.request.get(`/api/analytics?${query}`);
  expect(response.status()).toBe(200);
  return response.json();
}

const monthlyRows = (page: Page) => page.getByRole('table', { name: 'Monthly performance' }).getByRole('row');

async function choose(page: Page, label: string, option: string) {
  // Exact: once the charts are drawn, "Product Type" is also part of a figure's name ("Cost per Unit by Product Type").
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the cards are the API’s and the three charts render', async ({ page, baseURL }) => {
  await signIn(page, 'finance_analyst', baseURL!);
  const api = await report(page, 'period=6m');
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const card = (name: string) => page.getByRole('group', { name }).getByTestId('stat-value');
  await expect(card('Total Projects')).toHaveText(String(api.cards.totalProjects));
  await expect(card('Active Projects')).toHaveText(String(api.cards.activeProjects));
  await expect(card('Cost Savings')).toHaveText(money(api.cards.costSavings.amount));
  await expect(card('Avg Development Time')).toHaveText(
    api.cards.averageDevelopmentMonths === null
      ? 'No data yet'
      : `${api.cards.averageDevelopmentMonths} months`,
  );

  const charts = page.getByTestId('chart');
  await expect(charts).toHaveCount(3);
  for (const name of ['Status Distribution', 'Cost per Unit by Product Type', 'New and Approved per Month']) {
    const chart = page.getByRole('figure', { name });
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  }
  await expect(
    page.getByRole('figure', { name: 'Status Distribution' }).locator('.recharts-pie-sector').first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('figure', { name: 'New and Approved per Month' })
      .locator('.recharts-bar-rectangle')
      .first(),
  ).toBeAttached();

  await expect(monthlyRows(page)).toHaveCount(api.monthly.length + 1);
  const last = api.monthly.at(-1)!;
  await expect(monthlyRows(page).last()).toContainText(last.label);
  await expect(monthlyRows(page).last()).toContainText(money(last.totalCost));
  await expectAccessible(page);
});

test('changing the period changes the monthly table', async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/analytics');
  await expect(monthlyRows(page)).toHaveCount(7);
  const three = await report(page, 'period=3m');
  await choose(page, 'Period', 'Last 3 months');
  await expect(monthlyRows(page)).toHaveCount(4);
  for (const [index, row] of three.monthly.entries()) {
    await expect(monthlyRows(page).nth(index + 1)).toContainText(row.label);
    await expect(monthlyRows(page).nth(index + 1)).toContainText(String(row.newFormulations));
  }
  await choose(page, 'Period', 'Last 12 months');
  await expect(monthlyRows(page)).toHaveCount(13);
});

test('the period filter changes every figure it labels: cards and charts say which months they cover', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/analytics');
  const card = (name: string) => page.getByRole('group', { name });
  for (const [period, label] of [
    ['3m', 'Last 3 months'],
    ['12m', 'Last 12 months'],
  ] as const) {
    const api = await report(page, `period=${period}`);
    await choose(page, 'Period', label);
    const months = label.toLowerCase();
    await expect(card('Total Projects').getByTestId('stat-value')).toHaveText(
      String(api.cards.totalProjects),
    );
    await expect(card('Total Projects')).toContainText(`Formulations created in the ${months}`);
    await expect(card('Active Projects').getByTestId('stat-value')).toHaveText(
      String(api.cards.activeProjects),
    );
    await expect(card('Cost Savings').getByTestId('stat-value')).toHaveText(
      money(api.cards.costSavings.amount),
    );
    await expect(card('Avg Development Time')).toContainText(`approved in the ${months}`);
    await expect(page.getByText(`Formulations created in the ${months}, by status`)).toBeVisible();
  }
  const three = await report(page, 'period=3m');
  const twelve = await report(page, 'period=12m');
  expect(twelve.cards.totalProjects, 'a year holds more formulations than three months').toBeGreaterThan(
    three.cards.totalProjects,
  );
});

test('the product type filter refetches the figures', async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/analytics');
  const serums = await report(page, 'period=6m&productType=serum');
  await choose(page, 'Product Type', 'Serum');
  await expect(page.getByRole('group', { name: 'Total Projects' }).getByTestId('stat-value')).toHaveText(
    String(serums.cards.totalProjects),
  );
  await expect(page.getByRole('group', { name: 'Active Projects' }).getByTestId('stat-value')).toHaveText(
    String(serums.cards.activeProjects),
  );
});

test('Export Report downloads the monthly table as CSV', async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/analytics');
  await expect(monthlyRows(page)).toHaveCount(7);
  const api = await report(page, 'period=6m');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Report' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('analytics-6m.csv');
  await expect(page.getByText('Report exported', { exact: true })).toBeVisible();
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    '"Month","New Formulations","Approved","Total Cost (USD)","Savings (USD)","Efficiency (%)"',
  );
  expect(lines).toHaveLength(7);
  expect(lines[1]).toContain(`"${api.monthly[0]!.label}",${api.monthly[0]!.newFormulations},`);
});
