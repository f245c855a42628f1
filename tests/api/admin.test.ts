import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBackupLock } from '../../src/server/db/backup/index.ts';
import { activityLog, complianceIssues, formulations, users } from '../../src/server/db/schema.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
const n = sql<number>`count(*)::int`;
const NON_ADMINS = [
  'editor',
  'viewer',
  'product_manager',
  'rd_scientist',
  'procurement_specialist',
  'finance_analyst',
  'quality_regulatory',
];

describe('every admin route', () => {
  it('answers 401 signed out and 403 to each non-admin role', { timeout: 120_000 }, async () => {
    const cookies = new Map<string, string>();
    for (const role of NON_ADMINS) cookies.set(role, await t.signInAs(role));
    const adminRoutes = t.app.apiRoutes.filter(
      (route) => typeof route.access === 'object' && route.access.resource === 'admin',
    );
    // Everything under /api/admin is admin-only (the theme's public reads belong to the theme module).
    const notAdminOnly = t.app.apiRoutes.filter(
      (route) =>
        route.url.startsWith('/api/admin/') &&
        !route.url.startsWith('/api/admin/theme') &&
        !adminRoutes.includes(route),
    );
    expect(notAdminOnly).toEqual([]);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(12);
    for (const route of adminRoutes) {
      const call = (cookie?: string) =>
        t.call({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, randomUUID()),
          payload: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined,
          cookie,
        });
      expect((await call()).statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const [role, cookie] of cookies) {
        expect((await call(cookie)).statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});

describe('GET /api/admin/stats', () => {
  it('returns live figures from the database', async () => {
    const response = await t.call({ method: 'GET', url: '/api/admin/stats', cookie: admin });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    const db = t.database.db;
    expect(stats.totalUsers).toBe(await count(db.select({ n }).from(users)));
    expect(stats.totalFormulations).toBe(await count(db.select({ n }).from(formulations)));
    expect(stats.pendingIssues).toBe(
      await count(db.select({ n }).from(complianceIssues).where(ne(complianceIssues.status, 'resolved'))),
    );
    expect(stats.pendingIssues).toBeGreaterThan(0);
    const [size] = (await db.execute(sql`select pg_database_size(current_database())::bigint as s`)).rows as {
      s: number;
    }[];
    expect(stats.databaseSize).toBeGreaterThan(0);
    expect(Math.abs(stats.databaseSize - Number(size!.s))).toBeLessThan(5 * 1024 * 1024);
    expect(stats.systemUptime).toBeGreaterThanOrEqual(0);
    expect(stats.lastBackup).toBeNull();
  });

  it('counts a user active when seen or signed in within 30 days', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/admin/stats', cookie: admin })).json();
    // Active 31 days ago only: not counted; then signing in makes them active.
    const user = await t.createUser('viewer', 'stale@test.example.com');
    await t.directWrite(() =>
      t.database.db.execute(
        sql`update users set last_active_at = now() - interval '31 days' where id = ${user.id}`,
      ),
    );
    const mid = (await t.call({ method: 'GET', url: '/api/admin/stats', cookie: admin })).json();
    expect(mid.totalUsers).toBe(before.totalUsers + 1);
    expect(mid.activeUsers).toBe(before.activeUsers);
    await t.signInAs('viewer', 'stale@test.example.com');
    const after = (await t.call({ method: 'GET', url: '/api/admin/stats', cookie: admin })).json();
    expect(after.activeUsers).toBe(before.activeUsers + 1);
  });
});

describe('backups', () => {
  it('"Back up now" writes a gzip of every table, lists it and reports it as the last backup', async () => {
    const response = await t.call({ method: 'POST', url: '/api/admin/backups', cookie: admin });
    expect(response.statusCode, response.body).toBe(201);
    const backup = response.json();
    expect(backup.fileName).toMatch(/^formulary-\d{8}-\d{6}(-\d+)?\.jsonl\.gz$/);
    // Kept in the file store (ADR 038), where every instance reads it.
    const file = (await t.app.services.files.get(`backups/${backup.fileName}`))!;
    const lines = gunzipSync(file).toString('utf8').trim().split('\n');
    const header = JSON.parse(lines[0]!);
    expect(header).toMatchObject({ format: 'formulary-backup', version: 2 });
    // The uploaded documents' files follow the tables, before the end.
    expect(lines.some((line) => /^\{"files":\d+\}$/.test(line))).toBe(true);
    expect(header.tables).toEqual(
      expect.arrayContaining(['users', 'formulations', 'activity_log', 'invitations']),
    );
    expect(header.migrations.length).toBeGreaterThanOrEqual(2);
    // Referenced tables come before the tables that reference them.
    expect(header.tables.indexOf('users')).toBeLessThan(header.tables.indexOf('formulations'));
    expect(header.tables.indexOf('formulations')).toBeLessThan(
      header.tables.indexOf('formulation_ingredients'),
    );
    expect(JSON.parse(lines.at(-1)!)).toEqual({ end: true });

    const list = (await t.call({ method: 'GET', url: '/api/admin/backups', cookie: admin })).json();
    expect(list[0]).toEqual(backup);
    const stats = (await t.call({ method: 'GET', url: '/api/admin/stats', cookie: admin })).json();
    expect(stats.lastBackup).toBe(backup.createdAt);
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'backup_create'));
    expect(entry?.entityId).toBe(backup.fileName);

    // A download confirms the administrator's password (ADR 031).
    const download = await t.call({
      method: 'POST',
      url: `/api/admin/backups/${backup.fileName}/download`,
      payload: { currentPassword: TEST_PASSWORD },
      cookie: admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.rawPayload.equals(file)).toBe(true);
    for (const name of ['formulary-20200101-000000.jsonl.gz', '..%2Fpg-password']) {
      const missing = await t.call({
        method: 'POST',
        url: `/api/admin/backups/${name}/download`,
        payload: { currentPassword: TEST_PASSWORD },
        cookie: admin,
      });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('answers 409 while another backup holds the lock', async () => {
    const pool = t.database.pool;
    const inside = await withBackupLock(pool, async () => {
      const response = await t.call({ method: 'POST', url: '/api/admin/backups', cookie: admin });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('A backup is already running. Try again in a moment.');
      return 'held';
    });
    expect(inside).toBe('held');
  });

  it('the automatic backup skips while the newest is recent and runs once it is older than the interval', async () => {
    const admin2 = t.app.services.admin;
    expect(await admin2.runScheduled()).toBe('recent');
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const made = await admin2.runScheduled(later);
    expect(made).toMatchObject({ fileName: expect.stringMatching(/^formulary-/) });
  });
});

describe('backup retention', () => {
  it('keeps the newest BACKUP_KEEP backups, deletes the older ones and says so in the activity log', async () => {
    const small = await buildTestApp({ env: { BACKUP_KEEP: '2' } });
    try {
      const cookie = await small.signInAs('admin');
      const made: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await small.call({ method: 'POST', url: '/api/admin/backups', cookie });
        expect(response.statusCode, response.body).toBe(201);
        made.push(response.json().fileName);
      }
      expect(new Set(made).size).toBe(4); // a pruned backup's name is never given again
      const listed = (await small.call({ method: 'GET', url: '/api/admin/backups', cookie })).json();
      expect(listed.map((b: { fileName: string }) => b.fileName).sort()).toEqual(made.slice(2).sort());
      const stored = await small.app.services.files.list('backups/');
      expect(stored.map((file) => file.key.replace('backups/', '')).sort()).toEqual(made.slice(2).sort());
      const [last] = await small.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.entityId, made[3]!));
      expect(last?.description).toMatch(/; removed 1 older backup \(keeping 2\)$/);
      expect(last?.metadata).toEqual({ pruned: [made[1]] });
    } finally {
      await small.close();
    }
  });
});

describe('GET /api/admin/activity', () => {
  it('pages the log newest first with X-Total-Count', async () => {
    const first = await t.call({ method: 'GET', url: '/api/admin/activity?limit=5', cookie: admin });
    expect(first.statusCode).toBe(200);
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThan(5);
    const page = first.json();
    expect(page).toHaveLength(5);
    expect(page[0]).toMatchObject({
      id: expect.any(String),
      action: expect.any(String),
      description: expect.any(String),
      createdAt: expect.any(String),
    });
    const times = page.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = (
      await t.call({ method: 'GET', url: '/api/admin/activity?limit=5&offset=5', cookie: admin })
    ).json();
    expect(second[0].id).not.toBe(page[0].id);
  });

  it('filters by action, user and date', async () => {
    const actions = (
      await t.call({ method: 'GET', url: '/api/admin/activity/actions', cookie: admin })
    ).json();
    expect(actions).toContain('backup_create');
    const byAction = await t.call({
      method: 'GET',
      url: '/api/admin/activity?action=backup_create',
      cookie: admin,
    });
    expect(byAction.json().every((e: { action: string }) => e.action === 'backup_create')).toBe(true);
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'admin@test.example.com'));
    const mine = (
      await t.call({ method: 'GET', url: `/api/admin/activity?userId=${me!.id}`, cookie: admin })
    ).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e: { userId: string }) => e.userId === me!.id)).toBe(true);
    expect(mine[0].user).toBe('admin Tester');

    const today = new Date().toISOString().slice(0, 10);
    const fromToday = await t.call({
      method: 'GET',
      url: `/api/admin/activity?from=${today}&limit=500`,
      cookie: admin,
    });
    expect(fromToday.json().every((e: { createdAt: string }) => e.createdAt.slice(0, 10) >= today)).toBe(
      true,
    );
    const untilYesterday = await t.call({
      method: 'GET',
      url: `/api/admin/activity?to=2000-01-01`,
      cookie: admin,
    });
    expect(untilYesterday.json()).toEqual([]);
    expect(untilYesterday.headers['x-total-count']).toBe('0');
  });

  it('answers 400 for a bad filter', async () => {
    for (const query of ['userId=nope', 'from=yesterday', 'limit=0', 'limit=501']) {
      const response = await t.call({ method: 'GET', url: `/api/admin/activity?${query}`, cookie: admin });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
