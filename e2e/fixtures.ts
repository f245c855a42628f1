import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!2345';
export const DEMO_USERS = {
  admin: 'admin@example.com',
  editor: 'editor@example.com',
  viewer: 'viewer@example.com',
  product_manager: 'pm@example.com',
  rd_scientist: 'scientist@example.com',
  procurement_specialist: 'procurement@example.com',
  finance_analyst: 'finance@example.com',
  quality_regulatory: 'regulatory@example.com',
} as const;
export type DemoRole = keyof typeof DEMO_USERS;

/**
 * Signs the page's browser context in through the API, as the sign-in screen would. Each demo user signs in from
 * one browser (a fixed device cookie), as a person at their desk does: a sign-in alert is raised only where a
 * test means it to be, with a browser the user never used.
 */
export async function signIn(page: Page, role: DemoRole, baseURL: string) {
  await page
    .context()
    .addCookies([{ name: 'formulary_device', value: `e2e-device-of-${role}-0123456789`, url: baseURL }]);
  const response = await page.request.post('/api/auth/login', {
    data: { email: DEMO_USERS[role], password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Picks an option of a select (Radix listbox) and waits for the list to close. On a loaded machine the click on
 * an option can land while the list is still opening and be dropped; the list then stays open and hides the rest
 * of the page from the accessibility tree, so the pick is retried rather than leaving the next step to wait out
 * the test's time.
 */
export async function pickOption(page: Page, trigger: Locator, option: string | RegExp) {
  await expect(async () => {
    if ((await page.getByRole('listbox').count()) > 0) await page.keyboard.press('Escape');
    await trigger.click();
    await page.getByRole('option', { name: option }).click({ timeout: 10_000 });
    await expect(page.getByRole('listbox')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

/** The WCAG 2.2 AA rule sets (axe counts every earlier level separately, so all five tags are needed). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** No serious or critical WCAG 2.2 AA axe violations on the current page. */
export async function expectAccessible(page: Page) {
  // A dialog still fading in has its colours blended with the page behind it, so axe would measure a contrast that
  // no one sees once the dialog is open. CI failed this way on two confirmation dialogs' red buttons. So wait for
  // the finite animations to end (spinners and skeletons loop forever and are left alone). One that starts a frame
  // after the click (a dialog just opened, its focused button's transition) is not running yet when asked at once:
  // CI failed so on the stability study dialog's submit button. So ask after two frames, until none is left.
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
  // WCAG 2.5.3 Label in Name: axe files it as experimental, so the tags alone leave it out. (options() replaces
  // every option, so it comes before withTags.)
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Every test fails on a console error (epic-stack habit); expected 401s of signed-out probes are allowed. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (/status of 401|401 \(Unauthorized\)/.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** A fresh account made by the admin through the API (setup, not what a test is about): no demo user changes. */
export async function createAccount(
  baseURL: string,
  user: { email: string; password: string; role: string; firstName: string; lastName: string },
): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post('/api/auth/login', {
      data: { email: DEMO_USERS.admin, password: DEMO_PASSWORD },
      headers: { origin: baseURL },
    });
    expect(login.status()).toBe(200);
    const created = await admin.post('/api/admin/users', { data: user, headers: { origin: baseURL } });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
}
