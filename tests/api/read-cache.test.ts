import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients, users } from '../../src/server/db/schema.ts';
import { formulationPayload, rawMaterialPayload, updateSettings } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/** Sessions and chosen GET answers are served from memory until the change feed reports a write (ADR 007). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) => t.call({ method: 'GET', url, cookie });

/** Renames a raw material with the change triggers off for this transaction: nobody hears of it. */
async function silentRename(id: string, name: string) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(ingredients).set({ name }).where(eq(ingredients.id, id));
  });
}

describe('read cache', () => {
  it('puts the change trigger on every table but the logs nothing cached reads (attempts, events, deliveries, the changes log)', async () => {
    const { rows } = await t.database.db.execute<{ tablename: string; has: boolean }>(sql`
      select tablename, exists (
        select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where c.relname = t.tablename and g.tgname = 'formulary_notify_change'
      ) as has
      from pg_tables t where schemaname = 'public' order by tablename`);
    expect(rows.length).toBeGreaterThan(15);
    for (const row of rows)
      expect([row.tablename, row.has]).toEqual([
        row.tablename,
        ![
          'login_attempts',
          'email_confirmations',
          'events',
          'data_migrations',
          'rate_limits',
          'webhook_deliveries',
          'webhook_attempts',
          'table_changes',
          'feature_usage',
        ].includes(row.tablename),
      ]);
  });

  it('answers a repeated read from memory with its headers, until a write is heard of', async () => {
    const url = '/api/ingredients?limit=5&sort=name';
    // The setup's own writes (the seed, the sign-in) heard first: a change heard while the first read runs
    // rightly keeps its answer out of the cache, and the next read would go to the database.
    await t.directWrite(async () => undefined);
    const first = await get(url, admin);
    expect(first.statusCode).toBe(200);
    const [rawMaterial] = first.json() as { id: string; name: string }[];
    await silentRename(rawMaterial!.id, `${rawMaterial!.name} (renamed unheard)`);

    const second = await get(url, admin);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-store');

    // A write another instance or a script makes reaches the cache through the trigger's notification.
    await t.directWrite(() =>
      t.database.db.update(ingredients).set({ name: 'AAA Heard' }).where(eq(ingredients.id, rawMaterial!.id)),
    );
    const third = (await get(url, admin)).json() as { id: string; name: string }[];
    expect(third[0]).toMatchObject({ id: rawMaterial!.id, name: 'AAA Heard' });
  });

  it('shows a write made through the API to the very next read', async () => {
    const water = (
      await t.call({ method: 'POST', url: '/api/ingredients', payload: rawMaterialPayload(), cookie: admin })
    ).json();
    const before = (await get('/api/formulations', admin)).json() as { id: string }[];
    const created = await t.call({
      method: 'POST',
      url: '/api/formulations',
      payload: formulationPayload([water.id]),
      cookie: admin,
    });
    expect(created.statusCode).toBe(201);
    const after = (await get('/api/formulations', admin)).json() as { id: string }[];
    expect(after.length).toBe(before.length + 1);
    expect(after.map((f) => f.id)).toContain(created.json().id);

    const detailUrl = `/api/formulations/${created.json().id}`;
    const detail = (await get(detailUrl, admin)).json();
    const updated = await t.call({
      method: 'PUT',
      url: detailUrl,
      payload: { ...formulationPayload([water.id]), name: 'Renamed at once', revision: detail.revision },
      cookie: admin,
    });
    expect(updated.statusCode).toBe(200);
    expect((await get(detailUrl, admin)).json().name).toBe('Renamed at once');
  });

  it('still checks the session, the query and maintenance mode on a cached read', async () => {
    const viewer = await t.signInAs('viewer');
    const url = '/api/dashboard/stats';
    expect((await get(url, admin)).statusCode).toBe(200);
    expect((await get(url, viewer)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, 'formulary_session=forged')).statusCode).toBe(401);
    expect((await get('/api/formulations?limit=abc', admin)).statusCode).toBe(400);

    await updateSettings(t, admin, (s) => {
      s.platform.maintenance = true;
    });
    try {
      const refused = await get(url, viewer);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('The platform is under maintenance. Please try again later.');
      expect((await get(url, admin)).statusCode).toBe(200);
    } finally {
      await updateSettings(t, admin, (s) => {
        s.platform.maintenance = false;
      });
    }
    expect((await get(url, viewer)).statusCode).toBe(200);
  });

  it('forgets a session the moment it is signed out', async () => {
    const cookie = await t.signInAs('editor');
    expect((await get('/api/formulations', cookie)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/logout', cookie })).statusCode).toBeLessThan(400);
    expect((await get('/api/formulations', cookie)).statusCode).toBe(401);
  });

  it('keeps sessions in memory through data writes; a role changed through the API holds at the next request', async () => {
    const email = `cache.${Date.now()}@test.example.com`;
    const editor = await t.signInAs('editor', email);
    const [{ id }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const water = (
      await t.call({ method: 'POST', url: '/api/ingredients', payload: rawMaterialPayload(), cookie: admin })
    ).json();
    const save = () =>
      t.call({
        method: 'POST',
        url: '/api/formulations',
        payload: formulationPayload([water.id]),
        cookie: editor,
      });
    // Heard after everything the sign-in wrote (one connection delivers notifications in commit order).
    await t.directWrite(() =>
      t.database.db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, id!)),
    );
    expect((await save()).statusCode).toBe(201); // the session is read and kept

    // Demoted with the triggers off: only a reload of the session would see it.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ role: 'viewer' }).where(eq(users.id, id!));
    });
    expect((await save()).statusCode).toBe(201);
    // Everything the saves wrote has been heard (formulations, lines, activity): none is a session's table.
    await t.directWrite(() =>
      t.database.db.update(ingredients).set({ description: 'heard' }).where(eq(ingredients.id, water.id)),
    );
    expect((await save()).statusCode).toBe(201);

    // Through the API, an identity write is in force for this process at once, before its notification: a changed
    // role ends the user's sessions.
    await t.database.db.update(users).set({ role: 'editor' }).where(eq(users.id, id!));
    const current = (await get(`/api/admin/users/${id}`, admin)).json();
    const demoted = await t.call({
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      payload: {
        firstName: current.firstName,
        lastName: current.lastName,
        email,
        role: 'viewer',
        revision: current.revision,
      },
      cookie: admin,
    });
    expect(demoted.statusCode).toBe(200);
    expect((await save()).statusCode).toBe(401);
  });

  it('serves nothing from memory while the change feed is not listening', async () => {
    const [first] = (await get('/api/ingredients?limit=3&sort=-name', admin)).json() as { id: string }[];
    const url = `/api/ingredients/${first!.id}`;
    expect((await get(url, admin)).statusCode).toBe(200);
    await t.app.services.changes.stop();
    expect(t.app.services.changes.usable).toBe(false);
    await silentRename(first!.id, 'Read from the database');
    expect((await get(url, admin)).json().name).toBe('Read from the database');
  });
});
