import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../src/domain/user/permissions.ts';
import { createFormulation, createRawMaterial, createSupplier } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Hostile input (issue: measure and harden): generated bodies, params and query strings against every route as a
 * signed-in editor. Never a 5xx, always the error format, and a refused request changes nothing.
 */
let t: TestApp;
let cookie: string;
let knownIds: string[] = [];
beforeAll(async () => {
  // The fuzzer calls the sign-up and invitation routes hundreds of times from one address: no rate limit here.
  t = await buildTestApp({ env: { SIGN_UP_RATE_LIMIT: '100000', EXPORT_RATE_LIMIT: '100000' } });
  cookie = await t.signInAs('editor', 'hostile@test.example.com');
  const rawMaterial = await createRawMaterial(t, cookie);
  const supplier = await createSupplier(t, cookie);
  const formulation = await createFormulation(t, cookie, [rawMaterial.id]);
  knownIds = [rawMaterial.id, supplier.id, formulation.id];
});
afterAll(async () => t.close());

// Tables a refused request may still touch: the session's last-seen time, sign-in attempts, rate-limit counters.
// table_changes: the commit feed's record of what each transaction wrote (ADR 022), a session touch included.
const VOLATILE = new Set([
  'sessions',
  'login_attempts',
  'rate_limits',
  '__drizzle_migrations',
  'table_changes',
]);

async function fingerprint(): Promise<string> {
  const tables = await t.database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    if (VOLATILE.has(tablename)) continue;
    const [row] = (
      await t.database.db.execute<{ digest: string | null }>(
        // Without the activity stamps a signed-in request refreshes once a minute (users.last_active_at).
        sql.raw(
          `select md5(string_agg((to_jsonb(t) - 'last_active_at')::text, '|' order by (to_jsonb(t) - 'last_active_at')::text)) as digest from "${tablename}" t`,
        ),
      )
    ).rows;
    parts.push(`${tablename}:${row?.digest ?? ''}`);
  }
  return parts.join(',');
}

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    "'; drop table formulations; --",
    '" or 1=1 --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../../etc/passwd',
    '..%2f..%2fpg-password',
    '%00',
    '\u0000',
    '=cmd|/c calc',
    '{{7*7}}',
    // A template-injection probe, spelled so no linter takes it for a template literal.
    ['$', '{process.exit()}'].join(''),
    'NaN',
    '-1',
    '1e309',
    '0x10',
    '9'.repeat(400),
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  // NUL bytes anywhere in text: PostgreSQL refuses them, so the API must first (docs/product-rules.md, "Sign-in and permissions").
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.0000001),
  // Just beyond what PostgreSQL's integer and numeric(18,6) columns store (docs/product-rules.md, "Sign-in and permissions").
  fc.constantFrom(2_147_483_648, -2_147_483_649, 1e12, 1e15, 123456789012.125),
);
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const pollution = fc.constantFrom(
  JSON.parse('{"__proto__": {"polluted": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
  JSON.parse('{"prototype": {"polluted": true}, "role": "admin"}'),
);
const deep = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('name', 'revision', 'ingredients', 'role', 'status'),
    ),
    tie('value'),
    { maxKeys: 6 },
  ),
})).value;
const body = fc.oneof(deep, pollution, fc.dictionary(fc.string({ maxLength: 10 }), leaf));
const param = fc.oneof(
  hostileString.filter((s) => s.length > 0 && s.length < 300),
  fc.uuid(),
  fc.constantFrom(...['x']),
);
const query = fc.dictionary(
  fc.constantFrom('limit', 'offset', 'q', 'sort', 'status', 'category', 'productType', 'lastEventId', 'x'),
  hostileString,
  {
    maxKeys: 4,
  },
);

// Streams and sign-out are not request/response calls a fuzzer can drive.
const SKIP = new Set(['GET /api/events', 'GET /api/logout']);

function fill(url: string, value: string) {
  return url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(value));
}

