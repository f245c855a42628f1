import { expect, expectAccessible, signIn, test } from './fixtures.ts';

// Runs on the empty-database server: only the bootstrap admin exists.

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, 'admin', baseURL!);
});

test('an empty database shows the dashboard empty states and zero figures', async ({ page }) => {
  // A full-page axe analysis is slow on a busy machine.
  test.slow();
  const formulations = await (await page.request.get('/api/formulations')).json();
  const alerts = await (await page.request.get('/api/compliance/issues/open')).json();
  expect(formulations, 'the empty database must have no formulations').toEqual([]);
  expect(alerts, 'the empty database must have no open compliance issues').toEqual([]);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();
  const stat = (label: string) => page.getByRole('group', { name: label }).getByTestId('stat-value');
  await expect(stat('Active Formulations')).toHaveText('0');
  await expect(stat('Avg Cost per Unit')).toHaveText('$0.00');
  await expect(stat('AI Ideas Generated')).toHaveText('0');
  await expect(stat('Compliance Issues')).toHaveText('0');
  await expect(page.getByText('Needs attention')).toHaveCount(0);

  await expect(page.getByText('No formulations found', { exact: true })).toBeVisible();
  await expect(page.getByText('Create your first formulation to get started')).toBeVisible();
  await expect(page.getByText('No Formulations Yet', { exact: true })).toBeVisible();
  await expect(page.getByText('No compliance issues found', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Current Formulations' })).toHaveCount(0);
  await expectAccessible(page);
});

test('an empty database shows the cost analysis empty state and zero tiles', async ({ page }) => {
  // A full-page axe analysis is slow on a busy machine.
  test.slow();
  await page.goto('/cost-analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'Cost Analysis & Optimization' })).toBeVisible();
  await expect(page.getByText('No formulations found', { exact: true })).toBeVisible();
  const tile = (label: string) => page.getByRole('group', { name: label }).getByTestId('tile-value');
  await expect(tile('Total Formulations')).toHaveText('0');
  await expect(tile('Average Cost/Unit')).toHaveText('$0.00');
  await expect(tile('Total Batch Cost')).toHaveText('$0.00');
  await expect(tile('Highest Cost/Unit')).toHaveText('$0.00');
  await expectAccessible(page);
});

test('a supplier added on an empty database appears on /suppliers and in Top Suppliers', async ({
  page,
  baseURL,
}) => {
  const name = `E2E Empty Supplier ${Date.now()}`;
  const created = await page.request.post('/api/suppliers', {
    headers: { origin: baseURL! },
    data: { name, country: 'Portugal', rating: '4.5', certifications: ['organic'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    const firstThree = (await (await page.request.get('/api/suppliers?limit=3')).json()) as { id: string }[];
    expect(firstThree.map((s) => s.id)).toContain(id);

    await page.goto('/suppliers');
    await expect(page.getByText(name).first()).toBeVisible();

    await page.goto('/');
    const card = page.getByRole('region', { name: 'Top Suppliers' });
    await expect(card.getByText(name)).toBeVisible();
    await expect(card.getByTestId('top-supplier')).toHaveCount(Math.min(3, firstThree.length));
  } finally {
    await page.request.delete(`/api/suppliers/${id}`, { headers: { origin: baseURL! } });
  }
});
