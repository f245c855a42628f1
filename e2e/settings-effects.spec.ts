import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createAccount, expect, expectAccessible, signIn, test } from './fixtures.ts';

/**
 * Every settings switch shown to a user does something a user can see. Each test works on accounts it
 * makes itself, so no other spec's demo user changes; the one system setting changed (the password policy) is
 * put back whatever happens.
 */

// Several screens and browsers per test; a busy machine can take a while to load a screen's first chunk.
test.describe.configure({ timeout: 120_000 });
const LOAD = { timeout: 30_000 };

interface Account {
  email: string;
  password: string;
  name: string;
}

/** A fresh account with a unique name, made through the shared fixture. */
async function freshAccount(baseURL: string, role: string, firstName: string): Promise<Account> {
  const id = randomBytes(3).toString('hex');
  const account = {
    email: `${firstName.toLowerCase()}.${id}@example.com`,
    password: 'First!Pass1',
    name: `${firstName} Switch${id}`,
  };
  await createAccount(baseURL, {
    email: account.email,
    password: account.password,
    role,
    firstName,
    lastName: `Switch${id}`,
  });
  return account;
}

/** Signs in on the sign-in screen, as a person does, and waits for the dashboard. */
async function signInWithForm(page: Page, account: Account) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Signed in first: going elsewhere while the sign-in request is in flight would cancel it.
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible(
    LOAD,
  );
}

/** A browser the account never used (its own cookies, so no device cookie), signed in through the form. */
async function newBrowser(browser: Browser, baseURL: string, account: Account) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInWithForm(page, account);
  return { context, page };
}

/** Flips one switch of the Account Settings screen and saves. */
async function saveAccountSwitch(page: Page, label: string, on: boolean) {
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible(LOAD);
  const control = page.getByRole('switch', { name: label, exact: true });
  await expect(control).toBeChecked({ checked: !on });
  await control.click();
  await expect(control).toBeChecked({ checked: on });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Your account settings have been successfully saved.', { exact: true }),
  ).toBeVisible();
}

const sessionCookie = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((c) => c.name.includes('formulary_session'));
  expect(cookie).toBeDefined();
  return cookie!;
};

