import { randomBytes } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

/**
 * Links mailed to an address (ADR 030) and single sign-on meeting a local account (ADR 032), on the server that
 * has both an identity provider and a mail server (the suite's mail sink, tests/support/smtp-sink-cli.ts).
 */
const MAIL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 5}`;
const unique = () => randomBytes(3).toString('hex');

/** The link the app mailed to an address, once it has arrived. */
async function mailedLink(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const texts = (await (
          await fetch(`${MAIL}/messages?to=${encodeURIComponent(address)}`)
        ).json()) as string[];
        link = texts.map((text) => /https?:\/\/\S+\/sign-in\?confirm=[\w-]+/.exec(text)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return new URL(link!).pathname + new URL(link!).search;
}

/** The bootstrapped administrator of this server, through the API (setup, not what the tests are about). */
async function asAdmin(baseURL: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(login.status()).toBe(200);
  return admin;
}

test('a visitor signs up, follows the link in the e-mail and lands signed in as a Viewer', async ({
  page,
  baseURL,
}) => {
  const admin = await asAdmin(baseURL!);
  const settings = await (await admin.get('/api/admin/settings')).json();
  delete settings.updatedAt;
  settings.platform.registrationOpen = true;
  expect(
    (await admin.post('/api/admin/settings', { data: settings, headers: { origin: baseURL! } })).status(),
  ).toBe(200);
  try {
    const email = `sam.${unique()}@example.com`;
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Signup!2345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Check your e-mail: we sent you a link to finish creating your account. It is valid for 24 hours.',
    );
    await expectAccessible(page);

    await page.goto(await mailedLink(email));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your E-mail' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' }),
    ).toBeVisible();
    expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email, role: 'viewer' });
  } finally {
    const current = await (await admin.get('/api/admin/settings')).json();
    delete current.updatedAt;
    current.platform.registrationOpen = false;
    await admin.post('/api/admin/settings', { data: current, headers: { origin: baseURL! } });
    await admin.dispose();
  }
});

test('single sign-on with the e-mail of a local account asks for that account’s password before linking', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const email = `linda.${unique()}@example.com`;
  const admin = await asAdmin(baseURL!);
  const created = await admin.post('/api/admin/users', {
    data: { firstName: 'Linda', lastName: 'Local', email, role: 'editor', password: 'Linda!Pass2' },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link Your Account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.getByLabel('Password').fill('Wrong!Pass2');
  await page.getByRole('button', { name: 'Link and Sign In' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  // The browser logs the 400 that wrong password is answered with: expected.
  const refused = 'Failed to load resource: the server responded with a status of 400 (Bad Request)';
  expect(consoleErrors.filter((error) => error === refused)).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(refused), 1);
  await page.getByLabel('Password').fill('Linda!Pass2');
  await page.getByRole('button', { name: 'Link and Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email, role: 'editor' });
});

test('a new sign-in e-mail on the profile needs the password and takes effect through the mailed link', async ({
  page,
  baseURL,
}) => {
  const id = unique();
  const email = `erik.${id}@example.com`;
  const moved = `erik.moved.${id}@example.com`;
  const admin = await asAdmin(baseURL!);
  const created = await admin.post('/api/admin/users', {
    data: { firstName: 'Erik', lastName: 'Mover', email, role: 'viewer', password: 'Erik!Pass24' },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Erik!Pass24');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();
  await page.goto('/profile');
  await page.getByLabel('Email').fill(moved);
  // Only a different e-mail asks for the password.
  const password = page.getByLabel('Current password').first();
  await expect(password).toBeVisible();
  await password.fill('Erik!Pass24');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Confirm your new e-mail', { exact: true })).toBeVisible();
  await expect(page.getByText(`Waiting for confirmation: ${moved}.`, { exact: false })).toBeVisible();
  expect((await (await page.request.get('/api/auth/user')).json()).email).toBe(email);

  await page.goto(await mailedLink(moved));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your E-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText(`Your sign-in e-mail is now ${moved}.`);
  expect((await (await page.request.get('/api/auth/user')).json()).email).toBe(moved);
});
