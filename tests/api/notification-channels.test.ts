import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSettings } from '../../src/domain/account/account-settings.ts';
import { createIssue, updateSettings } from '../support/factories.ts';
import { startHttpReceiver } from '../support/http-receiver.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The notification channels of ADR 064, each against a real receiver in this process: reminders by the daily job
 * only on the channels a user left on, Web Push to a subscription endpoint served here (encrypted and VAPID
 * signed by web-push), SMS to a Twilio-shaped receiver, and the system switches that close push and SMS for all.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver = await startHttpReceiver();
  t = await buildTestApp({
    env: {
      SMTP_URL: smtp.url,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      SMS_BASE_URL: `${receiver.url}/sms`,
      SMS_ACCOUNT_SID: 'AC0123',
      SMS_AUTH_TOKEN: 'secret-token',
      SMS_FROM: '+15550000000',
    },
  });
  admin = await t.signInAs('admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await receiver.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const runReminders = () => t.app.services.reminders.run(new Date());
async function saveAccount(cookie: string, change: (settings: AccountSettings) => void) {
  const current = (await t.call({ method: 'GET', url: '/api/account-settings', cookie })).json();
  change(current);
  const saved = await t.call({ method: 'PATCH', url: '/api/account-settings', payload: current, cookie });
  expect(saved.statusCode, saved.body).toBe(200);
}
const reminderNotices = async (cookie: string) =>
  (
    (await t.call({ method: 'GET', url: '/api/account-notices', cookie })).json().items as { kind: string }[]
  ).filter((notice) => notice.kind === 'reminders');
/** A browser's subscription keys: a P-256 public key and 16 random bytes, as PushManager.subscribe() makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
const pushesTo = (path: string) => receiver.requests.filter((request) => request.url === path);
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('reminders', () => {
  it('reaches the assignee by bell and e-mail only on the channels they left on', async () => {
    const on = await t.createUser('quality_regulatory', 'remind-on@test.example.com');
    const off = await t.createUser('quality_regulatory', 'remind-off@test.example.com');
    const onCookie = await t.signInAs('quality_regulatory', 'remind-on@test.example.com');
    const offCookie = await t.signInAs('quality_regulatory', 'remind-off@test.example.com');
    await saveAccount(offCookie, (settings) => {
      settings.notifications.inApp.reminders = false;
      settings.notifications.email.reminders = false;
    });
    await createIssue(t, admin, { dueDate: inDays(1), assigneeId: on.id, title: 'Due for on' });
    await createIssue(t, admin, { dueDate: inDays(2), assigneeId: off.id, title: 'Due for off' });
    expect(await runReminders()).toBe(2);
    expect(await reminderNotices(onCookie)).toHaveLength(1);
    const reminder = (address: string) =>
      smtp.to(address).some((mail) => mail.raw.includes('A compliance issue is due soon'));
    await expect.poll(() => reminder('remind-on@test.example.com'), { timeout: 10_000 }).toBe(true);
    await settle();
    expect(await reminderNotices(offCookie)).toEqual([]);
    expect(reminder('remind-off@test.example.com')).toBe(false);
  });
});

describe('web push', () => {
  it('delivers a reminder, encrypted and VAPID-signed, to the subscribed endpoint; not once push is off', async () => {
    const user = await t.createUser('quality_regulatory', 'pushed@test.example.com');
    const cookie = await t.signInAs('quality_regulatory', 'pushed@test.example.com');
    const key = await t.call({ method: 'GET', url: '/api/account/push-key', cookie });
    expect(key.statusCode).toBe(200);
    expect(Buffer.from(key.json().publicKey, 'base64url')).toHaveLength(65);
    const endpoint = `${receiver.url}/push/one`;
    const subscribed = await t.call({
      method: 'POST',
      url: '/api/account/push-subscriptions',
      payload: { endpoint, keys: browserKeys() },
      cookie,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    await createIssue(t, admin, { dueDate: inDays(1), assigneeId: user.id, title: 'Pushed issue' });
    await runReminders();
    await expect.poll(() => pushesTo('/push/one').length, { timeout: 10_000 }).toBe(1);
    const [push] = pushesTo('/push/one');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(push?.body.toString('utf8')).not.toContain('Pushed issue');
    expect(push?.body.length).toBeGreaterThan(100);

    // The user turns push reminders off: the next due issue reaches the bell, not the browser.
    await saveAccount(cookie, (settings) => {
      settings.notifications.push.reminders = false;
    });
    await createIssue(t, admin, { dueDate: inDays(2), assigneeId: user.id, title: 'Not pushed' });
    await runReminders();
    await settle();
    expect(pushesTo('/push/one')).toHaveLength(1);
  });

  it('stays quiet for everyone when the system settings turn push off', async () => {
    const user = await t.createUser('quality_regulatory', 'push-closed@test.example.com');
    const cookie = await t.signInAs('quality_regulatory', 'push-closed@test.example.com');
    await t.call({
      method: 'POST',
      url: '/api/account/push-subscriptions',
      payload: { endpoint: `${receiver.url}/push/closed`, keys: browserKeys() },
      cookie,
    });
    await updateSettings(t, admin, (settings) => {
      settings.notifications.pushEnabled = false;
    });
    await createIssue(t, admin, { dueDate: inDays(1), assigneeId: user.id });
    await runReminders();
    await settle();
    expect(pushesTo('/push/closed')).toEqual([]);
    await updateSettings(t, admin, (settings) => {
      settings.notifications.pushEnabled = true;
    });
  });

  it('refuses a subscription without keys, and answers 404 for one it does not hold, 401 signed out', async () => {
    const cookie = await t.signInAs('viewer', 'push-bad@test.example.com');
    const bad = await t.call({
      method: 'POST',
      url: '/api/account/push-subscriptions',
      payload: { endpoint: `${receiver.url}/push/x`, keys: { p256dh: 'x', auth: 'y' } },
      cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The subscription keys are missing');
    const missing = await t.call({
      method: 'DELETE',
      url: '/api/account/push-subscriptions',
      payload: { endpoint: `${receiver.url}/push/none` },
      cookie,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/account/push-key' })).statusCode).toBe(401);
  });
});

describe('SMS', () => {
  const sms = () => receiver.requests.filter((request) => request.url.startsWith('/sms/'));

  it('sends a critical issue assigned to a user with SMS on to their phone, in Twilio’s shape', async () => {
    await updateSettings(t, admin, (settings) => {
      settings.notifications.smsEnabled = true;
    });
    const user = await t.createUser('quality_regulatory', 'texted@test.example.com');
    const quiet = await t.createUser('quality_regulatory', 'not-texted@test.example.com');
    const cookie = await t.signInAs('quality_regulatory', 'texted@test.example.com');
    await t.signInAs('quality_regulatory', 'not-texted@test.example.com');
    await t.database.db.execute(
      `update users set phone = '+15551234567' where id in ('${user.id}', '${quiet.id}')` as never,
    );
    await saveAccount(cookie, (settings) => {
      settings.notifications.sms.enabled = true;
    });
    await createIssue(t, admin, { severity: 'critical', assigneeId: user.id, title: 'Critical for SMS' });
    await createIssue(t, admin, { severity: 'critical', assigneeId: quiet.id, title: 'Critical, SMS off' });
    await expect.poll(() => sms().length, { timeout: 10_000 }).toBe(1);
    await settle();
    expect(sms()).toHaveLength(1);
    const [message] = sms();
    expect(message?.url).toBe('/sms/2010-04-01/Accounts/AC0123/Messages.json');
    expect(message?.headers.authorization).toBe(
      `Basic ${Buffer.from('AC0123:secret-token').toString('base64')}`,
    );
    const form = new URLSearchParams(message?.body.toString('utf8'));
    expect(form.get('To')).toBe('+15551234567');
    expect(form.get('From')).toBe('+15550000000');
    expect(form.get('Body')).toContain('Critical for SMS');
  });

  it('sends nothing when the system settings turn SMS off', async () => {
    const before = sms().length;
    await updateSettings(t, admin, (settings) => {
      settings.notifications.smsEnabled = false;
    });
    const user = await t.createUser('quality_regulatory', 'texted@test.example.com');
    await createIssue(t, admin, { severity: 'critical', assigneeId: user.id, title: 'Critical, system off' });
    await settle();
    expect(sms()).toHaveLength(before);
  });
});
