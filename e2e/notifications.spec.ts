import { expect, expectAccessible, signIn, test } from './fixtures.ts';

interface IngredientRow {
  id: string;
  name: string;
  incisName: string | null;
}

test('a violation saved by one user appears live in a second signed-in browser', async ({
  page,
  browser,
  baseURL,
}) => {
  // First browser: a regulatory specialist on the compliance screen, listening to the live feed.
  await signIn(page, 'quality_regulatory', baseURL!);
  const feed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  const firstLoad = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications');
  await page.goto('/compliance');
  const before = ((await (await firstLoad).json()) as { unread: number }).unread;
  await feed;
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveAccessibleDescription(
    `${before} unread compliance alert${before === 1 ? '' : 's'}`,
  );

  // Second browser, another user: saves a serum at 3 % salicylic acid (limit 2.0 %).
  const other = await browser.newContext({ baseURL });
  try {
    const scientist = await other.newPage();
    await signIn(scientist, 'rd_scientist', baseURL!);
    const ingredients = (await (await scientist.request.get('/api/ingredients')).json()) as IngredientRow[];
    const water = ingredients.find((i) => i.incisName === 'Aqua')!;
    const bha = ingredients.find((i) => i.incisName === 'Salicylic Acid')!;
    const name = `Live BHA Serum ${Date.now().toString(36)}`;
    const saved = await scientist.request.post('/api/formulations', {
      headers: { origin: baseURL! },
      data: {
        name,
        description: 'Leave-on serum above the salicylic acid limit',
        productType: 'serum',
        targetSkinType: 'oily',
        status: 'draft',
        batchSize: '1000',
        unitSize: '1.7',
        ingredients: [
          { ingredientId: water.id, ounces: '970', quantity: '970', cost: 0 },
          { ingredientId: bha.id, ounces: '30', quantity: '30', cost: 0 },
        ],
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    // No reload: the first browser's count goes up through the event stream.
    const after = before + 1;
    await expect(bell).toHaveAccessibleDescription(
      `${after} unread compliance alert${after === 1 ? '' : 's'}`,
    );
    await expect(page.getByTestId('notifications-count')).toHaveText(after > 99 ? '99+' : String(after));

    // Opening the list shows the new alert and marks the list read.
    await bell.click();
    const title = `Salicylic Acid above 2.0 % in ${name}`;
    await expect(page.getByRole('link', { name: new RegExp(`New: ${title}`) })).toBeVisible();
    await expect(bell).toHaveAccessibleDescription('0 unread compliance alerts');
    await expect(page.getByTestId('notifications-count')).toHaveCount(0);
    await expectAccessible(page);

    // The compliance screen of the first browser shows the automated alert too.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  } finally {
    await other.close();
  }
});
