import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_LIST_LIMIT } from '../../src/domain/compliance/notification-schema.ts';
import { notificationReads } from '../../src/server/db/schema.ts';
import {
  createIssue,
  createRawMaterial,
  ensureSubstance,
  formulationPayload,
  ruleInput,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/** The header's notifications button: unread open alerts per user (GET /api/notifications, POST .../read). */
let t: TestApp;
let viewer: string;
let viewerId: string;
let reporter: string;
let regulatory: string;

beforeAll(async () => {
  // A database of its own: the counts below are exact.
  t = await buildTestApp();
  viewer = await t.signInAs('viewer');
  viewerId = (await t.createUser('viewer')).id;
  reporter = await t.signInAs('product_manager');
  regulatory = await t.signInAs('quality_regulatory');
});
afterAll(async () => t.close());

const notifications = async (cookie: string) => {
  const response = await t.call({ method: 'GET', url: '/api/notifications', cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { unread: number; items: { id: string; read: boolean; title: string }[] };
};
const markRead = (payload: object, cookie = viewer) =>
  t.call({ method: 'POST', url: '/api/notifications/read', payload, cookie });
const readRows = async () => (await t.database.db.select({ n: count() }).from(notificationReads))[0]!.n;

describe('GET /api/notifications', () => {
  it('starts empty', async () => {
    expect(await notifications(viewer)).toEqual({ unread: 0, items: [] });
  });

  it('counts a new open alert as unread for everyone but its reporter, newest first', async () => {
    const first = await createIssue(t, reporter, { severity: 'high' });
    const second = await createIssue(t, reporter, { severity: 'critical' });
    const seen = await notifications(viewer);
    expect(seen.unread).toBe(2);
    expect(seen.items.map((item) => [item.id, item.read])).toEqual([
      [second.id, false],
      [first.id, false],
    ]);
    expect(seen.items[0]).toEqual({
      id: second.id,
      title: second.title,
      severity: 'critical',
      status: 'open',
      region: 'EU',
      dueDate: '2031-06-30',
      automated: false,
      createdAt: second.createdAt,
      read: false,
    });
    // The reporter already knows.
    const own = await notifications(reporter);
    expect(own.unread).toBe(0);
    expect(own.items.every((item) => item.read)).toBe(true);
  });

  it('lists only open alerts: an alert under review or resolved drops out, a reopened one is news again', async () => {
    const issue = await createIssue(t, reporter);
    expect((await markRead({ ids: [issue.id] })).json()).toEqual({ unread: expect.any(Number) });
    const patch = (status: string, revision: number) =>
      t.call({
        method: 'PATCH',
        url: `/api/compliance/issues/${issue.id}/status`,
        payload: { status, revision },
        cookie: regulatory,
      });
    expect((await patch('in_progress', 1)).statusCode).toBe(200);
    expect((await notifications(viewer)).items.some((item) => item.id === issue.id)).toBe(false);
    expect((await patch('resolved', 2)).statusCode).toBe(200);
    expect((await patch('open', 3)).statusCode).toBe(200);
    const item = (await notifications(viewer)).items.find((row) => row.id === issue.id);
    expect(item?.read).toBe(false);
  });

  it('counts an automated alert opened by a formulation save, for the user who saved it too', async () => {
    const admin = await t.signInAs('admin');
    const salicylic = await ensureSubstance(t, admin, 'Salicylic Acid');
    const rule = await t.call({
      method: 'POST',
      url: '/api/regulatory-rules',
      payload: ruleInput({ substanceId: salicylic.id }),
      cookie: admin,
    });
    expect(rule.statusCode).toBe(201);
    const water = await createRawMaterial(t, admin, { incisName: 'Aqua' });
    const bha = await createRawMaterial(t, admin, { name: uniqueName('BHA'), incisName: 'Salicylic Acid' });
    const before = (await notifications(admin)).unread;
    // 3 of 100 oz = 3 % salicylic acid, above 2.0 %.
    const saved = await t.call({
      method: 'POST',
      url: '/api/formulations',
      payload: formulationPayload([
        { ingredientId: water.id, ounces: '97' },
        { ingredientId: bha.id, ounces: '3' },
      ]),
      cookie: admin,
    });
    expect(saved.statusCode).toBe(201);
    const after = await notifications(admin);
    expect(after.unread).toBe(before + 1);
    expect(after.items[0]).toMatchObject({ automated: true, read: false, severity: 'high' });
  });

  it('answers 401 signed out', async () => {
    const response = await t.call({ method: 'GET', url: '/api/notifications' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('closes with the compliance feature: the header then shows only account notices', async () => {
    const app = await buildTestApp();
    try {
      const cookie = await app.signInAs('viewer');
      await app.directWrite(() =>
        app.database.db.execute(
          sql`update system_settings set data = jsonb_set(data, '{features,compliance}', 'false'::jsonb)`,
        ),
      );
      expect((await app.call({ method: 'GET', url: '/api/notifications', cookie })).statusCode).toBe(404);
      expect((await app.call({ method: 'GET', url: '/api/account-notices', cookie })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/notifications/read', () => {
  it('marks alerts read for this user only and answers the new unread count', async () => {
    const issue = await createIssue(t, reporter);
    const other = await t.signInAs('finance_analyst');
    const otherBefore = (await notifications(other)).unread;
    const before = await notifications(viewer);
    const response = await markRead({ ids: [issue.id, issue.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ unread: before.unread - 1 });
    expect((await notifications(viewer)).items.find((item) => item.id === issue.id)?.read).toBe(true);
    expect((await notifications(other)).unread).toBe(otherBefore);
    const rows = await t.database.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.issueId, issue.id));
    expect(rows.map((row) => row.userId)).toContain(viewerId);

    // Marking it again changes nothing.
    const rowsBefore = await readRows();
    expect((await markRead({ ids: [issue.id] })).json()).toEqual({ unread: before.unread - 1 });
    expect(await readRows()).toBe(rowsBefore);
  });

  it('lists unread alerts first, so more unread than the list holds are all reached by reading it', async () => {
    const reader = await t.signInAs('rd_scientist');
    const created = [];
    for (let i = 0; i < NOTIFICATION_LIST_LIMIT + 1; i++) created.push(await createIssue(t, reporter));
    let seen = await notifications(reader);
    const unread = seen.unread;
    expect(unread).toBeGreaterThan(NOTIFICATION_LIST_LIMIT);
    expect(seen.items).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(seen.items.every((item) => !item.read)).toBe(true);
    // Opening the bell reads what it lists; the next opening lists the rest, unread, above the read ones.
    const shown = seen.items.map((item) => item.id);
    expect((await markRead({ ids: shown }, reader)).json()).toEqual({
      unread: unread - NOTIFICATION_LIST_LIMIT,
    });
    seen = await notifications(reader);
    const rest = seen.items.filter((item) => !item.read);
    expect(rest).toHaveLength(unread - NOTIFICATION_LIST_LIMIT);
    expect(seen.items.slice(0, rest.length)).toEqual(rest);
    expect(rest.map((item) => item.id)).not.toContain(shown[0]);
    expect((await markRead({ ids: rest.map((item) => item.id) }, reader)).json()).toEqual({ unread: 0 });
  });

  it('skips ids of issues that do not exist', async () => {
    const rowsBefore = await readRows();
    const response = await markRead({ ids: [randomUUID()] });
    expect(response.statusCode).toBe(200);
    expect(await readRows()).toBe(rowsBefore);
  });

  it.each([
    ['no ids', {}, 'ids must be a list of compliance issue ids'],
    ['ids that are not a list', { ids: 'all' }, 'ids must be a list of compliance issue ids'],
    ['an empty list', { ids: [] }, 'Give at least one id'],
    ['an id that is not a uuid', { ids: ['abc'] }, 'Each id must be a compliance issue id'],
    ['too many ids', { ids: Array.from({ length: 201 }, () => randomUUID()) }, 'At most 200 ids at once'],
  ])('answers 400 to %s and writes nothing', async (_label, payload, message) => {
    const rowsBefore = await readRows();
    const response = await markRead(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await readRows()).toBe(rowsBefore);
  });

  it('answers 401 signed out and writes nothing', async () => {
    const issue = await createIssue(t, reporter);
    const rowsBefore = await readRows();
    const response = await t.call({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [issue.id] },
    });
    expect(response.statusCode).toBe(401);
    expect(await readRows()).toBe(rowsBefore);
  });

  // Every signed-in role has its own notifications, so no role gets a 403 here.
  it.each(['admin', 'viewer', 'rd_scientist'])('lets %s mark their alerts read', async (role) => {
    const issue = await createIssue(t, reporter);
    const response = await markRead({ ids: [issue.id] }, await t.signInAs(role));
    expect(response.statusCode).toBe(200);
  });
});
