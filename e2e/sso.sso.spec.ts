import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * Single sign-on in the browser (docs/product-rules.md, "Sign-in and permissions"): the sign-in screen offers it, the company's identity provider (a real
 * `oidc-provider` started for this suite) asks who you are, and you land signed in with the role it names.
 */
test('sign in with single sign-on through the identity provider', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();

  await expect(page.getByRole('heading', { name: 'Company sign-in' })).toBeVisible();
  await page.getByLabel('Work email').fill('sso.editor@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toMatchObject({ email: 'sso.editor@example.com', role: 'editor' });
  await expectAccessible(page);
});

test('the sign-in screen says so when single sign-on fails', async ({ page }) => {
  await page.goto('/sign-in?sso=failed');
  await expect(page.getByRole('alert')).toHaveText(
    'Single sign-on failed. Try again or ask an administrator.',
  );
});
