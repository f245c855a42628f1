import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceIssues, substances } from '../../src/server/db/schema.ts';
import { substanceAsSaved as asSaved } from '../support/change-proposals.ts';
import {
  activityOf,
  createFormulation,
  createRawMaterial,
  createSubstance,
  pureComposition,
  ruleInput,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Master data that changes compliance is governed (ADR 037): an editor's change to a substance's allergen flag,
 * CAS numbers, natural origin index or counts-as becomes a proposal; the regulatory role approves (the change is
 * applied and compliance re-checked) or rejects it; the activity log names proposer and reviewer.
 */
let t: TestApp;
let reviewer: string;
let admin: string;
let editor: string;
let scientist: string;
let editorId: string;
let reviewerId: string;

beforeAll(async () => {
  t = await buildTestApp();
  reviewer = await t.signInAs('quality_regulatory', 'rachel.reviewer@test.example.com');
  admin = await t.signInAs('admin');
  editor = await t.signInAs('editor', 'eddie.editor@test.example.com');
  scientist = await t.signInAs('rd_scientist');
  editorId = (await t.createUser('editor', 'eddie.editor@test.example.com')).id;
  reviewerId = (await t.createUser('quality_regulatory', 'rachel.reviewer@test.example.com')).id;
});
afterAll(async () => t.close());

const put = (id: string, payload: object, cookie: string) =>
  t.call({ method: 'PUT', url: `/api/substances/${id}`, payload, cookie });
const decide = (id: string, verb: 'approve' | 'reject', payload: object, cookie = reviewer) =>
  t.call({ method: 'POST', url: `/api/change-proposals/${id}/${verb}`, payload, cookie });
const stored = async (id: string) =>
  (await t.database.db.select().from(substances).where(eq(substances.id, id)))[0]!;

/** A substance as its form sends it back, with some fields changed. */
describe('an allergen flag changed by an editor', () => {
  let linalool: Record<string, unknown> & { id: string };
  let formulationId: string;
  let proposalId: string;

  beforeAll(async () => {
    linalool = await createSubstance(t, reviewer, { inciName: uniqueName('Linalool'), allergen: false });
    const material = await createRawMaterial(t, admin, {
      name: uniqueName('Linalool'),
      incisName: String(linalool.inciName),
      composition: pureComposition(linalool.id),
    });
    const water = await createRawMaterial(t, admin, { name: uniqueName('Water') });
    // 1 oz of 1000: 0.1 % linalool in a leave-on serum, over the 0.001 % at which an allergen is named.
    formulationId = (
      await createFormulation(t, scientist, [
        { ingredientId: material.id, ounces: '1' },
        { ingredientId: water.id, ounces: '999' },
      ])
    ).id;
  });

  const labelAllergens = async () =>
    (
      await t.call({ method: 'GET', url: `/api/formulations/${formulationId}/label`, cookie: scientist })
    ).json().allergens;

  it('is filed as a proposal: the substance is unchanged and says what is pending', async () => {
    const response = await put(linalool.id, asSaved(linalool, { allergen: true }), editor);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ allergen: false, revision: 1 });
    expect(body.proposal).toMatchObject({
      entityType: 'substance',
      entityId: linalool.id,
      entityName: linalool.inciName,
      status: 'pending',
      changes: [{ field: 'allergen', label: 'Allergen', fromText: 'No', toText: 'Yes' }],
      proposedById: editorId,
      decidedBy: null,
      revision: 1,
    });
    proposalId = body.proposal.id;
    expect(body.pendingChanges).toEqual([
      {
        proposalId,
        fields: ['Allergen'],
        proposedBy: body.proposal.proposedBy,
        proposedAt: body.proposal.proposedAt,
      },
    ]);
    expect(await stored(linalool.id)).toMatchObject({ allergen: false, revision: 1 });
    expect(await labelAllergens()).toEqual([]);
    const pending = await t.call({
      method: 'GET',
      url: '/api/change-proposals?status=pending',
      cookie: editor,
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().map((p: { id: string }) => p.id)).toContain(proposalId);
  });

  it('is applied when the regulatory role approves it, and the label names the allergen', async () => {
    const response = await decide(proposalId, 'approve', { revision: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', decidedById: reviewerId, revision: 2 });
    expect(response.json().decidedAt).toEqual(expect.any(String));
    expect(await stored(linalool.id)).toMatchObject({ allergen: true, revision: 2 });
    expect(await labelAllergens()).toEqual([
      expect.objectContaining({ substanceId: linalool.id, percent: '0.100000', mustLabel: true }),
    ]);
    const substance = await t.call({ method: 'GET', url: `/api/substances/${linalool.id}`, cookie: editor });
    expect(substance.json()).toMatchObject({ allergen: true, pendingChanges: [] });
  });

  it('shows in the activity log who proposed it and who approved it', async () => {
    const entries = (await activityOf(t, linalool.id)).filter((row) =>
      row.action.startsWith('change_proposal'),
    );
    expect(entries.map((row) => [row.action, row.userId, row.description])).toEqual([
      [
        'change_proposal_create',
        editorId,
        `Proposed a change to substance "${linalool.inciName}" for review: Allergen: No → Yes`,
      ],
      [
        'change_proposal_approve',
        reviewerId,
        `Approved the change to substance "${linalool.inciName}" proposed by editor Tester: Allergen: No → Yes`,
      ],
    ]);
  });

  it('cannot be decided twice', async () => {
    const again = await decide(proposalId, 'reject', { revision: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This change was already approved. Reload to see the latest version.');
  });
});

describe('counts-as changed by a scientist, with another field', () => {
  it('saves the other field at once, and the approval re-checks compliance', async () => {
    const acid = await createSubstance(t, reviewer, { inciName: uniqueName('Salicylic Acid') });
    const rule = await t.call({
      method: 'POST',
      url: '/api/regulatory-rules',
      payload: ruleInput({ substanceId: acid.id }),
      cookie: reviewer,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const salt = await createSubstance(t, reviewer, { inciName: uniqueName('Sodium Salicylate') });
    const material = await createRawMaterial(t, admin, {
      name: uniqueName('Sodium Salicylate'),
      incisName: String(salt.inciName),
      composition: pureComposition(salt.id),
    });
    const water = await createRawMaterial(t, admin, { name: uniqueName('Water') });
    // 30 oz of 1000: 3 % sodium salicylate, which counts as 3 x 0.8627 = 2.5881 % salicylic acid once linked.
    const formulation = await createFormulation(t, scientist, [
      { ingredientId: material.id, ounces: '30' },
      { ingredientId: water.id, ounces: '970' },
    ]);
    const openIssues = () =>
      t.database.db
        .select()
        .from(complianceIssues)
        .where(and(eq(complianceIssues.formulationId, formulation.id), eq(complianceIssues.status, 'open')));
    expect(await openIssues()).toEqual([]);

    const response = await put(
      salt.id,
      asSaved(salt, {
        synonyms: ['Salicylic acid sodium salt'],
        countsAs: [{ substanceId: acid.id, factor: '0.8627' }],
      }),
      scientist,
    );
    expect(response.statusCode, response.body).toBe(200);
    // The synonym is saved (revision 2); what it counts as waits.
    expect(response.json()).toMatchObject({
      synonyms: ['Salicylic acid sodium salt'],
      countsAs: [],
      revision: 2,
    });
    expect(response.json().proposal.changes).toEqual([
      { field: 'countsAs', label: 'Counts as', fromText: 'none', toText: `${acid.inciName} x 0.8627` },
    ]);
    expect(await openIssues()).toEqual([]);

    const approved = await decide(response.json().proposal.id, 'approve', { revision: 1 }, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    const saved = await t.call({ method: 'GET', url: `/api/substances/${salt.id}`, cookie: scientist });
    expect(saved.json()).toMatchObject({
      countsAs: [{ substanceId: acid.id, factor: '0.862700' }],
      revision: 3,
    });
    // 2.5881 % salicylic acid over its 2 % limit: the re-check in the approval opened the issue.
    const issues = await openIssues();
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ ruleId: rule.json().id, autoKey: expect.any(String) });
  });
});

describe('the regulatory role and administrators', () => {
  it('change the governed fields directly, and editors change the other fields directly', async () => {
    const substance = await createSubstance(t, reviewer, { inciName: uniqueName('Geraniol') });
    const direct = await put(
      substance.id,
      asSaved(substance, { allergen: true, casNumbers: ['106-24-1', '624-15-7'], naturalOriginIndex: 1 }),
      reviewer,
    );
    expect(direct.json()).toMatchObject({
      allergen: true,
      casNumbers: ['106-24-1', '624-15-7'],
      naturalOriginIndex: '1.000',
      proposal: null,
      revision: 2,
    });
    const byAdmin = await put(substance.id, asSaved(direct.json(), { allergen: false }), admin);
    expect(byAdmin.json()).toMatchObject({ allergen: false, proposal: null, revision: 3 });
    const other = await put(substance.id, asSaved(byAdmin.json(), { functions: ['fragrance'] }), editor);
    expect(other.json()).toMatchObject({
      functions: ['fragrance'],
      proposal: null,
      pendingChanges: [],
      revision: 4,
    });
    // The same CAS numbers in another order and the index typed with more zeros: no governed change.
    const same = await put(
      substance.id,
      asSaved(other.json(), {
        casNumbers: ['624-15-7', '106-24-1'],
        naturalOriginIndex: '1.0000',
        nano: true,
      }),
      editor,
    );
    expect(same.json()).toMatchObject({ nano: true, proposal: null, revision: 5 });
  });
});
