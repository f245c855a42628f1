import { randomUUID } from 'node:crypto';
import { count, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, formulations, ingredients, substances } from '../../src/server/db/schema.ts';
import {
  activityOf,
  createFormulation,
  createRawMaterial,
  createSubstance,
  rawMaterialPayload,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
/** rd_scientist: writes raw materials, substances and formulations. */
let writer: string;
/** The substances of a preservative blend and of a lavender oil, as their suppliers' sheets give them. */
const s = {} as Record<'phenoxy' | 'ehg' | 'linalool' | 'linalylAcetate' | 'parfum', { id: string }>;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await t.signInAs('rd_scientist');
  s.phenoxy = await createSubstance(t, writer, { inciName: 'Phenoxyethanol', casNumbers: ['122-99-6'] });
  s.ehg = await createSubstance(t, writer, { inciName: 'Ethylhexylglycerin', casNumbers: ['70445-33-9'] });
  s.linalool = await createSubstance(t, writer, { inciName: 'Linalool', allergen: true });
  s.linalylAcetate = await createSubstance(t, writer, { inciName: 'Linalyl Acetate' });
  s.parfum = await createSubstance(t, writer, { inciName: 'Parfum', fragrance: true });
});
afterAll(async () => t.close());

const ingredientCount = async () => (await t.database.db.select({ n: count() }).from(ingredients))[0]!.n;
const post = (payload: object) =>
  t.call({ method: 'POST', url: '/api/ingredients', payload, cookie: writer });
const put = (id: string, payload: object) =>
  t.call({ method: 'PUT', url: `/api/ingredients/${id}`, payload, cookie: writer });
const exact = (substance: { id: string }, percent: number | string) => ({
  substanceId: substance.id,
  percent,
});
const range = (substance: { id: string }, minPercent: number | string, maxPercent: number | string) => ({
  substanceId: substance.id,
  minPercent,
  maxPercent,
});
/** The composition as the API answers it, reduced to name and amounts. */
const rows = (rawMaterial: { composition: Record<string, string | null>[] }) =>
  rawMaterial.composition.map(({ inciName, percent, minPercent, maxPercent }) => ({
    inciName,
    percent,
    minPercent,
    maxPercent,
  }));

