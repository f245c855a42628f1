import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, complianceIssues } from '../../src/server/db/schema.ts';
import {
  activityOf,
  createFormulation,
  createIngredient,
  createIssue,
  issuePayload,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

let t: TestApp;
/** quality_regulatory may edit, change the status of and delete issues. */
let regulatory: string;
let regulatoryId: string;
/** product_manager may report an issue but not edit one. */
let reporter: string;
let reporterId: string;
beforeAll(async () => {
  t = await buildTestApp();
  regulatory = await t.signInAs('quality_regulatory');
  regulatoryId = (await t.createUser('quality_regulatory')).id;
  reporter = await t.signInAs('product_manager');
  reporterId = (await t.createUser('product_manager')).id;
});
afterAll(async () => t.close());

async function tableCounts(app = t) {
  const [i] = await app.database.db.select({ n: count() }).from(complianceIssues);
  const [a] = await app.database.db.select({ n: count() }).from(activityLog);
  return { issues: i!.n, activity: a!.n };
}
async function storedIssue(id: string) {
  const [row] = await t.database.db.select().from(complianceIssues).where(eq(complianceIssues.id, id));
  return row;
}

const get = (url: string, cookie = regulatory) => t.call({ method: 'GET', url, cookie });
const put = (id: string, payload: object, cookie = regulatory) =>
  t.call({ method: 'PUT', url: `/api/compliance/issues/${id}`, payload, cookie });
const patchStatus = (id: string, payload: object, cookie = regulatory) =>
  t.call({ method: 'PATCH', url: `/api/compliance/issues/${id}/status`, payload, cookie });

describe('POST /api/compliance/issues (Report Issue)', () => {
  it('lets a product manager report an issue linked to a formulation, an ingredient and an assignee', async () => {
    const admin = await t.signInAs('admin');
    const ingredient = await createIngredient(t, admin, { name: uniqueName('Salicylic Acid') });
    const formulation = await createFormulation(t, admin, [ingredient.id]);
    const payload = issuePayload({
      title: uniqueName('Salicylic acid above 2 %'),
      description: 'Leave-on serum exceeds the Annex III limit',
      severity: 'critical',
      region: 'EU',
      dueDate: '2031-01-15',
      formulationId: formulation.id,
      ingredientId: ingredient.id,
      assigneeId: regulatoryId,
    });
    const response = await t.call({
      method: 'POST',
      url: '/api/compliance/issues',
      payload,
      cookie: reporter,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: payload.title,
      description: 'Leave-on serum exceeds the Annex III limit',
      severity: 'critical',
      status: 'open',
      region: 'EU',
      dueDate: '2031-01-15',
      formulationId: formulation.id,
      formulationName: formulation.name,
      ingredientId: ingredient.id,
      ingredientName: ingredient.name,
      ruleId: null,
      automated: false,
      assigneeId: regulatoryId,
      assigneeName: 'quality_regulatory Tester',
      reportedBy: reporterId,
      statusChangedBy: null,
      statusChangedByName: null,
      statusChangedAt: null,
      resolvedAt: null,
      revision: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const activity = await activityOf(t, body.id);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      action: 'compliance_issue_create',
      entityType: 'compliance_issue',
      userId: reporterId,
      description: `Reported compliance issue "${payload.title}" (critical)`,
    });
  });

  it('opens every reported issue as open, whatever status or reporter the client sends', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/compliance/issues',
      payload: issuePayload({ status: 'resolved', reportedBy: regulatoryId, statusChangedBy: regulatoryId }),
      cookie: reporter,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'open',
      reportedBy: reporterId,
      statusChangedBy: null,
      resolvedAt: null,
    });
  });

  it('stores empty optional fields as none', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/compliance/issues',
      payload: { title: uniqueName('Minimal'), severity: 'low', region: '', dueDate: '', formulationId: '' },
      cookie: reporter,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      description: '',
      region: null,
      dueDate: null,
      formulationId: null,
    });
  });

  it.each([
    'admin',
    'editor',
    'rd_scientist',
    'procurement_specialist',
    'finance_analyst',
    'quality_regulatory',
  ])('lets %s report', async (role) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/compliance/issues',
      payload: issuePayload(),
      cookie: await t.signInAs(role),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('validation (nothing written)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty title', { title: '' }, 'title', 'Title is required'],
    ['a blank title', { title: '   ' }, 'title', 'Title is required'],
    ['no title', { title: undefined }, 'title', 'Title is required'],
    ['no severity', { severity: undefined }, 'severity', 'Severity is required'],
    ['an unknown severity', { severity: 'urgent' }, 'severity', 'Severity is required'],
    ['a due date that is not a date', { dueDate: 'next week' }, 'dueDate', 'Due date must be a date'],
    ['a malformed formulation id', { formulationId: 'serum' }, 'formulationId', 'Formulation not found'],
    ['an unknown formulation', { formulationId: randomUUID() }, 'formulationId', 'Formulation not found'],
    ['an unknown ingredient', { ingredientId: randomUUID() }, 'ingredientId', 'Ingredient not found'],
    ['an unknown assignee', { assigneeId: randomUUID() }, 'assigneeId', 'User not found'],
  ];

  it.each(cases)(
    'POST with %s answers 400 with the field message',
    async (_label, overrides, field, message) => {
      const before = await tableCounts();
      const response = await t.call({
        method: 'POST',
        url: '/api/compliance/issues',
        payload: issuePayload(overrides),
        cookie: reporter,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe(message);
      expect(body.fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it.each(cases.filter((_, index) => index % 2 === 0))(
    'PUT with %s answers 400 and leaves the issue as it was',
    async (_label, overrides, field, message) => {
      const created = await createIssue(t, reporter);
      const before = await tableCounts();
      const response = await put(created.id, { ...issuePayload(overrides), revision: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
      expect(await storedIssue(created.id)).toMatchObject({ title: created.title, revision: 1 });
    },
  );

  it('refuses a malformed list query', async () => {
    expect((await get('/api/compliance/issues?status=closed')).statusCode).toBe(400);
    expect((await get('/api/compliance/issues?severity=urgent')).statusCode).toBe(400);
    expect((await get('/api/compliance/issues/open?limit=0')).statusCode).toBe(400);
    expect((await get('/api/compliance/issues/open?limit=many')).statusCode).toBe(400);
  });
});

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

  it('answers 404 on every compliance route when the feature is turned off (issue 13)', async () => {
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

describe('PUT /api/compliance/issues/{id}', () => {
  it('edits with the revision read and logs it', async () => {
    const created = await createIssue(t, reporter, { severity: 'low' });
    const payload = issuePayload({
      title: `${created.title} (confirmed)`,
      severity: 'high',
      region: 'US',
      dueDate: '',
    });
    const response = await put(created.id, { ...payload, revision: created.revision });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      title: `${created.title} (confirmed)`,
      severity: 'high',
      region: 'US',
      dueDate: null,
      status: 'open',
      reportedBy: reporterId,
      revision: 2,
    });
    const activity = await activityOf(t, created.id);
    expect(activity.map((row) => row.action)).toEqual(['compliance_issue_create', 'compliance_issue_update']);
    expect(activity[1]).toMatchObject({
      userId: regulatoryId,
      description: `Updated compliance issue "${created.title} (confirmed)"`,
    });
  });

  it('answers 409 to a stale revision and keeps the newer version', async () => {
    const created = await createIssue(t, reporter);
    expect(
      (await put(created.id, { ...issuePayload({ title: 'First writer' }), revision: 1 })).statusCode,
    ).toBe(200);
    const before = await tableCounts();
    const stale = await put(created.id, { ...issuePayload({ title: 'Second writer' }), revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    expect(await storedIssue(created.id)).toMatchObject({ title: 'First writer', revision: 2 });
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 when the revision is missing', async () => {
    const created = await createIssue(t, reporter);
    const response = await put(created.id, issuePayload({ title: 'No revision' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Revision is required');
    expect(await storedIssue(created.id)).toMatchObject({ title: created.title, revision: 1 });
  });
});

describe('PATCH /api/compliance/issues/{id}/status', () => {
  it('moves open -> in_progress -> resolved, recording who and when', async () => {
    const created = await createIssue(t, reporter, { severity: 'high' });
    const started = await patchStatus(created.id, { status: 'in_progress', revision: 1 });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      status: 'in_progress',
      statusChangedBy: regulatoryId,
      statusChangedByName: 'quality_regulatory Tester',
      statusChangedAt: expect.any(String),
      resolvedAt: null,
      revision: 2,
    });

    const resolved = await patchStatus(created.id, { status: 'resolved', revision: 2 });
    expect(resolved.statusCode).toBe(200);
    const body = resolved.json();
    expect(body).toMatchObject({ status: 'resolved', statusChangedBy: regulatoryId, revision: 3 });
    expect(body.resolvedAt).toEqual(expect.any(String));
    expect(body.resolvedAt).toBe(body.statusChangedAt);
    expect(Date.parse(body.resolvedAt)).toBeGreaterThanOrEqual(Date.parse(started.json().statusChangedAt));

    const stored = await storedIssue(created.id);
    expect(stored).toMatchObject({ status: 'resolved', statusChangedBy: regulatoryId });
    expect(stored!.resolvedAt).toBeInstanceOf(Date);

    const activity = await activityOf(t, created.id);
    expect(activity.map((row) => [row.action, row.description, row.userId])).toEqual([
      ['compliance_issue_create', `Reported compliance issue "${created.title}" (high)`, reporterId],
      ['compliance_status_change', `Compliance issue "${created.title}": Open → In Progress`, regulatoryId],
      [
        'compliance_status_change',
        `Compliance issue "${created.title}": In Progress → Resolved`,
        regulatoryId,
      ],
    ]);
  });

  it('reopens a resolved issue and clears resolvedAt', async () => {
    const created = await createIssue(t, reporter);
    expect((await patchStatus(created.id, { status: 'resolved', revision: 1 })).statusCode).toBe(200);
    const reopened = await patchStatus(created.id, { status: 'open', revision: 2 });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'open', resolvedAt: null, revision: 3 });
  });

  it('answers 409 to a stale revision and changes nothing', async () => {
    const created = await createIssue(t, reporter);
    expect((await patchStatus(created.id, { status: 'in_progress', revision: 1 })).statusCode).toBe(200);
    const before = await tableCounts();
    const stale = await patchStatus(created.id, { status: 'resolved', revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    expect(await storedIssue(created.id)).toMatchObject({
      status: 'in_progress',
      resolvedAt: null,
      revision: 2,
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 to an unknown status or a missing revision', async () => {
    const created = await createIssue(t, reporter);
    const before = await tableCounts();
    const unknown = await patchStatus(created.id, { status: 'closed', revision: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.status).toEqual(['Status must be open, in progress or resolved']);
    const noRevision = await patchStatus(created.id, { status: 'resolved' });
    expect(noRevision.statusCode).toBe(400);
    expect(noRevision.json().fieldErrors.revision).toEqual(['Revision is required']);
    expect(await storedIssue(created.id)).toMatchObject({ status: 'open', revision: 1 });
    expect(await tableCounts()).toEqual(before);
  });
});

describe('DELETE /api/compliance/issues/{id}', () => {
  it('deletes the issue and logs it', async () => {
    const created = await createIssue(t, reporter);
    const response = await t.call({
      method: 'DELETE',
      url: `/api/compliance/issues/${created.id}`,
      cookie: regulatory,
    });
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/compliance/issues/${created.id}`)).statusCode).toBe(404);
    expect(await storedIssue(created.id)).toBeUndefined();
    const activity = await activityOf(t, created.id);
    expect(activity.map((row) => row.action)).toEqual(['compliance_issue_create', 'compliance_issue_delete']);
    expect(activity[1]).toMatchObject({
      userId: regulatoryId,
      description: `Deleted compliance issue "${created.title}"`,
    });
  });
});

describe('access', () => {
  it('answers 401 on every compliance endpoint when signed out', async () => {
    const id = randomUUID();
    const requests = [
      { method: 'GET', url: '/api/compliance/issues' },
      { method: 'GET', url: '/api/compliance/issues/open' },
      { method: 'GET', url: `/api/compliance/issues/${id}` },
      { method: 'POST', url: '/api/compliance/issues', payload: issuePayload() },
      { method: 'PUT', url: `/api/compliance/issues/${id}`, payload: { ...issuePayload(), revision: 1 } },
      {
        method: 'PATCH',
        url: `/api/compliance/issues/${id}/status`,
        payload: { status: 'resolved', revision: 1 },
      },
      { method: 'DELETE', url: `/api/compliance/issues/${id}` },
    ] as const;
    const before = await tableCounts();
    for (const request of requests) {
      const response = await t.call({ ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 403 to a viewer reporting an issue, and writes nothing', async () => {
    const viewer = await t.signInAs('viewer');
    const before = await tableCounts();
    const response = await t.call({
      method: 'POST',
      url: '/api/compliance/issues',
      payload: issuePayload(),
      cookie: viewer,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
    expect(await tableCounts()).toEqual(before);
    // ... while reading is open to a viewer.
    expect((await get('/api/compliance/issues', viewer)).statusCode).toBe(200);
  });

  it.each(['product_manager', 'viewer', 'rd_scientist'])(
    'answers 403 to %s on edit, status change and delete, and changes nothing',
    async (role) => {
      const created = await createIssue(t, reporter);
      const cookie = await t.signInAs(role);
      const before = await tableCounts();
      const requests = [
        {
          method: 'PUT',
          url: `/api/compliance/issues/${created.id}`,
          payload: { ...issuePayload(), revision: 1 },
        },
        {
          method: 'PATCH',
          url: `/api/compliance/issues/${created.id}/status`,
          payload: { status: 'resolved', revision: 1 },
        },
        { method: 'DELETE', url: `/api/compliance/issues/${created.id}` },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      expect(await tableCounts()).toEqual(before);
      expect(await storedIssue(created.id)).toMatchObject({
        title: created.title,
        status: 'open',
        revision: 1,
      });
    },
  );

  it.each(['admin', 'editor'])('lets %s edit, change the status and delete', async (role) => {
    const cookie = await t.signInAs(role);
    const created = await createIssue(t, reporter);
    expect((await put(created.id, { ...issuePayload(), revision: 1 }, cookie)).statusCode).toBe(200);
    expect((await patchStatus(created.id, { status: 'in_progress', revision: 2 }, cookie)).statusCode).toBe(
      200,
    );
    expect(
      (await t.call({ method: 'DELETE', url: `/api/compliance/issues/${created.id}`, cookie })).statusCode,
    ).toBe(204);
  });
});

describe('404', () => {
  it.each([randomUUID(), 'not-a-uuid'])(
    'answers 404 "Compliance issue not found" for id %s everywhere',
    async (id) => {
      const before = await tableCounts();
      const requests = [
        { method: 'GET', url: `/api/compliance/issues/${id}` },
        { method: 'PUT', url: `/api/compliance/issues/${id}`, payload: { ...issuePayload(), revision: 1 } },
        {
          method: 'PATCH',
          url: `/api/compliance/issues/${id}/status`,
          payload: { status: 'resolved', revision: 1 },
        },
        { method: 'DELETE', url: `/api/compliance/issues/${id}` },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie: regulatory });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Compliance issue not found' });
      }
      expect(await tableCounts()).toEqual(before);
    },
  );
});
