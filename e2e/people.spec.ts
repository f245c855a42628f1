import { randomBytes } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import { createAccount, expect, expectAccessible, signIn, test } from './fixtures.ts';

/** The People screen (ADR 064): colleagues' profiles, as far as each owner's profile visibility allows. */
test('a colleague finds people from the sidebar; a private profile shows to administrators only', async ({
  page,
  browser,
  baseURL,
}) => {
  // Setup: a fresh colleague who keeps their profile private (account settings, privacy).
  const suffix = randomBytes(4).toString('hex');
  const email = `people-private-${suffix}@example.com`;
  const password = `Private!${suffix}A1`;
  await createAccount(baseURL!, {
    email,
    password,
    role: 'editor',
    firstName: 'Priya',
    lastName: `Quiet ${suffix}`,
  });
  const owner = await playwrightRequest.newContext({ baseURL });
  try {
    const headers = { origin: baseURL! };
    expect((await owner.post('/api/auth/login', { data: { email, password }, headers })).status()).toBe(200);
    const settings = await (await owner.get('/api/account-settings')).json();
    settings.privacy.profileVisibility = 'private';
    const saved = await owner.patch('/api/account-settings', { data: settings, headers });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await owner.dispose();
  }

  // A viewer opens People from the sidebar and sees the team's profiles, not the private one.
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: /sidebar|main navigation|sections/i }).first();
  await sidebar.getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const people = page.getByRole('list', { name: 'People' });
  const adminCard = people.getByRole('listitem').filter({ hasText: 'admin@example.com' });
  await expect(adminCard).toBeVisible();
  await expect(adminCard.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(adminCard.getByRole('link', { name: 'admin@example.com' })).toHaveAttribute(
    'href',
    'mailto:admin@example.com',
  );
  await expect(people.getByText(email)).toHaveCount(0);
  await expectAccessible(page);

  // An administrator sees it, marked Private.
  const other = await browser.newContext({ baseURL });
  try {
    const adminPage = await other.newPage();
    await signIn(adminPage, 'admin', baseURL!);
    await adminPage.goto('/people');
    const card = adminPage
      .getByRole('list', { name: 'People' })
      .getByRole('listitem')
      .filter({ hasText: email });
    await expect(card).toBeVisible();
    await expect(card.getByText(`Priya Quiet ${suffix}`)).toBeVisible();
    await expect(card.getByText('Private', { exact: true })).toBeVisible();
  } finally {
    await other.close();
  }
});
