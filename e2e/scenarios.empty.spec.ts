import { expect, expectAccessible, signIn, test } from './fixtures.ts';

// Runs on the empty-database server: only the bootstrap admin exists.

test('with no scenarios the screen shows the empty state and zero counts', async ({ page, baseURL }) => {
  await signIn(page, 'admin', baseURL!);
  const scenarios = await (await page.request.get('/api/scenarios')).json();
  expect(scenarios, 'the empty database must have no scenarios').toEqual([]);

  await page.goto('/scenarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Market & Business Scenarios' })).toBeVisible();
  await expect(page.getByText('No scenarios yet', { exact: true })).toBeVisible();
  await expect(page.getByText('0 scenarios')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'New Scenario' })).toHaveCount(2);
  await expectAccessible(page);
});
