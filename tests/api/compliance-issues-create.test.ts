import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  put,
  regulatoryId,
  reporter,
  reporterId,
  startComplianceIssuesApp,
  stopComplianceIssuesApp,
  storedIssue,
  t,
  tableCounts,
} from '../support/compliance-issues-app.ts';
import {
  activityOf,
  createFormulation,
  createIssue,
  createRawMaterial,
  issuePayload,
  uniqueName,
} from '../support/factories.ts';

/**
 * POST /api/compliance/issues, "Report Issue" (docs/product-rules.md, "Compliance", "The web app", "API conventions"): a reported issue opens as
 * open whatever the client sends, linked to a formulation, a raw material and an assignee; every role that may
 * report can; a refused report writes nothing.
 */
beforeAll(startComplianceIssuesApp);
afterAll(stopComplianceIssuesApp);

describe('POST /api/compliance/issues (Report Issue)', () => {
  it('lets a product manager report an issue linked to a formulation, an ingredient and an assignee', async () => {
    const admin = await t.signInAs('admin');
    const rawMaterial = await createRawMaterial(t, admin, { name: uniqueName('Salicylic Acid') });
    const formulation = await createFormulation(t, admin, [rawMaterial.id]);
    const payload = issuePayload({
      title: uniqueName('Salicylic acid above 2 %'),
      description: 'Leave-on serum exceeds the Annex III limit',
      severity: 'critical',
      region: 'EU',
      dueDate: '2031-01-15',
      formulationId: formulation.id,
      ingredientId: rawMaterial.id,
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
      ingredientId: rawMaterial.id,
      ingredientName: rawMaterial.name,
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
