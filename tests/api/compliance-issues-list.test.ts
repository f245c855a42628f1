import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  reporter,
  startComplianceIssuesApp,
  stopComplianceIssuesApp,
  t,
  tableCounts,
} from '../support/compliance-issues-app.ts';
import { createIssue, issuePayload } from '../support/factories.ts';
import { buildTestApp } from '../support/test-app.ts';

/**
 * GET /api/compliance/issues, /open and /{id} (docs/product-rules.md, "API conventions"): newest first with status and severity
 * filters, the open ones most severe first, one issue; every route answers 404 when compliance is turned off.
 */
beforeAll(startComplianceIssuesApp);
afterAll(stopComplianceIssuesApp);

describe('GET /api/compliance/issues and /open', () => {
  /** A database of its own, so the lists hold exactly what the test created. */
  async function withIssues() {
    const app = await buildTestApp();
    const cookie = await app.signInAs('quality_regulatory');
    const make = async (severity: string, title: string) => {
      const response = await app.call({
        method: 'POST',
        url: '/api/compliance/issues',
        payload: issuePayload({ severity, title }),
        cookie,
      });
      expect(response.statusCode).toBe(201);
      return response.json();
    };
    const setStatus = async (issue: { id: string }, status: string) => {
      const response = await app.call({
        method: 'PATCH',
        url: `/api/compliance/issues/${issue.id}/status`,
        payload: { status, revision: 1 },
        cookie,
      });
      expect(response.statusCode).toBe(200);
    };
    const low = await make('low', 'Low open');
    const critical = await make('critical', 'Critical open');
    const medium = await make('medium', 'Medium open');
    const high = await make('high', 'High open');
    const inProgress = await make('critical', 'Critical in progress');
    await setStatus(inProgress, 'in_progress');
    const resolved = await make('critical', 'Critical resolved');
    await setStatus(resolved, 'resolved');
    return { app, cookie, low, critical, medium, high, inProgress, resolved };
  }
  const titles = (response: { json(): { title: string }[] }) => response.json().map((row) => row.title);

  it('lists every issue, newest first, and filters by status and severity', async () => {
    const { app, cookie } = await withIssues();
    try {
      const all = await app.call({ method: 'GET', url: '/api/compliance/issues', cookie });
      expect(all.statusCode).toBe(200);
      expect(titles(all)).toEqual([
        'Critical resolved',
        'Critical in progress',
        'High open',
        'Medium open',
        'Critical open',
        'Low open',
      ]);
      const inProgress = await app.call({
        method: 'GET',
        url: '/api/compliance/issues?status=in_progress',
        cookie,
      });
      expect(titles(inProgress)).toEqual(['Critical in progress']);
      const critical = await app.call({
        method: 'GET',
        url: '/api/compliance/issues?severity=critical&status=open',
        cookie,
      });
      expect(titles(critical)).toEqual(['Critical open']);
    } finally {
      await app.close();
    }
  });

  it('lists only open issues on /open, most severe first, and takes ?limit=3', async () => {
    const { app, cookie } = await withIssues();
    try {
      const open = await app.call({ method: 'GET', url: '/api/compliance/issues/open', cookie });
      expect(open.statusCode).toBe(200);
      expect(titles(open)).toEqual(['Critical open', 'High open', 'Medium open', 'Low open']);
      expect(open.json().every((issue: { status: string }) => issue.status === 'open')).toBe(true);
      const three = await app.call({ method: 'GET', url: '/api/compliance/issues/open?limit=3', cookie });
      expect(titles(three)).toEqual(['Critical open', 'High open', 'Medium open']);
      // Every role reads them (the dashboard's Compliance Alerts card).
      const viewer = await app.signInAs('viewer');
      expect(
        (await app.call({ method: 'GET', url: '/api/compliance/issues/open?limit=3', cookie: viewer }))
          .statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers an empty list when nothing is open', async () => {
    const app = await buildTestApp();
    try {
      const cookie = await app.signInAs('viewer');
      const response = await app.call({ method: 'GET', url: '/api/compliance/issues/open', cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('GET /api/compliance/issues/{id} returns one issue', async () => {
    const created = await createIssue(t, reporter);
    const response = await get(`/api/compliance/issues/${created.id}`, await t.signInAs('viewer'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('answers 404 on every compliance route when the feature is turned off', async () => {
    const app = await buildTestApp();
    try {
      const cookie = await app.signInAs('quality_regulatory');
      const created = (
        await app.call({ method: 'POST', url: '/api/compliance/issues', payload: issuePayload(), cookie })
      ).json();
      await app.directWrite(() =>
        app.database.db.execute(
          sql`update system_settings set data = jsonb_set(data, '{features,compliance}', 'false'::jsonb)`,
        ),
      );
      const before = await tableCounts(app);
      for (const request of [
        { method: 'GET', url: '/api/compliance/issues' },
        { method: 'GET', url: `/api/compliance/issues/${created.id}` },
        { method: 'POST', url: '/api/compliance/issues', payload: issuePayload() },
        {
          method: 'PATCH',
          url: `/api/compliance/issues/${created.id}/status`,
          payload: { status: 'resolved', revision: 1 },
        },
      ] as const) {
        const response = await app.call({ ...request, cookie });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      }
      expect(await tableCounts(app)).toEqual(before);
      expect((await app.call({ method: 'GET', url: '/api/compliance/issues/open', cookie })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
    }
  });
});
