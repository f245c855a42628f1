import { randomBytes } from 'node:crypto';
import { createAccount, expect, expectAccessible, signIn, test } from './fixtures.ts';

/**
 * An administrator's view of account security (ADR 030): a user's sessions in User Management, and the
 * passphrase setting of System Settings as the password forms follow it.
 */
const unique = () => randomBytes(3).toString('hex');
const LOAD = { timeout: 30_000 };

test('User Management shows where a user is signed in and ends one session, then all', async ({
  page,
  browser,
  baseURL,
}) => {
  const id = unique();
  const user = {
    email: `sid.${id}@example.com`,
    password: 'Sid!Pass234',
    role: 'viewer',
    firstName: 'Sid',
    lastName: `Sessions${id}`,
  };
  await createAccount(baseURL!, user);
  // The user signed in from two browsers.
  const browsers = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL })];
  try {
    for (const context of browsers) {
      const login = await context.request.post('/api/auth/login', {
        data: { email: user.email, password: user.password },
        headers: { origin: baseURL! },
      });
      expect(login.status()).toBe(200);
    }
    const signedIn = async () =>
      Promise.all(browsers.map(async (context) => (await context.request.get('/api/auth/user')).status()));
    expect(await signedIn()).toEqual([200, 200]);

    await signIn(page, 'admin', baseURL!);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible(LOAD);
    await page.getByRole('button', { name: `Sessions of Sid Sessions${id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Sessions of Sid Sessions${id}` });
    const sessions = dialog.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expectAccessible(page);
    await sessions
      .first()
      .getByRole('button', { name: /^End the session/ })
      .click();
    await expect(page.getByText('Session ended', { exact: true })).toBeVisible();
    await expect(sessions).toHaveCount(1);
    expect((await signedIn()).sort()).toEqual([200, 401]);

    await dialog.getByRole('button', { name: 'End All Sessions' }).click();
    await expect(dialog.getByText(`Sid Sessions${id} is not signed in anywhere.`)).toBeVisible();
    expect(await signedIn()).toEqual([401, 401]);
  } finally {
    for (const context of browsers) await context.close();
  }
});

test('the passphrase setting changes what the password forms ask for', async ({ page, baseURL }) => {
  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible(LOAD);
  const passphrases = page.getByRole('switch', {
    name: 'Allow passphrases of 15 or more characters without the character rules',
  });
  await expect(passphrases).toHaveAttribute('aria-checked', 'false');
  await passphrases.click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
  try {
    await page.goto('/profile');
    await expect(
      page.getByText(
        '8 to 128 characters with upper and lower case, a number and one of @$!%*?&. Or a passphrase of 15 or more characters.',
        { exact: true },
      ),
    ).toBeVisible(LOAD);
  } finally {
    const current = await (await page.request.get('/api/admin/settings')).json();
    delete current.updatedAt;
    current.security.passwordPolicy.allowPassphrases = false;
    const saved = await page.request.post('/api/admin/settings', {
      data: current,
      headers: { origin: baseURL! },
    });
    expect(saved.status()).toBe(200);
  }
});