describe('hostile input', () => {
  it('never answers 5xx, always in the error format, and refused requests change nothing', async () => {
    const routes = t.app.apiRoutes.filter((route) => !SKIP.has(`${route.method} ${route.url}`));
    expect(routes.length).toBeGreaterThan(20);
    // The database's state before each request: read again only after a request that may have changed it.
    let before = await fingerprint();
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(body, param, query, fc.boolean(), async (payload, id, search, useKnownId) => {
          const withId = route.url.includes(':')
            ? fill(route.url, useKnownId ? knownIds[0]! : id)
            : route.url;
          const qs = new URLSearchParams(search as Record<string, string>).toString();
          const response = await t.call({
            method: route.method as 'GET',
            url: qs ? `${withId}?${qs}` : withId,
            payload: ['POST', 'PUT', 'PATCH'].includes(route.method) ? (payload as object) : undefined,
            cookie,
          });
          const label = `${route.method} ${route.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const error = response.json();
            expect(typeof error.message, label).toBe('string');
            expect(response.body, label).not.toMatch(/at .*\.ts:\d+|node_modules|stack/);
            expect(await fingerprint(), label).toBe(before);
          } else before = await fingerprint();
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: 12, seed: 20261122 },
      );
    }
  }, 600_000);

  it('refuses a NUL byte in a body, a query or a path on every route with 400, also before sign-in', async () => {
    const routes = t.app.apiRoutes.filter((route) => !SKIP.has(`${route.method} ${route.url}`));
    // Every answer here is a refusal, so the state never moves: one reading serves the whole sweep.
    const before = await fingerprint();
    for (const signedIn of [true, false]) {
      for (const route of routes) {
        const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
        const response = await t.call({
          method: route.method as 'GET',
          url: `${fill(route.url, 'a\u0000b')}?q=x%00y`,
          payload: hasBody
            ? { name: 'a\u0000b', email: 'a\u0000@b.c', password: 'x\u0000', ids: ['a\u0000'] }
            : undefined,
          cookie: signedIn ? cookie : undefined,
        });
        const label = `${signedIn ? 'signed in' : 'signed out'} ${route.method} ${route.url} -> ${response.statusCode}`;
        // Who may not call the route is refused first (401 signed out, 403 for the editor's role); every
        // caller who may gets the NUL refusal before anything reaches the database.
        const allowed =
          route.access === 'public' ||
          (signedIn &&
            (route.access === 'user' || can({ role: 'editor' }, route.access.action, route.access.resource)));
        if (!allowed) expect([401, 403], label).toContain(response.statusCode);
        // Closed registration answers 404 before reading anything (users/routes.ts).
        else if (route.url === '/api/auth/register') expect(response.statusCode, label).toBe(404);
        else {
          expect(response.statusCode, label).toBe(400);
          expect(response.json().message, label).toBe('Text must not contain NUL characters');
        }
        expect(await fingerprint(), label).toBe(before);
      }
    }
  });

  it('refuses numbers beyond what their columns store with 400 and the field’s message', async () => {
    const supplier = (await t.call({ method: 'GET', url: `/api/suppliers/${knownIds[1]}`, cookie })).json();
    const response = await t.call({
      method: 'PUT',
      url: `/api/suppliers/${supplier.id}`,
      payload: { ...supplier, revision: 2_147_483_648 },
      cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.revision).toEqual(['Revision is out of range']);
    const formulation = await t.call({
      method: 'PUT',
      url: `/api/formulations/${knownIds[2]}`,
      payload: { name: 'x', batchSize: '1e15', revision: 1 },
      cookie,
    });
    expect(formulation.statusCode).toBe(400);
  });

  it('answers an oversized body with 413 and the error format', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: 'x'.repeat(2 * 1024 * 1024) },
      cookie,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Request body is too large');
  });

  it('answers malformed JSON with 400 in the error format', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers',
      payload: '{"name": ',
      headers: { cookie, origin: 'http://localhost:80', 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid JSON body' });
  });
});
