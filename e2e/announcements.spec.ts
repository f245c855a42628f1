import { randomBytes } from 'node:crypto';
import { createAccount, expect, expectAccessible, signIn, test } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

/**
 * Announcements (ADR 064): an administrator sends one from the admin area; it is listed with its reach and shows in
 * the bell of a user who opted in to product announcements.
 */
test('an administrator sends an announcement; a user who opted in finds it in the bell', async ({
  page,
  browser,
  baseURL,
}) => {
  // Setup: a fresh user who opted in to product announcements (account settings, e-mail "Product announcements").
  const suffix = randomBytes(4).toString('hex');
  const email = `news-reader-${suffix}@example.com`;
  const password = `Reader!${suffix}A1`;
  await createAccount(baseURL!, { email, password, role: 'viewer', firstName: 'Nia', lastName: 'Reader' });
  const reader = await browser.newContext({ baseURL });
  try {
    const readerPage = await reader.newPage();
    const headers = { origin: baseURL! };
    const login = await readerPage.request.post('/api/auth/login', { data: { email, password }, headers });
    expect(login.status()).toBe(200);
    const settings = await (await readerPage.request.get('/api/account-settings')).json();
    settings.notifications.email.marketing = true;
    const saved = await readerPage.request.patch('/api/account-settings', { data: settings, headers });
    expect(saved.status(), await saved.text()).toBe(200);

    // The administrator writes and sends it from the admin area.
    await signIn(page, 'admin', baseURL!);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: /Announcements/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    // Sending without a title says what is missing.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    const title = `Beard oil launch ${suffix}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Text').fill('Samples of the new beard oil arrive on Monday.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Announcement sent', { exact: true })).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Sent announcements' })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Samples of the new beard oil arrive on Monday.');
    await expect(row.getByRole('cell', { name: /^\d+ users?$/ })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expectAccessible(page);

    // The reader finds it in the bell.
    await readerPage.goto('/');
    await readerPage.getByRole('button', { name: /^Notifications/ }).click();
    await expect(readerPage.getByRole('list', { name: 'Account notices' })).toContainText(title);
  } finally {
    await reader.close();
  }
});
