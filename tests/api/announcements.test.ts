import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../support/smtp-server.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Product announcements (ADR 064): an administrator sends one; only the users who opted in to product
 * announcements (notifications.email.marketing) get it, by e-mail (a real SMTP server here) and in the bell.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: string;
let optedIn: string;
let optedOut: string;
const inEmail = 'news-in@test.example.com';
const outEmail = 'news-out@test.example.com';
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await t.signInAs('admin', 'news-admin@test.example.com');
  optedIn = await t.signInAs('viewer', inEmail);
  optedOut = await t.signInAs('editor', outEmail);
  const settings = (await t.call({ method: 'GET', url: '/api/account-settings', cookie: optedIn })).json();
  settings.notifications.email.marketing = true;
  const saved = await t.call({
    method: 'PATCH',
    url: '/api/account-settings',
    payload: settings,
    cookie: optedIn,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = (payload: object, cookie = admin) =>
  t.call({ method: 'POST', url: '/api/admin/announcements', payload, cookie });
const bell = async (cookie: string) =>
  (await t.call({ method: 'GET', url: '/api/account-notices', cookie })).json().items as {
    kind: string;
    title: string;
    body: string;
  }[];
const mailed = (address: string, text: string) => smtp.to(address).some((mail) => mail.raw.includes(text));
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('POST /api/admin/announcements', () => {
  it('reaches only the users who opted in, by e-mail and in the bell, and is listed with its reach', async () => {
    const response = await send({ title: 'New beard oil line', text: 'Samples arrive on Monday.' });
    expect(response.statusCode, response.body).toBe(201);
    expect(await bell(optedIn)).toContainEqual(
      expect.objectContaining({
        kind: 'marketing',
        title: 'New beard oil line',
        body: 'Samples arrive on Monday.',
      }),
    );
    await expect.poll(() => mailed(inEmail, 'Samples arrive on Monday.'), { timeout: 10_000 }).toBe(true);
    await settle();
    expect((await bell(optedOut)).map((notice) => notice.title)).not.toContain('New beard oil line');
    expect(mailed(outEmail, 'Samples arrive on Monday.')).toBe(false);
    expect(mailed('news-admin@test.example.com', 'Samples arrive on Monday.')).toBe(false);

    const list = await t.call({ method: 'GET', url: '/api/admin/announcements', cookie: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({
      id: response.json().id,
      title: 'New beard oil line',
      text: 'Samples arrive on Monday.',
      recipients: 1,
      sentBy: 'admin Tester',
    });
  });

  it('answers 400 with a clear message for an empty title or text, and sends nothing', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/admin/announcements', cookie: admin })).json();
    const noTitle = await send({ title: '   ', text: 'Body' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Title is required');
    const noText = await send({ title: 'Title', text: '' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().message).toBe('Text is required');
    const missing = await send({});
    expect(missing.statusCode).toBe(400);
    const after = (await t.call({ method: 'GET', url: '/api/admin/announcements', cookie: admin })).json();
    expect(after).toEqual(before);
  });

  it('answers 403 to a user who is not an administrator, for sending and listing', async () => {
    expect((await send({ title: 'Hi', text: 'There' }, optedOut)).statusCode).toBe(403);
    const list = await t.call({ method: 'GET', url: '/api/admin/announcements', cookie: optedOut });
    expect(list.statusCode).toBe(403);
  });

  it('answers 401 signed out', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/announcements' })).statusCode).toBe(401);
    const post = await t.call({
      method: 'POST',
      url: '/api/admin/announcements',
      payload: { title: 'Hi', text: 'There' },
    });
    expect(post.statusCode).toBe(401);
  });
});
