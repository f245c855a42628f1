import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { SettingsUpdate } from '../src/domain/settings/system-settings.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

const unique = () => randomBytes(3).toString('hex');

/** The browser logs the one 400 a wrong password is answered with: expected, and taken off the console errors. */
const REFUSED = 'Failed to load resource: the server responded with a status of 400 (Bad Request)';
function expectOneRefusalLogged(consoleErrors: string[]) {
  expect(consoleErrors.filter((error) => error === REFUSED)).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(REFUSED), 1);
}

// These tests walk several screens each; a busy machine can take a while to load a screen's first chunk.
test.describe.configure({ timeout: 120_000 });
const LOAD = { timeout: 30_000 };

/** Changes the system settings through the API as the signed-in admin of `request`. */
async function changeSettings(
  request: APIRequestContext,
  baseURL: string,
  change: (settings: SettingsUpdate) => void,
) {
  const current = await (await request.get('/api/admin/settings')).json();
  delete current.updatedAt;
  change(current);
  const response = await request.post('/api/admin/settings', { data: current, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
}

test('admin dashboard: tiles, statistics, health, recent activity and a backup', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(LOAD);
  await expect(page.getByText('System Healthy')).toBeVisible();
  for (const tile of ['User Management', 'Theme Settings', 'System Settings', 'Activity Log']) {
    await expect(
      page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: tile }),
    ).toBeVisible();
  }
  const stats = page
    .getByRole('heading', { name: 'System Statistics' })
    .locator('xpath=ancestor::*[@data-slot="card"]');
  await expect(stats.getByText('Total Users')).toBeVisible();
  await expect(stats.getByText('Database Size')).toBeVisible();
  await expect(stats.getByText('Last Backup')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText('Backup Created', { exact: true })).toBeVisible();
  const downloadButton = page.getByRole('button', { name: /^Download formulary-\d{8}-\d{6}/ }).first();
  await expect(downloadButton).toBeVisible();
  await expect(stats.getByText('Never')).toHaveCount(0);
  // A backup downloads only once the administrator confirms their password (ADR 031).
  await downloadButton.click();
  const confirm = page.getByRole('dialog', { name: 'Download Backup' });
  await confirm.getByLabel('Current password').fill('Wrong!2345x');
  await confirm.getByRole('button', { name: 'Download' }).click();
  await expect(confirm.getByText('Current password is incorrect', { exact: true })).toBeVisible();
  expectOneRefusalLogged(consoleErrors);
  await expectAccessible(page);
  await confirm.getByLabel('Current password').fill('Demo!2345');
  const saved = page.waitForEvent('download');
  await confirm.getByRole('button', { name: 'Download' }).click();
  expect((await saved).suggestedFilename()).toMatch(/^formulary-\d{8}-\d{6}.*\.jsonl\.gz$/);
  await expect(confirm).toHaveCount(0);

  await page.getByRole('link', { name: 'View All Activity' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible(LOAD);
  await expect(page.getByRole('cell', { name: /^Backup formulary-/ }).first()).toBeVisible();
});

test('users: add, edit and delete a user', async ({ page, baseURL }) => {
  const id = unique();
  const first = `Zed${id}`;
  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible(LOAD);
  await expect(page.getByRole('cell', { name: 'admin@example.com' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(add.getByText('First name is required')).toBeVisible();
  await expect(add.getByText('Last name is required')).toBeVisible();
  await expect(add.getByText('Valid email is required')).toBeVisible();
  await add.getByLabel('First Name').fill(first);
  await add.getByLabel('Last Name').fill('Tester');
  await add.getByLabel('Email').fill(`zed.${id}@example.com`);
  await add.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Product Manager' }).click();
  await add.getByLabel('Initial Password (optional)').fill('Welcome!2345');
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User added successfully', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search users' }).fill(first);
  const row = page.getByRole('row', { name: new RegExp(first) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Product Manager')).toBeVisible();
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Edit ${first} Tester` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Last Name').fill('Renamed');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully', { exact: true })).toBeVisible();
  const renamed = page.getByRole('row', { name: new RegExp(`${first} Renamed`) });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: `Delete ${first} Renamed` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText(`Are you sure you want to delete ${first} Renamed? This action cannot be undone.`),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(first) })).toHaveCount(0);
  await expect(page.getByText('No users found')).toBeVisible();
});

test('a user added without a password gets a one-time link that sets it', async ({
  page,
  browser,
  baseURL,
}) => {
  const id = unique();
  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByLabel('First Name').fill(`Ivy${id}`);
  await add.getByLabel('Last Name').fill('Invited');
  await add.getByLabel('Email').fill(`ivy.${id}@example.com`);
  await add.getByRole('button', { name: 'Add User' }).click();
  const invitation = page.getByRole('dialog', { name: 'Invitation Link' });
  const link = await invitation.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/sign-in\?invite=/);
  await expect(invitation.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectAccessible(page);
  await invitation.getByRole('button', { name: 'Done' }).click();

  const context = await browser.newContext();
  try {
    const invited = await context.newPage();
    await invited.goto(link);
    await expect(invited.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
    await expect(invited.getByText(`ivy.${id}@example.com`)).toBeVisible();
    await invited.getByLabel('New Password').fill('Chosen!2345');
    await invited.getByLabel('Confirm Password').fill('Chosen!2345');
    await invited.getByRole('button', { name: 'Set Password' }).click();
    await expect(
      invited.getByRole('heading', { level: 1, name: 'Product Development Dashboard' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('system settings: Unsaved Changes, Save, toast', async ({ page, baseURL }) => {
  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible(LOAD);
  for (const card of [
    'Platform Configuration',
    'Security & Authentication',
    'Notifications',
    'Feature Management',
  ]) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await expect(page.getByText('Unsaved Changes')).toHaveCount(0);
  await expectAccessible(page);

  const attempts = page.getByLabel('Maximum Login Attempts');
  await attempts.fill('11');
  await expect(page.getByText('Unsaved Changes')).toBeVisible();
  await save.click();
  await expect(page.getByText('Maximum login attempts must be between 3 and 10')).toBeVisible();
  await attempts.fill('6');
  await page.getByRole('switch', { name: 'Email Notifications' }).click();
  await save.click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
  await expect(
    page.getByText('System settings have been successfully updated.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Unsaved Changes')).toHaveCount(0);
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Maximum Login Attempts')).toHaveValue('6');
  await expect(page.getByRole('switch', { name: 'Email Notifications' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  // SMS and push are system switches again (ADR 064).
  await expect(page.getByRole('switch', { name: 'SMS Notifications' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Push Notifications' })).toBeVisible();
  await changeSettings(page.request, baseURL!, (s) => {
    s.security.maxLoginAttempts = 5;
    s.notifications.emailEnabled = true;
  });
});

test('maintenance mode shows a non-admin the maintenance page while the admin keeps working', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin/settings');
  await page.getByRole('switch', { name: 'Maintenance Mode' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
  const context = await browser.newContext({ baseURL });
  try {
    const viewer = await context.newPage();
    await signIn(viewer, 'viewer', baseURL!);
    await viewer.goto('/');
    await expect(viewer.getByRole('heading', { level: 1, name: 'Under Maintenance' })).toBeVisible(LOAD);
    await expectAccessible(viewer);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(LOAD);

    await changeSettings(page.request, baseURL!, (s) => (s.platform.maintenance = false));
    await viewer.reload();
    await expect(
      viewer.getByRole('heading', { level: 1, name: 'Product Development Dashboard' }),
    ).toBeVisible();
  } finally {
    await changeSettings(page.request, baseURL!, (s) => (s.platform.maintenance = false));
    await context.close();
  }
});

test('a feature turned off leaves the navigation and its screen says so', async ({ page, baseURL }) => {
  await signIn(page, 'admin', baseURL!);
  await changeSettings(page.request, baseURL!, (s) => (s.features.analytics = false));
  try {
    await page.goto('/analytics');
    await expect(page.getByText('This feature is turned off')).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Exports' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  } finally {
    await changeSettings(page.request, baseURL!, (s) => (s.features.analytics = true));
  }
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Analytics' }),
  ).toBeVisible();
});

test('activity log: filters by action and pages', async ({ page, baseURL }) => {
  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible(LOAD);
  await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Action').click();
  await page.getByRole('option', { name: 'Settings Modified' }).click();
  // The unfiltered page may hold a Settings Modified row too and stays shown until the filtered one arrives:
  // wait for every row to be one, not for one row to be.
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.filter({ hasNotText: 'Settings Modified' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Settings Modified' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
});

test('a non-admin is told the admin screens need the Administrator role', async ({ page, baseURL }) => {
  await signIn(page, 'editor', baseURL!);
  for (const path of ['/admin', '/admin/users', '/admin/settings', '/admin/activity']) {
    await page.goto(path);
    await expect(page.getByText('You need the Administrator role to view this page.')).toBeVisible();
  }
});
