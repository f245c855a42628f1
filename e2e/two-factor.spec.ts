import { request as playwrightRequest } from '@playwright/test';
import { codeAt } from '../src/server/modules/two-factor/totp.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

/** A fresh account made by the admin through the API, so turning on two-factor touches no other test. */
async function createAccount(baseURL: string, email: string, password: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  await admin.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  const created = await admin.post('/api/admin/users', {
    data: { firstName: 'Tove', lastName: 'Berg', email, role: 'editor', password },
    headers: { origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
}

test('turn on two-factor sign-in with the QR code, keep the recovery codes, then sign in with a code', async ({
  page,
  baseURL,
}) => {
  const email = `tove.${Date.now()}@example.com`;
  await createAccount(baseURL!, email, 'Tove!Pass1');
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Tove!Pass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();

  await page.goto('/account-settings');
  await page.getByRole('switch', { name: 'Two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Up Two-Factor Sign-In' });
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page);
  const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
  // Turning it on asks for the current password too (ADR 030).
  await dialog.getByLabel('Current password').fill('Tove!Pass1');
  await dialog.getByLabel('Code from the app').fill(codeAt(secret));
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await dialog.getByRole('button', { name: 'I Saved My Codes' }).click();
  await expect(page.getByRole('switch', { name: 'Two-factor sign-in' })).toBeChecked();

  await page.goto('/api/logout');
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Tove!Pass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Sign-In' })).toBeVisible();
  await expectAccessible(page);
  // The code of the step after the one spent turning it on: a code is never accepted twice.
  await page.getByLabel('Code from your authenticator app').fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();

  // A lost phone: a recovery code signs in once.
  await page.goto('/api/logout');
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Tove!Pass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();
});

test('a sign-in from a new browser shows in the bell; without SMTP the e-mail switches say why', async ({
  page,
  baseURL,
  browser,
}) => {
  const email = `nils.${Date.now()}@example.com`;
  await createAccount(baseURL!, email, 'Nils!Pass1');
  const signInFrom = async (target: typeof page) => {
    await target.goto('/sign-in');
    await target.getByLabel('Email').fill(email);
    await target.getByLabel('Password').fill('Nils!Pass1');
    await target.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      target.getByRole('heading', { level: 1, name: 'Product Development Dashboard' }),
    ).toBeVisible();
  };
  await signInFrom(page);
  const other = await browser.newContext({ baseURL });
  await signInFrom(await other.newPage());
  await other.close();

  await page.reload();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('list', { name: 'Account notices' })).toContainText(
    'New sign-in to your account',
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/account-settings');
  await expect(
    page.getByText('E-mail is not set up on this platform (no SMTP server configured).'),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Security alerts' }).last()).toBeDisabled();
  // Every control of the spec is shown (ADR 064).
  await expect(page.getByRole('switch', { name: 'Data sharing' })).toBeVisible();
});

test('the profile’s password hint, meter and checklist follow the policy in force', async ({
  page,
  baseURL,
}) => {
  const email = `ines.${Date.now()}@example.com`;
  await createAccount(baseURL!, email, 'Ines!Pass1');
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Ines!Pass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();
  await page.goto('/profile');
  await expect(
    page.getByText('8 to 128 characters with upper and lower case, a number and one of @$!%*?&.'),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Abcdefg1');
  const rules = page.getByRole('list', { name: 'Password rules' });
  await expect(rules.getByText('At least 8 characters')).toBeVisible();
  await expect(rules).toContainText('One of @$!%*?& (not met)');
  await expect(page.getByText('Good', { exact: true })).toBeVisible();
});
