import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  patchStatus,
  put,
  regulatory,
  reporter,
  startComplianceIssuesApp,
  stopComplianceIssuesApp,
  storedIssue,
  t,
  tableCounts,
} from '../support/compliance-issues-app.ts';
import { createIssue, issuePayload } from '../support/factories.ts';

/**
 * Who may call the compliance issue routes (docs/product-rules.md, "Sign-in and permissions"): 401 signed out, 403 to a viewer
 * reporting and to the roles that may not edit, admin and editor allowed, 404 for an unknown or malformed id.
 */
beforeAll(startComplianceIssuesApp);
afterAll(stopComplianceIssuesApp);

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
