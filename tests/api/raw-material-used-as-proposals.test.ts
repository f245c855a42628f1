import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, complianceIssues, ingredients } from '../../src/server/db/schema.ts';
import { createFormulation, createRawMaterial, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A composition row's function of use is governed master data (ADR 037): the regulatory role sets it; an editor's
 * or a scientist's change to it is proposed, the row keeps its function until approved, and an approval applies
 * it and re-checks the formulations that use the raw material.
 */
let t: TestApp;
let admin: string;
let scientist: string;
let regulatory: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  admin = await t.signInAs('admin');
  scientist = await t.signInAs('rd_scientist');
  regulatory = await t.signInAs('quality_regulatory');
});
afterAll(async () => t.close());

const ingredientId = async (name: string) =>
  (await t.database.db.select({ id: ingredients.id }).from(ingredients).where(eq(ingredients.name, name)))[0]!
    .id;
const get = async (id: string) =>
  (await t.call({ method: 'GET', url: `/api/ingredients/${id}`, cookie: admin })).json();
const alertsOf = async (formulationId: string) =>
  (
    await t.database.db
      .select({ title: complianceIssues.title, autoKey: complianceIssues.autoKey })
      .from(complianceIssues)
      .where(eq(complianceIssues.formulationId, formulationId))
  )
    // The safety assessment's findings (data missing for most demo substances) are tests/api/safety-*.test.ts's.
    .filter((row) => !row.autoKey?.startsWith('safety:'))
    .map((row) => row.title);

/** A raw material of zinc oxide held as "other" (a skin protectant), and a moisturizer with 26 % of it. */
async function zincAsOther() {
  const material = await createRawMaterial(t, admin, {
    name: uniqueName('Zinc Oxide Powder'),
    incisName: 'Zinc Oxide',
    category: 'active',
  });
  expect(material.composition[0]).toMatchObject({ usedAs: 'other' });
  const formulation = await createFormulation(
    t,
    admin,
    [
      { ingredientId: await ingredientId('Purified Water'), ounces: '74' },
      { ingredientId: material.id, ounces: '26' },
    ],
    { productType: 'moisturizer', name: uniqueName('SPF Moisturizer') },
  );
  // Not a UV filter here: Annex VI's 25 % does not bind it.
  expect(await alertsOf(formulation.id)).toEqual([]);
  return { material, formulation };
}

const asUvFilter = (
  material: { composition: { substanceId: string }[] },
  revision: number,
  name: string,
) => ({
  name,
  incisName: 'Zinc Oxide',
  description: 'A test ingredient',
  category: 'active',
  unitCost: '1.00',
  unit: 'oz',
  qualityGrade: 'cosmetic',
  sustainabilityRating: 50,
  regulatoryRestrictions: [],
  shelfLifeMonths: 24,
  composition: [{ substanceId: material.composition[0]!.substanceId, percent: 100, usedAs: 'uv_filter' }],
  revision,
});

describe("a scientist's change of function of use", () => {
  it('is proposed, leaves the row as it was, and applies with a re-check when approved', async () => {
    const { material, formulation } = await zincAsOther();
    const saved = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${material.id}`,
      payload: asUvFilter(material, material.revision, material.name),
      cookie: scientist,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { proposal } = saved.json();
    expect(proposal).toMatchObject({
      entityType: 'raw_material',
      entityId: material.id,
      status: 'pending',
      changes: [{ field: 'usedAs', label: 'Used as (Zinc Oxide)', fromText: 'Other', toText: 'UV filter' }],
    });
    expect((await get(material.id)).composition[0].usedAs).toBe('other');
    expect(await alertsOf(formulation.id)).toEqual([]);

    const listed = await t.call({
      method: 'GET',
      url: '/api/change-proposals?status=pending',
      cookie: scientist,
    });
    expect(listed.json().map((p: { id: string }) => p.id)).toContain(proposal.id);

    // A scientist may not decide it.
    const refused = await t.call({
      method: 'POST',
      url: `/api/change-proposals/${proposal.id}/approve`,
      payload: { revision: proposal.revision },
      cookie: scientist,
    });
    expect(refused.statusCode).toBe(403);

    const approved = await t.call({
      method: 'POST',
      url: `/api/change-proposals/${proposal.id}/approve`,
      payload: { revision: proposal.revision },
      cookie: regulatory,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await get(material.id)).composition[0].usedAs).toBe('uv_filter');
    // Now a UV filter: 26 % is over Annex VI's 25 %.
    expect(await alertsOf(formulation.id)).toEqual([`Zinc Oxide above 25.0 % in ${formulation.name}`]);
    const log = await t.database.db
      .select({ description: activityLog.description })
      .from(activityLog)
      .where(eq(activityLog.entityId, material.id));
    expect(log.map((row) => row.description)).toContainEqual(
      expect.stringMatching(
        /^Approved the change to raw material ".*" proposed by .*: Used as \(Zinc Oxide\): Other → UV filter$/,
      ),
    );
  });

  it('is refused at approval (409) once the row changed meanwhile', async () => {
    const { material } = await zincAsOther();
    const saved = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${material.id}`,
      payload: asUvFilter(material, material.revision, material.name),
      cookie: scientist,
    });
    const { proposal, revision } = saved.json();
    // An administrator (who may set it) makes the row a colourant directly.
    const direct = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${material.id}`,
      payload: {
        ...asUvFilter(material, revision, material.name),
        composition: [
          { substanceId: material.composition[0].substanceId, percent: 100, usedAs: 'colourant' },
        ],
      },
      cookie: admin,
    });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(direct.json().proposal).toBeNull();
    expect(direct.json().composition[0].usedAs).toBe('colourant');
    const stale = await t.call({
      method: 'POST',
      url: `/api/change-proposals/${proposal.id}/approve`,
      payload: { revision: proposal.revision },
      cookie: regulatory,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The raw material changed since this was proposed. Reject this change and propose it again.',
    );
    expect((await get(material.id)).composition[0].usedAs).toBe('colourant');
  });
});

describe('a new raw material', () => {
  it("takes its category's default freely and proposes any other function", async () => {
    const zinc = (await get(await ingredientId('Zinc Oxide (Non-Nano)'))).composition[0].substanceId;
    const created = await t.call({
      method: 'POST',
      url: '/api/ingredients',
      payload: {
        ...asUvFilter({ composition: [{ substanceId: zinc }] }, 0, uniqueName('Zinc Dispersion')),
        revision: undefined,
      },
      cookie: scientist,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().composition[0].usedAs).toBe('other');
    expect(created.json().proposal).toMatchObject({ entityType: 'raw_material', status: 'pending' });

    const plain = await createRawMaterial(t, scientist, {
      name: uniqueName('Phenoxy Blend'),
      incisName: 'Phenoxyethanol',
      category: 'preservative',
    });
    expect(plain.composition[0].usedAs).toBe('preservative');
    expect(plain.proposal).toBeNull();
  });
});
