import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSettings } from '../../src/domain/account/account-settings.ts';
import { HIDDEN_ACTOR_NAME } from '../../src/domain/user/initials.ts';
import { createIssue, updateSettings } from '../support/factories.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Account settings that take effect: sign-in alerts in-app and by e-mail through a real SMTP server in
 * this process, the session's lifetime in days, activity tracking, and two-factor read from the account.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Formulary <formulary@test.example.com>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const cookieNamed = (response: LightMyRequestResponse, part: string) => {
  const cookie = response.cookies.find((c) => c.name.includes(part));
  return cookie ? `${cookie.name}=${cookie.value}` : '';
};
const login = (email: string, device = '') =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
    cookie: device,
  });
const notices = async (cookie: string) =>
  (await t.call({ method: 'GET', url: '/api/account-notices', cookie })).json() as {
    unread: number;
    items: { title: string; body: string }[];
  };

async function saveAccount(cookie: string, change: (settings: AccountSettings) => void) {
  const current = (await t.call({ method: 'GET', url: '/api/account-settings', cookie })).json();
  change(current);
  const saved = await t.call({ method: 'PATCH', url: '/api/account-settings', payload: current, cookie });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

async function mailTo(address: string, count: number) {
  await expect.poll(() => smtp.to(address).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return smtp.to(address);
}

describe('sign-in alerts', () => {
  it('tells the user in the app and by e-mail about a sign-in from a new browser, not a known one', async () => {
    await t.createUser('editor', 'alerted@test.example.com');
    const first = await login('alerted@test.example.com');
    const device = cookieNamed(first, 'formulary_device');
    expect(device).not.toBe('');
    const session = cookieNamed(first, 'formulary_session');
    expect((await notices(session)).items).toEqual([]);

    const known = await login('alerted@test.example.com', device);
    expect((await notices(cookieNamed(known, 'formulary_session'))).items).toEqual([]);

    const stranger = await login('alerted@test.example.com');
    const listed = await notices(cookieNamed(stranger, 'formulary_session'));
    expect(listed.unread).toBe(1);
    expect(listed.items[0]!.title).toBe('New sign-in to your account');
    const [mail] = await mailTo('alerted@test.example.com', 1);
    expect(mail!.raw).toMatch(/Subject: \[.*\] New sign-in to your account/);
    expect(mail!.raw).toContain('From: Formulary <formulary@test.example.com>');
  });

  it('stays quiet with sign-in alerts off, and keeps e-mail off when the user turned it off', async () => {
    const { id } = await t.createUser('viewer', 'quiet@test.example.com');
    const first = await login('quiet@test.example.com');
    const cookie = cookieNamed(first, 'formulary_session');
    await saveAccount(cookie, (settings) => {
      settings.security.loginAlerts = false;
    });
    await login('quiet@test.example.com');
    expect((await notices(cookie)).items).toEqual([]);

    await saveAccount(cookie, (settings) => {
      settings.security.loginAlerts = true;
      settings.notifications.email.security = false;
    });
    await login('quiet@test.example.com');
    expect((await notices(cookie)).items).toHaveLength(1);
    // A marker mail to someone else proves the queue ran; none went to this user.
    await t.createUser('viewer', 'marker@test.example.com');
    await login('marker@test.example.com');
    await login('marker@test.example.com');
    await mailTo('marker@test.example.com', 1);
    expect(smtp.to('quiet@test.example.com')).toEqual([]);
    expect(id).toBeTruthy();
  });

  it('marks notices read', async () => {
    await t.createUser('viewer', 'reader@test.example.com');
    await login('reader@test.example.com');
    const cookie = cookieNamed(await login('reader@test.example.com'), 'formulary_session');
    const { items } = (await t.call({ method: 'GET', url: '/api/account-notices', cookie })).json();
    const read = await t.call({
      method: 'POST',
      url: '/api/account-notices/read',
      payload: { ids: items.map((item: { id: string }) => item.id) },
      cookie,
    });
    expect(read.json()).toEqual({ unread: 0 });
    const bad = await t.call({
      method: 'POST',
      url: '/api/account-notices/read',
      payload: { ids: [] },
      cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.ids).toEqual(['Give at least one id']);
  });

  it('tells the app config that e-mail can be sent', async () => {
    expect((await t.call({ method: 'GET', url: '/api/app-config' })).json().mailConfigured).toBe(true);
  });
});

describe('session timeout in days', () => {
  it('is the session’s absolute lifetime, within the system bound', async () => {
    await t.createUser('viewer', 'days@test.example.com');
    const first = await login('days@test.example.com');
    const cookie = cookieNamed(first, 'formulary_session');
    await saveAccount(cookie, (settings) => {
      settings.security.sessionTimeout = 1;
    });
    const next = await login('days@test.example.com');
    const sessionCookie = next.cookies.find((c) => c.name.includes('formulary_session'))!;
    expect(sessionCookie.maxAge).toBe(24 * 60 * 60);
    const session = `${sessionCookie.name}=${sessionCookie.value}`;
    // Two days after sign-in, and active all along (so not idle): past its one day, the session is over.
    await t.directWrite(() =>
      t.database.db.execute(
        sql`update sessions set created_at = now() - interval '2 days', last_seen_at = now()
            where user_id = (select id from users where email = 'days@test.example.com')`,
      ),
    );
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: session })).statusCode).toBe(401);

    const admin = await t.signInAs('admin', 'bound@test.example.com');
    await updateSettings(t, admin, (settings) => {
      settings.security.maxSessionDays = 2;
    });
    const relogin = await login('days@test.example.com');
    await saveAccount(cookieNamed(relogin, 'formulary_session'), (settings) => {
      settings.security.sessionTimeout = 30;
    });
    const bounded = (await login('days@test.example.com')).cookies.find((c) => c.name.includes('session'))!;
    expect(bounded.maxAge).toBe(2 * 24 * 60 * 60);
    await updateSettings(t, admin, (settings) => {
      settings.security.maxSessionDays = 7;
    });
  });
});

