import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { substances } from '../../src/server/db/schema.ts';
import { substanceAsSaved as asSaved } from '../support/change-proposals.ts';
import { activityOf, createSubstance, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A proposed change to master data that changes compliance (ADR 037) rejected with a reason, refused when the
 * substance changed since it was proposed, and deleted with its substance.
 */
let t: TestApp;
let reviewer: string;
let editor: string;
let reviewerId: string;

beforeAll(async () => {
  t = await buildTestApp();
  reviewer = await t.signInAs('quality_regulatory', 'rachel.reviewer@test.example.com');
  editor = await t.signInAs('editor', 'eddie.editor@test.example.com');
  reviewerId = (await t.createUser('quality_regulatory', 'rachel.reviewer@test.example.com')).id;
});
afterAll(async () => t.close());

const put = (id: string, payload: object, cookie: string) =>
  t.call({ method: 'PUT', url: `/api/substances/${id}`, payload, cookie });
const decide = (id: string, verb: 'approve' | 'reject', payload: object, cookie = reviewer) =>
  t.call({ method: 'POST', url: `/api/change-proposals/${id}/${verb}`, payload, cookie });
const stored = async (id: string) =>
  (await t.database.db.select().from(substances).where(eq(substances.id, id)))[0]!;

describe('rejection and a change made meanwhile', () => {
  it('a rejection leaves the substance as it is and names the proposer and the reason', async () => {
    const substance = await createSubstance(t, reviewer, { inciName: uniqueName('Squalane') });
    const proposed = await put(substance.id, asSaved(substance, { naturalOriginIndex: 0.98 }), editor);
    const proposal = proposed.json().proposal;
    expect(proposal.changes).toEqual([
      { field: 'naturalOriginIndex', label: 'Natural origin index', fromText: 'none', toText: '0.98' },
    ]);
    const rejected = await decide(proposal.id, 'reject', { revision: 1, note: 'Supplier sheet says 0.95' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionNote: 'Supplier sheet says 0.95' });
    expect((await stored(substance.id)).naturalOriginIndex).toBeNull();
    const [entry] = (await activityOf(t, substance.id)).filter(
      (row) => row.action === 'change_proposal_reject',
    );
    expect(entry).toMatchObject({
      userId: reviewerId,
      description: `Rejected the change to substance "${substance.inciName}" proposed by editor Tester: Natural origin index: none → 0.98 (Supplier sheet says 0.95)`,
    });
  });

  it('an approval is refused (409) when the field changed since it was proposed, and nothing is written', async () => {
    const substance = await createSubstance(t, reviewer, { inciName: uniqueName('Citral') });
    const proposal = (await put(substance.id, asSaved(substance, { allergen: true }), editor)).json()
      .proposal;
    const meanwhile = await put(substance.id, asSaved(substance, { allergen: true }), reviewer);
    expect(meanwhile.json()).toMatchObject({ allergen: true, revision: 2 });
    const refused = await decide(proposal.id, 'approve', { revision: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The substance changed since this was proposed. Reject this change and propose it again.',
    );
    expect(await stored(substance.id)).toMatchObject({ allergen: true, revision: 2 });
    const still = await t.call({
      method: 'GET',
      url: `/api/change-proposals/${proposal.id}`,
      cookie: editor,
    });
    expect(still.json()).toMatchObject({ status: 'pending', revision: 1 });
  });

  it('deleting a substance deletes its proposals', async () => {
    const substance = await createSubstance(t, reviewer, { inciName: uniqueName('Farnesol') });
    const proposal = (await put(substance.id, asSaved(substance, { allergen: true }), editor)).json()
      .proposal;
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/substances/${substance.id}`,
      cookie: reviewer,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.call({ method: 'GET', url: `/api/change-proposals/${proposal.id}`, cookie: editor });
    expect(gone.statusCode).toBe(404);
  });
});
