import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeProposals, substances } from '../../src/server/db/schema.ts';
import { createSubstance, substancePayload, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The change proposal routes (ADR 037) signed out, by roles that may not decide, with bad input, unknown ids and
 * stale revisions: GET /api/change-proposals(/:id), POST /api/change-proposals/:id/approve and /reject.
 */
const STALE = 'This record was changed by someone else. Reload to see the latest version.';
const MISSING = '00000000-0000-4000-8000-000000000009';
let t: TestApp;
let reviewer: string;
let editor: string;
let viewer: string;
let proposal: { id: string; revision: number; entityId: string };

beforeAll(async () => {
  t = await buildTestApp();
  reviewer = await t.signInAs('quality_regulatory');
  editor = await t.signInAs('editor');
  viewer = await t.signInAs('viewer');
  const substance = await createSubstance(t, reviewer, { inciName: uniqueName('Coumarin') });
  const saved = await t.call({
    method: 'PUT',
    url: `/api/substances/${substance.id}`,
    payload: { ...substancePayload({ inciName: substance.inciName, allergen: true }), revision: 1 },
    cookie: editor,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  proposal = saved.json().proposal;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.call({ method, url, cookie, payload });
async function unchanged() {
  const [row] = await t.database.db.select().from(changeProposals).where(eq(changeProposals.id, proposal.id));
  const [substance] = await t.database.db
    .select({ allergen: substances.allergen })
    .from(substances)
    .where(eq(substances.id, proposal.entityId));
  expect(row).toMatchObject({ status: 'pending', revision: 1, decidedBy: null });
  expect(substance).toEqual({ allergen: false });
}

describe('change proposal routes', () => {
  it('list and read for every role, filtered by status and record, with the total', async () => {
    const list = await call(
      'GET',
      `/api/change-proposals?status=pending&entityId=${proposal.entityId}`,
      viewer,
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([expect.objectContaining({ id: proposal.id, status: 'pending' })]);
    const none = await call('GET', '/api/change-proposals?status=approved&limit=10', viewer);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    const one = await call('GET', `/api/change-proposals/${proposal.id}`, viewer);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: proposal.id, changes: [{ field: 'allergen' }] });
  });

  it('answer 401 signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/change-proposals'],
      ['GET', `/api/change-proposals/${proposal.id}`],
      ['POST', `/api/change-proposals/${proposal.id}/approve`],
      ['POST', `/api/change-proposals/${proposal.id}/reject`],
    ] as const) {
      const response = await call(method, url, undefined, method === 'POST' ? { revision: 1 } : undefined);
      expect(response.statusCode, url).toBe(401);
    }
    await unchanged();
  });

  it('answer 403 to a decision by a role other than the regulatory role or an administrator', async () => {
    for (const cookie of [
      editor,
      viewer,
      await t.signInAs('rd_scientist'),
      await t.signInAs('product_manager'),
    ]) {
      for (const verb of ['approve', 'reject']) {
        const response = await call('POST', `/api/change-proposals/${proposal.id}/${verb}`, cookie, {
          revision: 1,
        });
        expect(response.statusCode).toBe(403);
      }
    }
    await unchanged();
  });

  it('answer 400 with the message for bad input', async () => {
    const missing = await call('POST', `/api/change-proposals/${proposal.id}/approve`, reviewer, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ revision: ['Revision is required'] });
    const longNote = await call('POST', `/api/change-proposals/${proposal.id}/reject`, reviewer, {
      revision: 1,
      note: 'x'.repeat(1001),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().fieldErrors).toEqual({ note: ['Reason must be at most 1000 characters'] });
    const status = await call('GET', '/api/change-proposals?status=maybe', reviewer);
    expect(status.statusCode).toBe(400);
    expect(status.json().fieldErrors).toEqual({ status: ['Unknown status'] });
    const entity = await call('GET', '/api/change-proposals?entityId=linalool', reviewer);
    expect(entity.json().fieldErrors).toEqual({ entityId: ['Record id must be a UUID'] });
    await unchanged();
  });

  it('answer 404 for an unknown proposal', async () => {
    for (const id of [MISSING, 'not-a-uuid']) {
      expect((await call('GET', `/api/change-proposals/${id}`, reviewer)).statusCode).toBe(404);
      const approve = await call('POST', `/api/change-proposals/${id}/approve`, reviewer, { revision: 1 });
      expect(approve.statusCode).toBe(404);
      expect(approve.json().message).toBe('Change proposal not found');
      const reject = await call('POST', `/api/change-proposals/${id}/reject`, reviewer, { revision: 1 });
      expect(reject.statusCode).toBe(404);
    }
  });

  it('answer 409 to a stale revision, and write nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(changeProposals);
    for (const verb of ['approve', 'reject']) {
      const response = await call('POST', `/api/change-proposals/${proposal.id}/${verb}`, reviewer, {
        revision: 7,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(STALE);
    }
    await unchanged();
    expect(await t.database.db.select({ n: count() }).from(changeProposals)).toEqual(before);
  });

  it('answers 409 to a stale substance save by an editor, and files nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(changeProposals);
    const response = await t.call({
      method: 'PUT',
      url: `/api/substances/${proposal.entityId}`,
      payload: {
        ...substancePayload({ inciName: uniqueName('Coumarin'), casNumbers: ['91-64-5'] }),
        revision: 0,
      },
      cookie: editor,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(STALE);
    expect(await t.database.db.select({ n: count() }).from(changeProposals)).toEqual(before);
  });

  it('an approval by the regulatory role succeeds once', async () => {
    const approved = await call('POST', `/api/change-proposals/${proposal.id}/approve`, reviewer, {
      revision: 1,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', revision: 2 });
  });
});
