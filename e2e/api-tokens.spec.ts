import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccount, expect, expectAccessible, pickOption, signIn, test } from './fixtures.ts';

// Each test walks a screen and its three dialogs; a busy machine can take a while to load a screen's first chunk.
test.describe.configure({ timeout: 120_000 });
const LOAD = { timeout: 30_000 };

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** A calendar date `days` from today, as a date input takes it. */
function dateIn(days: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** Reads the token out of the one-time dialog (nothing is copied), checks the warning, and closes it. */
async function readTokenOnce(page: Page): Promise<string> {
  const shown = page.getByRole('dialog', { name: 'Token Created' });
  await expect(shown.getByText('it will not be shown again', { exact: false })).toBeVisible();
  const token = await shown.getByLabel('API token').inputValue();
  expect(token).toMatch(/^fmy_\S{40,}$/);
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(token)).toHaveCount(0);
  return token;
}

/** Revokes the token named `name` through its row's button and the confirmation. */
async function revoke(page: Page, name: string) {
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke API Token' });
  await expect(confirm.getByText(name, { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Token Revoked', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
}

test('a user creates a read-only token on the profile, uses it, and revokes it', async ({
  page,
  baseURL,
}) => {
  const id = Date.now();
  const email = `tokens.${id}@example.com`;
  const name = `Label printer ${id}`;
  await createAccount(baseURL!, {
    email,
    password: 'Tokens!Pass1',
    role: 'rd_scientist',
    firstName: 'Tilde',
    lastName: 'Nyberg',
  });
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: 'Tokens!Pass1' },
    headers: { origin: baseURL! },
  });
  expect(login.status(), await login.text()).toBe(200);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible(LOAD);
  await expect(page.getByRole('heading', { level: 2, name: 'API Tokens' })).toBeVisible();
  await expect(page.getByText('No API tokens yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create Token' }).click();
  const form = page.getByRole('dialog', { name: 'Create Token' });
  await expect(form.getByLabel('Expiry date')).toHaveValue(dateIn(90));
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Expiry date').fill(dateIn(400));
  await form.getByRole('button', { name: 'Create Token' }).click();
  await expect(form.getByText('Expiry must be within one year')).toBeVisible();
  await form.getByLabel('Expiry date').fill(dateIn(30));
  await pickOption(page, form.getByLabel('Access'), 'Read-only');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create Token' }).click();

  const token = await readTokenOnce(page);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Read-only')).toBeVisible();
  await expect(row.getByText('Never')).toBeVisible();
  await expect(row.getByText(`${token.slice(0, 10)}…`)).toBeVisible();

  expect((await page.request.get('/api/formulations', bearer(token))).status()).toBe(200);
  const write = await page.request.post('/api/formulations', { ...bearer(token), data: {} });
  expect(write.status()).toBe(403);

  await revoke(page, name);
  await expect(page.getByText('No API tokens yet')).toBeVisible();
  expect((await page.request.get('/api/formulations', bearer(token))).status()).toBe(401);
});

test('the admin creates a service token with a role on /admin/tokens and revokes it', async ({
  page,
  baseURL,
}) => {
  const name = `ERP sync ${randomBytes(3).toString('hex')}`;
  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: /API Tokens/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Tokens' })).toBeVisible(LOAD);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create Service Token' }).click();
  const form = page.getByRole('dialog', { name: 'Create Service Token' });
  await form.getByLabel('Name').fill(name);
  await pickOption(page, form.getByLabel('Role'), 'Procurement Specialist');
  await pickOption(page, form.getByLabel('Access'), 'Read & write');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create Service Token' }).click();

  const token = await readTokenOnce(page);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Service', { exact: true })).toBeVisible();
  await expect(row.getByText('Procurement Specialist')).toBeVisible();
  await expect(row.getByText('Read & write')).toBeVisible();
  expect((await page.request.get('/api/formulations', bearer(token))).status()).toBe(200);

  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await expect(page.getByRole('alertdialog', { name: 'Revoke API Token' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await revoke(page, name);
  expect((await page.request.get('/api/formulations', bearer(token))).status()).toBe(401);
});
