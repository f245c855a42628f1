import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceIssues } from '../../src/server/db/schema.ts';
import { issuePayload } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * GET /api/compliance/issues a page at a time (ADR 025): automated checks open one alert per violation, so the
 * screen reads one page and X-Total-Count instead of every issue.
 */
let t: TestApp;
let cookie: string;
/** Every issue of this file's own database, newest first (ties broken by id, descending). */
let newestFirst: { id: string; title: string; status: string; severity: string }[];

const get = (url: string, as = cookie) => t.call({ method: 'GET', url, cookie: as });
const titles = (response: { json(): { title: string }[] }) => response.json().map((row) => row.title);

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await t.signInAs('quality_regulatory');
  const reported = ['low', 'critical', 'high', 'critical', 'medium', 'high', 'low'];
  for (const [index, severity] of reported.entries()) {
    const response = await t.call({
      method: 'POST',
      url: '/api/compliance/issues',
      payload: issuePayload({ severity, title: `Paged ${index}` }),
      cookie,
    });
    expect(response.statusCode).toBe(201);
  }
  // One run of checks opens many alerts in the same instant: five with one created_at, two of them resolved.
  const instant = new Date('2031-01-01T00:00:00Z');
  await t.directWrite(() =>
    t.database.db.insert(complianceIssues).values(
      ['critical', 'high', 'high', 'medium', 'low'].map((severity, index) => ({
        title: `Same instant ${index}`,
        severity,
        status: index % 2 === 1 ? 'resolved' : 'open',
        createdAt: instant,
        updatedAt: instant,
      })),
    ),
  );
  const all = await get('/api/compliance/issues');
  expect(all.statusCode).toBe(200);
  newestFirst = all.json();
});
afterAll(async () => t.close());

describe('GET /api/compliance/issues?limit=&offset=', () => {
  it('answers every issue without a limit, newest first with the id breaking ties, and its count', async () => {
    expect(newestFirst).toHaveLength(12);
    const all = await get('/api/compliance/issues');
    expect(all.headers['x-total-count']).toBe('12');
    const stored = await t.database.db.execute<{ ids: string[] }>(
      sql`select array_agg(id::text order by created_at desc, id desc) as ids from compliance_issues`,
    );
    expect(newestFirst.map((issue) => issue.id)).toEqual(stored.rows[0]!.ids);
    // The five of the same instant come first (they are in the future), then the rest newest first.
    expect(titles(all).slice(0, 5).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Same instant ${i}`));
    expect(titles(all).slice(5)).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `Paged ${i}`));
  });

  it('pages through every issue with the total, splitting and repeating nothing', async () => {
    const pages = [];
    for (const offset of [0, 5, 10]) {
      const page = await get(`/api/compliance/issues?limit=5&offset=${offset}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-total-count']).toBe('12');
      pages.push(page.json());
    }
    expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
    expect(pages.flat().map((issue) => issue.id)).toEqual(newestFirst.map((issue) => issue.id));
    // The same instant's issues straddle no page twice: a tie splits on the id the same way every time.
    const again = await get('/api/compliance/issues?limit=3&offset=2');
    expect(again.json().map((issue: { id: string }) => issue.id)).toEqual(
      newestFirst.slice(2, 5).map((issue) => issue.id),
    );
    const beyond = await get('/api/compliance/issues?limit=5&offset=50');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('12');
  });

  it('pages within the status and severity filters, the total counting the filter', async () => {
    const matching = (status?: string, severity?: string) =>
      newestFirst
        .filter((issue) => (!status || issue.status === status) && (!severity || issue.severity === severity))
        .map((issue) => issue.id);
    for (const [query, status, severity] of [
      ['status=open', 'open', undefined],
      ['status=resolved', 'resolved', undefined],
      ['severity=high', undefined, 'high'],
      ['status=open&severity=critical', 'open', 'critical'],
    ] as const) {
      const expected = matching(status, severity);
      const first = await get(`/api/compliance/issues?${query}&limit=2&offset=0`);
      const second = await get(`/api/compliance/issues?${query}&limit=2&offset=2`);
      expect(first.headers['x-total-count'], query).toBe(String(expected.length));
      expect(second.headers['x-total-count'], query).toBe(String(expected.length));
      const ids = [...first.json(), ...second.json()].map((issue: { id: string }) => issue.id);
      expect(ids, query).toEqual(expected.slice(0, 4));
    }
  });

  it('refuses a bad limit or offset with the message the other lists give', async () => {
    for (const query of ['limit=0', 'limit=501', 'limit=many', 'offset=-1']) {
      const response = await get(`/api/compliance/issues?${query}`);
      expect(response.statusCode, query).toBe(400);
      const substances = await get(`/api/substances?${query}`);
      expect(substances.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(substances.json().message);
    }
  });

  it('answers 401 signed out and reads a page for every role, the viewer too', async () => {
    const signedOut = await t.call({ method: 'GET', url: '/api/compliance/issues?limit=5' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Unauthorized' });
    const viewer = await get('/api/compliance/issues?limit=5', await t.signInAs('viewer'));
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['x-total-count']).toBe('12');
  });
});
