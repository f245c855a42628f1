import { DEMO_PASSWORD, DEMO_USERS, expect, expectAccessible, signIn, test } from './fixtures.ts';

test('landing → Sign In → sign-in screen → dashboard shell', async ({ page }) => {
  await page.goto('/');
  await expect(
    page
      .getByRole('button', { name: 'Sign In' })
      .or(page.getByRole('link', { name: 'Sign In' }))
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('button', { name: 'Sign In' })
    .or(page.getByRole('link', { name: 'Sign In' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Email').fill(DEMO_USERS.editor);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);
});

test('a wrong password shows the server message and stays on the sign-in screen', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(DEMO_USERS.viewer);
  await page.getByLabel('Password').fill('Wrong!2345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the admin user menu has the Admin Dashboard item and the role label', async ({ page, baseURL }) => {
  await signIn(page, 'admin', baseURL!);
  await page.goto('/');
  await page
    .getByRole('button', { name: /user menu|account|Daniel/i })
    .first()
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('admin@example.com')).toBeVisible();
  await expect(menu.getByText('Administrator')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'View/Edit Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
});

test('the viewer user menu has no Admin Dashboard item', async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/');
  await page
    .getByRole('button', { name: /user menu|account/i })
    .first()
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('viewer@example.com')).toBeVisible();
  await expect(menu.getByText('Viewer', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('the sidebar highlights the current route and shows every group', async ({ page, baseURL }) => {
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/ingredients');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingredient Inventory' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: /sidebar|main navigation|sections/i }).first();
  await expect(sidebar.getByRole('link', { name: 'Ingredients' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Formulations' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const label of ['Admin Dashboard', 'User Management', 'Theme Settings', 'Regulatory', 'Exports']) {
    await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
  }
  await sidebar.getByRole('link', { name: 'Suppliers' }).click();
  await expect(sidebar.getByRole('link', { name: 'Suppliers' })).toHaveAttribute('aria-current', 'page');
});

test('an unknown path shows the 404 screen', async ({ page, baseURL }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await signIn(page, 'viewer', baseURL!);
  await page.goto('/still/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Product Development Dashboard' })).toBeVisible();
});

test('a non-admin on an admin page is told the role is needed', async ({ page, baseURL }) => {
  await signIn(page, 'editor', baseURL!);
  await page.goto('/admin/users');
  await expect(page.getByText('You need the Administrator role to view this page.')).toBeVisible();
});

test('log out ends the session and returns to the landing page', async ({ page, baseURL }) => {
  await signIn(page, 'editor', baseURL!);
  await page.goto('/');
  await page
    .getByRole('button', { name: /user menu|account/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(
    page
      .getByRole('button', { name: 'Sign In' })
      .or(page.getByRole('link', { name: 'Sign In' }))
      .first(),
  ).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
});

test('signed out on a signed-in screen: Unauthorized toast, then the sign-in screen', async ({ page }) => {
  // The toasts load after the first paint; on a slow load the toast must still be seen before the redirect.
  await page.route(/\/assets\/toaster-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  // The toast shows for half a second before the redirect; expect's polling backs off to a second between
  // looks, so on a busy machine it can look before and after. The page reports the moment the text is rendered.
  const message = 'You are logged out. Logging in again...';
  let seen = false;
  await page.exposeFunction('toastSeen', () => {
    seen = true;
  });
  await page.addInitScript((text) => {
    const observer = new MutationObserver(() => {
      // biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point (not hidden nodes' text).
      if (document.body?.innerText.includes(text)) {
        observer.disconnect();
        (window as unknown as { toastSeen: () => void }).toastSeen();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, message);
  await page.goto('/suppliers');
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 10_000 });
  expect(seen, 'the Unauthorized toast was on screen before the redirect').toBe(true);
});