describe('activity tracking and two-factor in account settings', () => {
  it('keeps the name out of team views when off; the audit log still names the user', async () => {
    const cookie = await t.signInAs('quality_regulatory', 'private@test.example.com');
    await saveAccount(cookie, (settings) => {
      settings.privacy.activityTracking = false;
    });
    const issue = await createIssue(t, cookie);
    const changed = await t.call({
      method: 'PATCH',
      url: `/api/compliance/issues/${issue.id}/status`,
      payload: { status: 'in_progress', revision: issue.revision },
      cookie,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const viewer = await t.signInAs('viewer', 'watcher@test.example.com');
    const seen = await t.call({ method: 'GET', url: `/api/compliance/issues/${issue.id}`, cookie: viewer });
    expect(seen.json().statusChangedByName).toBe(HIDDEN_ACTOR_NAME);
    const admin = await t.signInAs('admin', 'auditor@test.example.com');
    const audit = await t.call({ method: 'GET', url: `/api/admin/activity?limit=20`, cookie: admin });
    expect(audit.json().some((entry: { user: string }) => entry.user === 'quality_regulatory Tester')).toBe(
      true,
    );
  });

  it('never turns two-factor on through the settings form', async () => {
    const cookie = await t.signInAs('viewer', 'sneaky@test.example.com');
    const saved = await saveAccount(cookie, (settings) => {
      settings.security.twoFactorEnabled = true;
    });
    expect(saved.security.twoFactorEnabled).toBe(false);
  });
});

describe('assignments', () => {
  it('tells the assignee in the app and by e-mail when someone else assigns them an issue', async () => {
    const assignee = await t.createUser('quality_regulatory', 'assignee@test.example.com');
    const assigneeCookie = await t.signInAs('quality_regulatory', 'assignee@test.example.com');
    const reporter = await t.signInAs('editor', 'assigner@test.example.com');
    await createIssue(t, reporter, { assigneeId: assignee.id });
    const listed = await notices(assigneeCookie);
    expect(listed.items.map((item) => item.title)).toContain('A compliance issue was assigned to you');
    const mail = await mailTo('assignee@test.example.com', 1);
    expect(mail.some((message) => message.raw.includes('A compliance issue was assigned to you'))).toBe(true);
  });
});
