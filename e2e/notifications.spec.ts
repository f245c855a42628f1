import { expect, expectAccessible, signIn, test } from './fixtures.ts';

interface RawMaterialRow {
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
  // Issues other tests assigned to this user left account notices (the bell counts them too): read them first,
  // so the count below is the compliance alerts alone.
  const notices = (await (await page.request.get('/api/account-notices')).json()) as {
    items: { id: string }[];
  };
  if (notices.items.length > 0) {
    await page.request.post('/api/account-notices/read', {
      data: { ids: notices.items.map((item) => item.id) },
      headers: { origin: baseURL! },
    });
  }
  const feed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await page.goto('/compliance');
  // The page brought the bell's count with it (its boot data, ADR 016): the API answers the same.
  const before = ((await (await page.request.get('/api/notifications')).json()) as { unread: number }).unread;
  await feed;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const label = (n: number) => (n === 0 ? 'Notifications' : `Notifications ${n > 99 ? '99+' : n} unread`);
  await expect(bell).toHaveAccessibleName(label(before));

  // Second browser, another user: saves a serum at 3 % salicylic acid (limit 2.0 %).
  const other = await browser.newContext({ baseURL });
  try {
    const scientist = await other.newPage();
    await signIn(scientist, 'rd_scientist', baseURL!);
    const rawMaterials = (await (await scientist.request.get('/api/ingredients')).json()) as RawMaterialRow[];
    const water = rawMaterials.find((i) => i.incisName === 'Aqua')!;
    const bha = rawMaterials.find((i) => i.incisName === 'Salicylic Acid')!;
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
    await expect(bell).toHaveAccessibleName(label(after));
    await expect(page.getByTestId('notifications-count')).toHaveText(after > 99 ? '99+' : String(after));

    // The open list shows the new alert; its count and its dots agree (nothing is read while it is open).
    await bell.click();
    const title = `Salicylic Acid above 2.0 % in ${name}`;
    await expect(page.getByRole('link', { name: new RegExp(`New: ${title}`) })).toBeVisible();
    const marked = await page.getByRole('link', { name: /^New: / }).count();
    await expect(page.getByTestId('notifications-list-count')).toHaveText(
      new RegExp(`^${marked} unread compliance alerts?( shown, ${after - marked} more in Compliance)?$`),
    );
    await expect(page.getByTestId('notifications-count')).toHaveText(after > 99 ? '99+' : String(after));
    await expectAccessible(page);

    // Closing the list marks what it showed as read; reopened, it shows the alerts still unread first (those
    // beyond the first list), and the new alert, now read, is no longer marked.
    await page.keyboard.press('Escape');
    const remaining = after - marked;
    await expect(bell).toHaveAccessibleName(label(remaining));
    await expect(bell).toBeFocused();
    await bell.click();
    await expect(page.getByRole('link', { name: new RegExp(`New: ${title}`) })).toHaveCount(0);
    const stillNew = Math.min(remaining, marked);
    await expect(page.getByRole('link', { name: /^New: / })).toHaveCount(stillNew);
    await expect(page.getByTestId('notifications-list-count')).toHaveText(
      remaining > stillNew
        ? `${stillNew} unread compliance alerts shown, ${remaining - stillNew} more in Compliance`
        : new RegExp(`^${stillNew} unread compliance alerts?$`),
    );
    await page.keyboard.press('Escape');

    // The compliance screen of the first browser shows the automated alert too.
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  } finally {
    await other.close();
  }
});
