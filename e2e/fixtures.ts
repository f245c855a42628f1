import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

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

/** Signs the page's browser context in through the API, as the sign-in screen would. */
export async function signIn(page: Page, role: DemoRole, baseURL: string) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: DEMO_USERS[role], password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** No serious or critical axe violations on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
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