describe('a raw material made of substances (docs/product-rules.md, "Substances and the label")', () => {
  it('takes an exact composition that adds up to 100 %, kept in the order given', async () => {
    const response = await post(
      rawMaterialPayload({ composition: [exact(s.phenoxy, 90), exact(s.ehg, '10')] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(rows(response.json())).toEqual([
      { inciName: 'Phenoxyethanol', percent: '90.000000', minPercent: null, maxPercent: null },
      { inciName: 'Ethylhexylglycerin', percent: '10.000000', minPercent: null, maxPercent: null },
    ]);
  });

  it("takes a supplier's ranges: minimums at most, maximums at least 100 %", async () => {
    // Minimums 25 + 30 + 30 = 85 <= 100; maximums 35 + 45 + 30 = 110 >= 100: some mixture in them makes 100.
    const response = await post(
      rawMaterialPayload({
        composition: [range(s.linalool, 25, 35), range(s.linalylAcetate, '30', '45'), exact(s.parfum, 30)],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(rows(response.json())).toEqual([
      { inciName: 'Linalool', percent: null, minPercent: '25.000000', maxPercent: '35.000000' },
      { inciName: 'Linalyl Acetate', percent: null, minPercent: '30.000000', maxPercent: '45.000000' },
      { inciName: 'Parfum', percent: '30.000000', minPercent: null, maxPercent: null },
    ]);
  });

  it('takes a sum within 0.0001 of 100 % (rounded supplier figures)', async () => {
    // 33.3334 + 33.3333 + 33.3334 = 100.0001: 0.0001 off, within the tolerance.
    const response = await post(
      rawMaterialPayload({
        composition: [exact(s.phenoxy, '33.3334'), exact(s.ehg, '33.3333'), exact(s.parfum, '33.3334')],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  // The rows are made when the test runs: the substances are created in beforeAll.
  const refused: [string, () => object[], string, string][] = [
    // 90 + 9 = 99
    [
      'a sum off 100',
      () => [exact(s.phenoxy, 90), exact(s.ehg, 9)],
      'composition',
      'The composition must add up to 100 % (now 99 %)',
    ],
    // 33.3333 x 2 + 33.3332 = 99.9998: 0.0002 off, outside the tolerance.
    [
      'a sum 0.0002 off',
      () => [exact(s.phenoxy, '33.3333'), exact(s.ehg, '33.3333'), exact(s.parfum, '33.3332')],
      'composition',
      'The composition must add up to 100 % (now 99.9998 %)',
    ],
    // minimums 60 + 50 = 110
    [
      'minimums over 100',
      () => [range(s.phenoxy, 60, 70), range(s.ehg, 50, 60)],
      'composition',
      'The minimums add up to more than 100 % (now 110 %)',
    ],
    // maximums 20 + 40 = 60
    [
      'maximums under 100',
      () => [range(s.phenoxy, 10, 20), range(s.ehg, 30, 40)],
      'composition',
      'The maximums add up to less than 100 % (now 60 %)',
    ],
    [
      'a substance twice',
      () => [exact(s.phenoxy, 50), exact(s.phenoxy, 50)],
      'composition',
      'Each substance may appear once in a composition',
    ],
    [
      'percent 0',
      () => [exact(s.phenoxy, 0), exact(s.ehg, 100)],
      'composition.0.percent',
      'Percent must be above 0',
    ],
    [
      'percent 101',
      () => [exact(s.phenoxy, 101)],
      'composition.0.percent',
      'Percent must be between 0 and 100',
    ],
    [
      'a percent and a range',
      () => [{ ...exact(s.phenoxy, 100), minPercent: 90, maxPercent: 100 }],
      'composition.0.percent',
      'Give a percent or a range, not both',
    ],
    [
      'half a range',
      () => [{ substanceId: s.phenoxy.id, minPercent: 90 }],
      'composition.0.percent',
      'Give a percent or a minimum and a maximum',
    ],
    [
      'a range upside down',
      () => [range(s.phenoxy, 100, 90)],
      'composition.0.maxPercent',
      'Maximum % must be at least the minimum',
    ],
  ];

  it.each(refused)(
    'refuses %s with its message and writes nothing',
    async (_label, composition, field, message) => {
      const before = await ingredientCount();
      const response = await post(rawMaterialPayload({ composition: composition() }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().fieldErrors[field]).toEqual([message]);
      expect(await ingredientCount()).toBe(before);
    },
  );

  it('refuses a substance that is not in the catalogue', async () => {
    const before = await ingredientCount();
    const response = await post(
      rawMaterialPayload({ composition: [{ substanceId: randomUUID(), percent: 100 }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Substance not found',
      fieldErrors: { composition: ['Substance not found'] },
    });
    expect(await ingredientCount()).toBe(before);
  });
});

describe('a raw material without a composition', () => {
  it('is its INCI name at 100 %: the substance created when new, reused ignoring case', async () => {
    const inci = uniqueName('Aloe Barbadensis Leaf Juice');
    const first = await createRawMaterial(t, writer, { incisName: inci });
    expect(rows(first)).toEqual([
      { inciName: inci, percent: '100.000000', minPercent: null, maxPercent: null },
    ]);
    const second = await createRawMaterial(t, writer, { incisName: ` ${inci.toUpperCase()} ` });
    expect(second.composition[0].substanceId).toBe(first.composition[0].substanceId);
    const named = await t.database.db.select().from(substances).where(eq(substances.inciName, inci));
    expect(named).toHaveLength(1);
    // One on file from the catalogue (with its CAS number) is the one used.
    const catalogued = await createSubstance(t, writer, { inciName: uniqueName('Sodium Hyaluronate') });
    const third = await createRawMaterial(t, writer, { incisName: catalogued.inciName.toLowerCase() });
    expect(third.composition).toEqual([
      expect.objectContaining({ substanceId: catalogued.id, inciName: catalogued.inciName }),
    ]);
  });

  it('has none when it has no INCI name either, and gets one when an INCI name is added', async () => {
    const created = await createRawMaterial(t, writer, { incisName: '' });
    expect(created.composition).toEqual([]);
    const inci = uniqueName('Butyrospermum Parkii Butter');
    const response = await put(created.id, {
      ...rawMaterialPayload({ name: created.name, incisName: inci }),
      revision: 1,
    });
    expect(rows(response.json())).toEqual([
      { inciName: inci, percent: '100.000000', minPercent: null, maxPercent: null },
    ]);
  });

  it('keeps its composition when a PUT leaves `composition` out; an empty one means its INCI name', async () => {
    const created = await createRawMaterial(t, writer, {
      incisName: 'Phenoxyethanol (and) Ethylhexylglycerin',
      composition: [exact(s.phenoxy, 90), exact(s.ehg, 10)],
    });
    // The factory's payload has no `composition`.
    const payload = rawMaterialPayload({
      name: created.name,
      description: 'Renamed',
    });
    const kept = await put(created.id, { ...payload, incisName: created.incisName, revision: 1 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(rows(kept.json()).map((row) => row.inciName)).toEqual(['Phenoxyethanol', 'Ethylhexylglycerin']);
    const inci = uniqueName('Glyceryl Caprylate');
    const emptied = await put(created.id, { ...payload, incisName: inci, composition: [], revision: 2 });
    expect(rows(emptied.json())).toEqual([
      { inciName: inci, percent: '100.000000', minPercent: null, maxPercent: null },
    ]);
  });
});

describe('a composition change', () => {
  it('tells the formulations using it to reload their labels without recomputing their costs', async () => {
    const blend = await createRawMaterial(t, writer, {
      composition: [exact(s.phenoxy, 90), exact(s.ehg, 10)],
    });
    const formulation = await createFormulation(t, writer, [blend.id]);
    const [latest] = await t.database.db.select({ id: max(events.id) }).from(events);
    const payload = rawMaterialPayload({
      name: blend.name,
      incisName: blend.incisName,
    });
    const response = await put(blend.id, {
      ...payload,
      composition: [exact(s.phenoxy, 80), exact(s.ehg, 20)],
      revision: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ recomputedFormulations: 0, revision: 2 });
    const published = await t.database.db
      .select({ type: events.type, payload: events.payload })
      .from(events)
      .where(gt(events.id, latest?.id ?? 0));
    expect(published).toEqual([
      { type: 'formulations', payload: { count: 1 } },
      { type: 'ingredients', payload: null },
    ]);
    const [stored] = await t.database.db
      .select()
      .from(formulations)
      .where(eq(formulations.id, formulation.id));
    expect(stored).toMatchObject({
      totalCost: formulation.totalCost,
      updatedAt: new Date(formulation.updatedAt),
    });
    const activity = await activityOf(t, blend.id);
    expect(activity.at(-1)).toMatchObject({
      description: `Updated ingredient "${blend.name}"`,
      metadata: null,
    });
  });
});
