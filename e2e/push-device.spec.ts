import { createECDH, randomBytes } from 'node:crypto';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

/**
 * This browser's Web Push subscription in Account Settings (ADR 064). The app's service worker (/sw.js) registers for
 * real; PushManager.subscribe() does not work here: headless Chromium refuses it ("AbortError: Registration failed -
 * permission denied", even with the permission granted), and it would need the browser's push service on the
 * internet besides. So the test stands in for subscribe(): it answers a subscription whose endpoint is a local
 * address (the e2e server allows private addresses) with real P-256 keys. What is tested is everything of ours:
 * the permission, the server's key, the subscription reaching the server (201) and leaving it (204). Delivery to a
 * subscription (encrypted, VAPID-signed) is tested against a local receiver in tests/api/notification-channels.test.ts.
 */
test('enable push on this browser, then disable it', async ({ page, baseURL, context }) => {
  await context.grantPermissions(['notifications']);
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const fake = {
    endpoint: `${baseURL}/push-service/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await page.addInitScript((subscription) => {
    let current: unknown = null;
    const made = {
      ...subscription,
      toJSON: () => subscription,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    const proto = PushManager.prototype as unknown as Record<string, unknown>;
    proto.subscribe = async function subscribe(options: { applicationServerKey: Uint8Array }) {
      // The server's VAPID public key: an uncompressed P-256 point.
      if (options.applicationServerKey.byteLength !== 65) throw new Error('bad applicationServerKey');
      current = made;
      return made;
    };
    proto.getSubscription = async () => current;
  }, fake);

  await signIn(page, 'product_manager', baseURL!);
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  const subscribed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/account/push-subscriptions' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Enable push on this browser' }).click();
  expect((await subscribed).status()).toBe(201);
  await expect(page.getByText('Push is on for this browser')).toBeVisible();
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(worker).toBe(`${baseURL}/sw.js`);
  await expectAccessible(page);

  const removed = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/account/push-subscriptions' && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Disable push on this browser' }).click();
  // 204: the server held this browser's subscription (it answers 404 for one it does not).
  expect((await removed).status()).toBe(204);
  await expect(page.getByRole('button', { name: 'Enable push on this browser' })).toBeVisible();
});
