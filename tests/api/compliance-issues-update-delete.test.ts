import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  patchStatus,
  put,
  regulatory,
  regulatoryId,
  reporter,
  reporterId,
  startComplianceIssuesApp,
  stopComplianceIssuesApp,
  storedIssue,
  t,
  tableCounts,
} from '../support/compliance-issues-app.ts';
import { activityOf, createIssue, issuePayload } from '../support/factories.ts';

/**
 * PUT /api/compliance/issues/{id}, PATCH .../status and DELETE (docs/product-rules.md, "Records"): edits and status
 * changes send the revision they read, resolving records who and when, reopening clears it; deletion is
 * logged.
 */
beforeAll(startComplianceIssuesApp);
afterAll(stopComplianceIssuesApp);

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

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
