import { expect, expectAccessible, signIn, test } from './fixtures.ts';

// A laptop's screen: what a user sees without scrolling sideways or guessing at a cut-off word.
test.use({ viewport: { width: 1440, height: 900 } });

test("the formulation view's Compliance tab fits its dialog: the Why column and every button inside the right edge", async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'editor', baseURL!);
  await page.goto('/formulations');
  // A fragranced demo product: its compliance table has the most rows and the longest reasons.
  const card = page.getByRole('article').filter({ hasText: 'Cooling Menthol Aftershave Balm' }).first();
  await card.getByRole('button', { name: /^View / }).click();
  const dialog = page.getByRole('dialog', { name: 'Cooling Menthol Aftershave Balm' });
  await dialog.getByRole('tab', { name: 'Compliance' }).click();
  const table = dialog.getByRole('region', { name: 'Regulated substances' });
  await expect(table.getByRole('columnheader', { name: 'Why' })).toBeVisible();

  const dialogBox = (await dialog.boundingBox())!;
  const right = dialogBox.x + dialogBox.width;
  const whyBox = (await table.getByRole('columnheader', { name: 'Why' }).boundingBox())!;
  expect(whyBox.x + whyBox.width, 'the Why column ends inside the dialog').toBeLessThanOrEqual(right);
  // The table needs no sideways scrolling at this width.
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  for (const name of ['Close', 'Compare versions', 'Reformulate for cost', 'Duplicate as new version']) {
    const box = (await dialog
      .locator('[data-slot="dialog-footer"]')
      .getByRole('button', { name, exact: true })
      .boundingBox())!;
    expect(box.x + box.width, `${name} ends inside the dialog`).toBeLessThanOrEqual(right);
    expect(box.x, `${name} starts inside the dialog`).toBeGreaterThanOrEqual(dialogBox.x);
  }
  await expectAccessible(page);
});

test('Suppliers keeps "Add Supplier" on the first row of its header', async ({ page, baseURL }) => {
  await signIn(page, 'procurement_specialist', baseURL!);
  await page.goto('/suppliers');
  const title = page.getByRole('heading', { level: 1, name: 'Suppliers' });
  const add = page.getByRole('button', { name: 'Add Supplier' });
  await expect(add).toBeVisible();
  const titleBox = (await title.boundingBox())!;
  const addBox = (await add.boundingBox())!;
  // On the title's row: the button's top is level with the title's, not below it.
  expect(addBox.y).toBeLessThan(titleBox.y + titleBox.height);
  const importBox = (await page.getByRole('button', { name: 'Import CSV or Excel' }).boundingBox())!;
  expect(Math.abs(importBox.y - addBox.y)).toBeLessThanOrEqual(2);
});

test('the Highest Cost/Unit tile shows the whole formulation name', async ({ page, baseURL }) => {
  await signIn(page, 'finance_analyst', baseURL!);
  await page.goto('/cost-analysis');
  const tile = page.getByRole('group', { name: 'Highest Cost/Unit' });
  await expect(tile.getByTestId('tile-value')).toHaveText(/^\$\d/);
  const stats = await (await page.request.get('/api/dashboard/stats')).json();
  const name: string = stats.highestCost.name;
  const detail = tile.getByText(name, { exact: true });
  await expect(detail).toBeVisible();
  expect(await detail.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectAccessible(page);
});
