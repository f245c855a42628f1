import { SCREEN_READS } from '../src/server/plugins/screen-reads.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

/**
 * ADR 023: a cold load of the screens users land on most shows the screen's data without asking for it: it came
 * with the page. A read a screen asks for that SCREEN_READS does not list (a renamed parameter, a new card) fails
 * here, so the list cannot drift from what the screens ask. The session check every screen makes on mount
 * (GET /api/auth/user, spec: the user is always stale) and the live feed are the only requests left.
 */
const EXPECTED_REQUESTS = new Set(['/api/auth/user', '/api/events']);
const SHOWN: Record<string, string> = {
  '/': 'Product Development Dashboard',
  '/formulations': 'Formulations',
  '/ingredients': 'Ingredient Inventory',
  '/compliance': 'Regulatory Compliance',
  '/scenarios': 'Market & Business Scenarios',
};

for (const screen of Object.keys(SCREEN_READS)) {
  test(`${screen}: a cold load shows its data with no request for it`, async ({ page, baseURL }) => {
    await signIn(page, 'admin', baseURL!);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && !EXPECTED_REQUESTS.has(url.pathname))
        asked.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1, name: SHOWN[screen] })).toBeVisible();
    // Nothing loading is left: every part of the screen has its data.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await expectAccessible(page);
  });
}
