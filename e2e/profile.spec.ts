import { createAccount, expect, expectAccessible, signIn, test } from './fixtures.ts';

const petra = (email: string, password: string) => ({
  email,
  password,
  role: 'rd_scientist',
  firstName: 'Petra',
  lastName: 'Lind',
});

test('change the password on the profile and sign in with the new one', async ({ page, baseURL }) => {
  const email = `petra.${Date.now()}@example.com`;
  await createAccount(baseURL!, petra(email, 'First!Pass1'));
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('First!Pass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText('Your role is managed by administrators.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Current password').fill('First!Pass1');
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await expect(page.getByText('Very Weak')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Second!Pass2');
  await expect(page.getByText('Strong')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Second!Pass3');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Second!Pass2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated', { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('First!Pass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill('Second!Pass2');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();
});

test('edit personal information; the profile rules show inline', async ({ page, baseURL }) => {
  const email = `olof.${Date.now()}@example.com`;
  await createAccount(baseURL!, petra(email, 'Olof!Pass1'));
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Olof!Pass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Signed in first: going to /profile while the sign-in request is in flight would cancel it.
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();
  await page.goto('/profile');
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Bio').fill('b'.repeat(501));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Bio must be less than 500 characters')).toBeVisible();
  await page.getByLabel('First name').fill('Olof');
  await page.getByLabel('Bio').fill('Sensory panel lead.');
  await page.getByLabel('Company').fill('Formulary Labs');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Olof Lind').first()).toBeVisible();
});

test('account settings: switch to dark mode, see Unsaved Changes, save, and it stays after a reload', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'finance_analyst', baseURL!);
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByLabel('Theme').click();
  await page.getByRole('option', { name: 'Dark' }).click();
  await expect(page.getByText('Unsaved Changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Your account settings have been successfully saved.', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
  // Back to light for the other tests that sign in as this user.
  await page.getByLabel('Theme').click();
  await page.getByRole('option', { name: 'Light' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
