import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceIssues, substances } from '../../src/server/db/schema.ts';
import { createRawMaterial, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A raw material's INCI text resolves by INCI name, synonym, CAS or EC number; a name nothing matches becomes an
 * unreviewed substance with a "Substance needs review" issue, until the regulatory staff review it (ADR 035). On
 * the demo catalogue: Potassium Sorbate (CAS 24634-61-5, EC 246-376-1), Tocopherol (synonym "Vitamin E"),
 * Niacinamide.
 */
let t: TestApp;
let regulatory: string;
let formulator: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  regulatory = await t.signInAs('quality_regulatory');
  formulator = await t.signInAs('rd_scientist');
});
afterAll(async () => t.close());

const resolve = (name: string, cookie = formulator) =>
  t.call({ method: 'GET', url: `/api/substances/resolve?name=${encodeURIComponent(name)}`, cookie });
const substanceNamed = async (inciName: string) =>
  (await t.database.db.select().from(substances).where(eq(substances.inciName, inciName)))[0];
const reviewIssueOf = async (substanceId: string) =>
  (
    await t.database.db
      .select()
      .from(complianceIssues)
      .where(eq(complianceIssues.autoKey, `substance-review:${substanceId}`))
  )[0];

describe('GET /api/substances/resolve', () => {
  it('resolves by INCI name, synonym, CAS and EC number', async () => {
    const sorbate = await substanceNamed('Potassium Sorbate');
    const tocopherol = await substanceNamed('Tocopherol');
    const expected = [
      ['potassium sorbate', sorbate!.id, 'inci'],
      ['Vitamin E', tocopherol!.id, 'synonym'],
      ['24634-61-5', sorbate!.id, 'cas'],
      [' 246-376-1 ', sorbate!.id, 'ec'],
    ] as const;
    for (const [name, id, matchedBy] of expected) {
      const response = await resolve(name);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ match: { id, matchedBy, unreviewed: false }, suggestions: [] });
    }
  });

  it('proposes the close names for a misspelling ("did you mean")', async () => {
    const niacinamide = await substanceNamed('Niacinamide');
    const body = (await resolve('Niacinimide')).json();
    expect(body.match).toBeNull();
    expect(body.suggestions[0]).toMatchObject({
      id: niacinamide!.id,
      inciName: 'Niacinamide',
      matchedName: 'Niacinamide',
    });
    // A misspelt synonym is found through it: "Vitamine E" is Tocopherol's "Vitamin E".
    const synonym = (await resolve('Vitamine E')).json();
    expect(synonym.suggestions[0]).toMatchObject({ inciName: 'Tocopherol', matchedName: 'Vitamin E' });
  });

  it('answers 400 without a name, 401 signed out', async () => {
    const empty = await t.call({
      method: 'GET',
      url: '/api/substances/resolve?name=%20',
      cookie: formulator,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Name is required');
    expect((await t.call({ method: 'GET', url: '/api/substances/resolve?name=x' })).statusCode).toBe(401);
  });
});