test('a stricter password policy in System Settings governs the profile’s Change Password card', async ({
  page,
  browser,
  baseURL,
}) => {
  // Made under the policy in force, with a password that the stricter one would refuse (11 characters).
  const account = await freshAccount(baseURL!, 'rd_scientist', 'Pia');
  await signIn(page, 'admin', baseURL!);
  const before = await (await page.request.get('/api/admin/settings')).json();
  const original = before.security.passwordPolicy;
  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible(LOAD);
    await page.getByLabel('Minimum Password Length').fill('12');
    const numbers = page.getByRole('switch', { name: 'Require Numbers' });
    if (!(await numbers.isChecked())) await numbers.click();
    await expect(numbers).toBeChecked();
    const specials = page.getByRole('switch', { name: 'Require Special Characters' });
    if (await specials.isChecked()) await specials.click();
    await expect(specials).not.toBeChecked();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();

    const { context, page: user } = await newBrowser(browser, baseURL!, account);
    try {
      await user.goto('/profile');
      await expect(user.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible(LOAD);
      // The card's wording is the policy's: 12 characters, a number, no special character asked for.
      await expect(
        user.getByText('12 to 128 characters with upper and lower case and a number.', { exact: true }),
      ).toBeVisible();
      const rules = user.getByRole('list', { name: 'Password rules' });
      await expect(rules.getByText('At least 12 characters')).toBeVisible();
      await expect(rules.getByText('A number')).toBeVisible();
      await expect(rules.getByText(/^One of /)).toHaveCount(0);
      await expectAccessible(user);

      await user.getByLabel('Current password').fill(account.password);
      // Good under the spec's rule (8 characters, a number, a special character), too short under this one.
      await user.getByLabel('New password', { exact: true }).fill('Second!Pa2');
      await user.getByLabel('Confirm new password').fill('Second!Pa2');
      await user.getByRole('button', { name: 'Update Password' }).click();
      await expect(user.getByText('Password must be at least 12 characters', { exact: true })).toBeVisible();
      // Long enough but without the number the policy requires.
      await user.getByLabel('New password', { exact: true }).fill('LongerPassword');
      await user.getByLabel('Confirm new password').fill('LongerPassword');
      await user.getByRole('button', { name: 'Update Password' }).click();
      await expect(
        user.getByText(
          'Password must contain at least one uppercase letter, one lowercase letter, and one number',
          { exact: true },
        ),
      ).toBeVisible();
      // What the card asks for is what is accepted: no special character needed.
      await user.getByLabel('New password', { exact: true }).fill('Longer1Password');
      await user.getByLabel('Confirm new password').fill('Longer1Password');
      await user.getByRole('button', { name: 'Update Password' }).click();
      await expect(user.getByText('Password Updated', { exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  } finally {
    // Tests share one demo server: the policy goes back to what it was, whatever happened above.
    const current = await (await page.request.get('/api/admin/settings')).json();
    delete current.updatedAt;
    current.security.passwordPolicy = original;
    const restored = await page.request.post('/api/admin/settings', {
      data: current,
      headers: { origin: baseURL! },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test('activity tracking off shows “A team member” on the compliance card; on, the name', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await freshAccount(baseURL!, 'quality_regulatory', 'Quinn');
  const { context, page: tracked } = await newBrowser(browser, baseURL!, account);
  try {
    await saveAccountSwitch(tracked, 'Activity tracking', false);
    const title = `Fragrance allergen above label threshold ${randomBytes(3).toString('hex')}`;
    const created = await tracked.request.post('/api/compliance/issues', {
      data: { title, description: 'Linalool at 0.02 % in a rinse-off wash.', severity: 'medium' },
      headers: { origin: baseURL! },
    });
    expect(created.status(), await created.text()).toBe(201);
    await tracked.goto('/compliance');
    const ownCard = tracked.getByRole('article', { name: title });
    await ownCard.getByRole('button', { name: 'Start Review' }).click();
    await expect(tracked.getByText('Review started').first()).toBeVisible();
    await expect(ownCard.locator('[data-status]')).toHaveText('Status: In Progress');
    // Hidden from the team, never from its owner: the card tells the user it was their own change.
    await expect(ownCard.getByText(/ by you$/)).toBeVisible(LOAD);

    // A teammate's view of the same card.
    await signIn(page, 'viewer', baseURL!);
    await page.goto('/compliance');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText(/ by A team member$/)).toBeVisible(LOAD);
    await expect(card.getByText(account.name)).toHaveCount(0);
    await expectAccessible(page);

    await saveAccountSwitch(tracked, 'Activity tracking', true);
    await page.reload();
    await expect(card.getByText(new RegExp(` by ${account.name}$`))).toBeVisible(LOAD);
    await expect(card.getByText('A team member')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('sign-in alerts: a sign-in from a new browser shows in the bell; with alerts off, none does', async ({
  browser,
  baseURL,
}) => {
  const account = await freshAccount(baseURL!, 'viewer', 'Alma');
  const title = 'New sign-in to your account';
  // The very first browser is not announced (ADR 013).
  const first = await newBrowser(browser, baseURL!, account);
  const second = await newBrowser(browser, baseURL!, account);
  const third = { context: null as BrowserContext | null };
  try {
    const { page } = first;
    await page.reload();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const notices = page.getByRole('list', { name: 'Account notices' });
    await expect(notices.getByText(title)).toHaveCount(1, LOAD);
    await expect(notices.getByText(/from a new browser/)).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await saveAccountSwitch(page, 'Sign-in alerts', false);
    third.context = (await newBrowser(browser, baseURL!, account)).context;
    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    // Still the one notice from the second browser: the third sign-in raised none.
    await expect(notices.getByText(title)).toHaveCount(1, LOAD);
  } finally {
    await first.context.close();
    await second.context.close();
    await third.context?.close();
  }
});

test('session timeout in days: the browser keeps the next session that long, within the platform bound', async ({
  browser,
  baseURL,
}) => {
  const account = await freshAccount(baseURL!, 'viewer', 'Sven');
  const { context, page } = await newBrowser(browser, baseURL!, account);
  const later = { context: null as BrowserContext | null };
  try {
    const { maxSessionDays } = await (await page.request.get('/api/app-config')).json();
    const day = 24 * 60 * 60;
    const defaultDays = Math.min(7, maxSessionDays);
    const nowSeconds = () => Date.now() / 1000;
    // The default: the session cookie lasts 7 days (or the platform's bound if lower).
    expect((await sessionCookie(context)).expires - nowSeconds()).toBeGreaterThan(defaultDays * day - 300);
    expect((await sessionCookie(context)).expires - nowSeconds()).toBeLessThan(defaultDays * day + 300);

    await page.goto('/account-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible(LOAD);
    const days = page.getByLabel('Session timeout (days, 1–30)');
    // Beyond the platform's bound, the hint says where the session really ends.
    await days.fill(String(maxSessionDays + 1));
    await expect(page.getByText(`the platform allows at most ${maxSessionDays} days`)).toBeVisible();
    await days.fill('1');
    await expect(page.getByText(/the platform allows at most/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText('Your account settings have been successfully saved.', { exact: true }),
    ).toBeVisible();

    // The next sign-in's session ends after one day: the browser drops its cookie then.
    later.context = (await newBrowser(browser, baseURL!, account)).context;
    const expires = (await sessionCookie(later.context)).expires - nowSeconds();
    expect(expires).toBeGreaterThan(day - 300);
    expect(expires).toBeLessThan(day + 300);
  } finally {
    await context.close();
    await later.context?.close();
  }
});

test('notification channels: without an SMTP server the e-mail switches are disabled and say why', async ({
  page,
  baseURL,
}) => {
  // The demo server runs without SMTP_URL.
  const account = await freshAccount(baseURL!, 'viewer', 'Nora');
  await signInWithForm(page, account);
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible(LOAD);
  const email = page.getByRole('group', { name: 'Email' });
  await expect(
    email.getByText('E-mail is not set up on this platform (no SMTP server configured).', { exact: true }),
  ).toBeVisible();
  for (const label of ['Security alerts', 'Assignments']) {
    await expect(email.getByRole('switch', { name: label })).toBeDisabled();
    await expect(
      page.getByRole('group', { name: 'In-app' }).getByRole('switch', { name: label }),
    ).toBeEnabled();
  }
  // Every channel of the spec is offered (ADR 064); SMS without a provider says why and stays disabled.
  const sms = page.getByRole('group', { name: 'SMS' });
  await expect(
    sms.getByText('SMS is not set up on this platform (no SMS provider configured).', { exact: true }),
  ).toBeVisible();
  await expect(sms.getByRole('switch', { name: 'Critical alerts' })).toBeDisabled();
  await expect(
    page.getByRole('group', { name: 'Push' }).getByRole('switch', { name: 'Reminders' }),
  ).toBeEnabled();
  await expectAccessible(page);
});