describe('a raw material whose INCI text is a CAS number, or matches nothing', () => {
  it('takes the substance a CAS number names, with no new substance and no issue', async () => {
    const sorbate = await substanceNamed('Potassium Sorbate');
    const before = await t.database.db.select({ id: substances.id }).from(substances);
    const material = await createRawMaterial(t, formulator, {
      incisName: '24634-61-5',
      category: 'preservative',
    });
    expect(material.composition).toEqual([
      expect.objectContaining({ substanceId: sorbate!.id, usedAs: 'preservative', unreviewed: false }),
    ]);
    expect(await t.database.db.select({ id: substances.id }).from(substances)).toHaveLength(before.length);
  });

  it('creates an unreviewed substance and a review issue naming the raw material and what it may mean', async () => {
    const name = uniqueName('Niacinimide Powder');
    const material = await createRawMaterial(t, formulator, { name, incisName: 'Niacinimide' });
    const [row] = material.composition;
    expect(row).toMatchObject({ inciName: 'Niacinimide', unreviewed: true });
    const issue = await reviewIssueOf(row.substanceId);
    expect(issue).toMatchObject({
      title: 'Substance needs review: Niacinimide',
      status: 'open',
      severity: 'high',
      ingredientId: material.id,
      formulationId: null,
    });
    expect(issue!.description).toContain(
      `"Niacinimide", the INCI name given for ${name}, matches no substance`,
    );
    expect(issue!.description).toMatch(/Did you mean Niacinamide/);
    // The same name again resolves to that substance: one substance, one issue.
    const again = await createRawMaterial(t, formulator, { incisName: 'niacinimide' });
    expect(again.composition[0].substanceId).toBe(row.substanceId);
    const issues = await t.database.db
      .select()
      .from(complianceIssues)
      .where(like(complianceIssues.autoKey, `substance-review:${row.substanceId}`));
    expect(issues).toHaveLength(1);
    // The form's lookup now finds it, unreviewed, and still proposes the reviewed name.
    const resolved = (await resolve('Niacinimide')).json();
    expect(resolved.match).toMatchObject({ id: row.substanceId, unreviewed: true });
    expect(resolved.suggestions.map((s: { inciName: string }) => s.inciName)).toContain('Niacinamide');
  });

  it('keeps a CAS number that matches nothing as the new substance\u2019s CAS number', async () => {
    const material = await createRawMaterial(t, formulator, { incisName: '50-00-0' });
    const created = await substanceNamed('50-00-0');
    expect(created).toMatchObject({ casNumbers: ['50-00-0'], unreviewed: true });
    expect(material.composition[0].substanceId).toBe(created!.id);
  });
});

describe('POST /api/substances/:id/review', () => {
  async function unreviewed() {
    const material = await createRawMaterial(t, formulator, { incisName: uniqueName('House Extract') });
    const id: string = material.composition[0].substanceId;
    const substance = (
      await t.call({ method: 'GET', url: `/api/substances/${id}`, cookie: regulatory })
    ).json();
    return substance as { id: string; revision: number; inciName: string };
  }
  const review = (id: string, payload: unknown, cookie?: string) =>
    t.call({ method: 'POST', url: `/api/substances/${id}/review`, payload: payload as object, cookie });

  it('marks it reviewed, resolves its issue and logs it', async () => {
    const substance = await unreviewed();
    const response = await review(substance.id, { revision: substance.revision }, regulatory);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: substance.id,
      unreviewed: false,
      revision: substance.revision + 1,
    });
    expect(await reviewIssueOf(substance.id)).toMatchObject({ status: 'resolved' });
    // Reviewed already: 409.
    const twice = await review(substance.id, { revision: substance.revision + 1 }, regulatory);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`"${substance.inciName}" is already reviewed`);
  });

  it('answers 401, 403 to roles outside the regulatory staff, 400, 404 and 409 on a stale revision', async () => {
    const substance = await unreviewed();
    expect((await review(substance.id, { revision: substance.revision })).statusCode).toBe(401);
    for (const role of ['rd_scientist', 'viewer', 'procurement_specialist']) {
      const cookie = await t.signInAs(role);
      expect((await review(substance.id, { revision: substance.revision }, cookie)).statusCode).toBe(403);
    }
    const bad = await review(substance.id, {}, regulatory);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Revision is required');
    const missing = await review('00000000-0000-4000-8000-000000000000', { revision: 1 }, regulatory);
    expect(missing.statusCode).toBe(404);
    const stale = await review(substance.id, { revision: substance.revision + 5 }, regulatory);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This record was changed by someone else. Reload to see the latest version.',
    );
    // Nothing changed by the refusals.
    expect(await substanceNamed(substance.inciName)).toMatchObject({ unreviewed: true });
    expect(await reviewIssueOf(substance.id)).toMatchObject({ status: 'open' });
  });

  it('resolves the issue when the unused substance is deleted instead', async () => {
    const substance = await unreviewed();
    const material = await t.database.db
      .select({ id: complianceIssues.ingredientId })
      .from(complianceIssues)
      .where(and(eq(complianceIssues.autoKey, `substance-review:${substance.id}`)));
    const del = await t.call({
      method: 'DELETE',
      url: `/api/ingredients/${material[0]!.id}`,
      cookie: formulator,
    });
    expect(del.statusCode).toBe(204);
    const gone = await t.call({
      method: 'DELETE',
      url: `/api/substances/${substance.id}`,
      cookie: regulatory,
    });
    expect(gone.statusCode).toBe(204);
    expect(await reviewIssueOf(substance.id)).toMatchObject({ status: 'resolved' });
  });
});
