import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceIssues } from '../../src/server/db/schema.ts';
import {
  createFormulation,
  createIngredient,
  createSubstance,
  type LineSpec,
  pureComposition,
  ruleInput,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Limits through the API, computed by hand (DESIGN §9): what counts toward a substance is itself plus every
 * substance that counts as it, times the factor, in % w/w of the recipe's ounces (each recipe here is 1000 oz).
 */
let t: TestApp;
let admin: string;
let scientist: string;
const s = {} as Record<
  'water' | 'acid' | 'sodium' | 'retinol' | 'palmitate' | 'phenoxy' | 'ehg',
  { id: string; inciName: string }
>;
const m = {} as Record<'water' | 'acid' | 'sodium' | 'retinol' | 'palmitate' | 'blend' | 'technical', string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  scientist = await t.signInAs('rd_scientist');
  const substance = (inciName: string, overrides: Record<string, unknown> = {}) =>
    createSubstance(t, admin, { inciName, ...overrides });
  s.water = await substance('Aqua');
  s.acid = await substance('Salicylic Acid');
  s.sodium = await substance('Sodium Salicylate', {
    countsAs: [{ substanceId: s.acid.id, factor: '0.8627' }],
  });
  s.retinol = await substance('Retinol');
  s.palmitate = await substance('Retinyl Palmitate', {
    countsAs: [{ substanceId: s.retinol.id, factor: '0.546' }],
  });
  s.phenoxy = await substance('Phenoxyethanol');
  s.ehg = await substance('Ethylhexylglycerin');
  const material = async (composition: object[]) =>
    (await createIngredient(t, admin, { name: uniqueName('Raw material'), composition })).id;
  m.water = await material(pureComposition(s.water.id));
  m.acid = await material(pureComposition(s.acid.id));
  m.sodium = await material(pureComposition(s.sodium.id));
  m.retinol = await material(pureComposition(s.retinol.id));
  m.palmitate = await material(pureComposition(s.palmitate.id));
  m.blend = await material([
    { substanceId: s.phenoxy.id, percent: 90 },
    { substanceId: s.ehg.id, percent: 10 },
  ]);
  // A technical grade sold as 98 to 100 % acid, the rest water: checked at its maximum.
  m.technical = await material([
    { substanceId: s.acid.id, minPercent: 98, maxPercent: 100 },
    { substanceId: s.water.id, minPercent: 0, maxPercent: 2 },
  ]);
  for (const payload of [
    ruleInput({ name: 'Salicylic acid: max 2 %', substanceId: s.acid.id, maxPercent: '2' }),
    ruleInput({
      name: 'Vitamin A: max 0.3 % retinol equivalent',
      substanceId: s.retinol.id,
      maxPercent: '0.3',
      annexEntry: 'Annex III/376',
      reference: 'Reg. (EU) 2024/996',
      warningText: 'Contains Vitamin A. Consider your daily intake before use.',
    }),
    ruleInput({
      name: 'Phenoxyethanol: max 1 %',
      substanceId: s.phenoxy.id,
      maxPercent: '1',
      annexEntry: 'Annex V/29',
      reference: 'Reg. (EC) 1223/2009',
    }),
  ]) {
    const response = await t.call({ method: 'POST', url: '/api/regulatory-rules', payload, cookie: admin });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(async () => t.close());

type Key = keyof typeof m;
/** A 1000 oz recipe: these raw materials at these % w/w, water for the rest. */
function recipe(parts: [Key, string][]): LineSpec[] {
  const rest = parts.reduce((sum, [, percent]) => sum - Number(percent) * 10, 1000);
  return [
    { ingredientId: m.water, ounces: rest.toFixed(3) },
    ...parts.map(([key, percent]) => ({ ingredientId: m[key], ounces: (Number(percent) * 10).toFixed(3) })),
  ];
}

async function alertsOf(formulationId: string) {
  return t.database.db
    .select()
    .from(complianceIssues)
    .where(and(eq(complianceIssues.formulationId, formulationId), isNotNull(complianceIssues.autoKey)))
    .orderBy(asc(complianceIssues.createdAt));
}
const openTitles = async (formulationId: string) =>
  (await alertsOf(formulationId)).filter((row) => row.status !== 'resolved').map((row) => row.title);

async function report(formulationId: string) {
  const response = await t.call({
    method: 'GET',
    url: `/api/formulations/${formulationId}/compliance`,
    cookie: scientist,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('limits at, just under and just over them', () => {
  const cases: [string, [Key, string][], string, string, string | null][] = [
    // [case, recipe, substance, counted %, alert title (null: passes)]
    ['salicylic acid at 2 %', [['acid', '2']], 'Salicylic Acid', '2.000000', null],
    ['salicylic acid at 1.99 %', [['acid', '1.99']], 'Salicylic Acid', '1.990000', null],
    [
      'salicylic acid at 2.01 %',
      [['acid', '2.01']],
      'Salicylic Acid',
      '2.010000',
      'Salicylic Acid above 2.0 %',
    ],
    // 2.318 x 0.8627 = 1.9997386; 2.319 x 0.8627 = 2.0006013.
    ['sodium salicylate at 2.318 %', [['sodium', '2.318']], 'Salicylic Acid', '1.999739', null],
    [
      'sodium salicylate at 2.319 %',
      [['sodium', '2.319']],
      'Salicylic Acid',
      '2.000601',
      'Salicylic Acid above 2.0 %',
    ],
    // Two raw materials: 1.1 + 1.0 x 0.8627 = 1.9627; 1.2 + 0.8627 = 2.0627.
    [
      'acid 1.1 % with sodium salicylate 1 %',
      [
        ['acid', '1.1'],
        ['sodium', '1'],
      ],
      'Salicylic Acid',
      '1.962700',
      null,
    ],
    [
      'acid 1.2 % with sodium salicylate 1 %',
      [
        ['acid', '1.2'],
        ['sodium', '1'],
      ],
      'Salicylic Acid',
      '2.062700',
      'Salicylic Acid above 2.0 %',
    ],
    ['retinol at 0.3 %', [['retinol', '0.3']], 'Retinol', '0.300000', null],
    // 0.549 x 0.546 = 0.299754; 0.55 x 0.546 = 0.3003; 0.6 x 0.546 = 0.3276.
    ['retinyl palmitate at 0.549 %', [['palmitate', '0.549']], 'Retinol', '0.299754', null],
    ['retinyl palmitate at 0.55 %', [['palmitate', '0.55']], 'Retinol', '0.300300', 'Retinol above 0.3 %'],
    ['retinyl palmitate at 0.6 %', [['palmitate', '0.6']], 'Retinol', '0.327600', 'Retinol above 0.3 %'],
    // A 90/10 blend: 1.05 x 0.9 = 0.945; 1.11 x 0.9 = 0.999; 1.12 x 0.9 = 1.008.
    ['the preservative blend at 1.05 %', [['blend', '1.05']], 'Phenoxyethanol', '0.945000', null],
    ['the preservative blend at 1.11 %', [['blend', '1.11']], 'Phenoxyethanol', '0.999000', null],
    [
      'the preservative blend at 1.12 %',
      [['blend', '1.12']],
      'Phenoxyethanol',
      '1.008000',
      'Phenoxyethanol above 1.0 %',
    ],
    // A range at its maximum: 2 x 100 % = 2 (at the limit); 2.02 x 100 % = 2.02 (its minimum, 1.9796, is under).
    ['the 98-100 % grade at 2 %', [['technical', '2']], 'Salicylic Acid', '2.000000', null],
    [
      'the 98-100 % grade at 2.02 %',
      [['technical', '2.02']],
      'Salicylic Acid',
      '2.020000',
      'Salicylic Acid above 2.0 %',
    ],
  ];

  it.each(cases)('%s', async (_label, parts, substance, percent, title) => {
    const name = uniqueName('Serum');
    const created = await createFormulation(t, scientist, recipe(parts), { name });
    expect(await openTitles(created.id)).toEqual(title ? [`${title} in ${name}`] : []);
    const row = (await report(created.id)).rows.find(
      (item: { substance: string }) => item.substance === substance,
    );
    expect(row).toMatchObject({
      percent,
      status: title ? 'over_limit' : 'within_limit',
      violation: Boolean(title),
    });
  });

  it('says how the figure was counted: the conversion, the raw materials and the basis', async () => {
    const name = uniqueName('Retinol Night Serum');
    const created = await createFormulation(t, scientist, recipe([['palmitate', '0.6']]), { name });
    const [alert] = await alertsOf(created.id);
    const source = (
      await t.call({ method: 'GET', url: `/api/ingredients/${m.palmitate}`, cookie: admin })
    ).json();
    expect(alert!.description).toBe(
      `Retinol at 0.3276 % w/w in ${name}, above the 0.3 % limit. Counted: Retinyl Palmitate 0.6 % x 0.546 = 0.3276 % (from ${source.name}). Annex III/376; Reg. (EU) 2024/996.`,
    );
    const result = await report(created.id);
    expect(result.warnings).toEqual(['Contains Vitamin A. Consider your daily intake before use.']);
    expect(result.rows).toContainEqual(
      expect.objectContaining({
        substanceId: s.retinol.id,
        substance: 'Retinol',
        counted: 'Retinyl Palmitate 0.600000 % x 0.546',
        limit: '0.300000',
        margin: '-0.027600',
        basis: 'Annex III/376; Reg. (EU) 2024/996',
      }),
    );
  });

  it('says when a range was checked at its maximum', async () => {
    const name = uniqueName('BHA Toner');
    const created = await createFormulation(t, scientist, recipe([['technical', '2.02']]), { name });
    const [alert] = await alertsOf(created.id);
    expect(alert!.description).toContain(
      `Salicylic Acid at up to 2.02 % w/w (a range, checked at its maximum) in ${name}, above the 2.0 % limit.`,
    );
    expect((await report(created.id)).rows[0]).toMatchObject({ substance: 'Salicylic Acid', range: true });
  });
});

describe('checks never go stale (no "Run checks")', () => {
  it('a rule on a substance flags a product holding only what counts as it, and follows the rule edits', async () => {
    const target = await createSubstance(t, admin, { inciName: uniqueName('Target Acid') });
    const salt = await createSubstance(t, admin, {
      inciName: uniqueName('Target Salt'),
      countsAs: [{ substanceId: target.id, factor: '0.5' }],
    });
    const material = await createIngredient(t, admin, { composition: pureComposition(salt.id) });
    const name = uniqueName('Corrector');
    // 15 of 1000 oz = 1.5 % of the salt, x 0.5 = 0.75 % counted as the acid.
    const formulation = await createFormulation(
      t,
      scientist,
      [
        { ingredientId: m.water, ounces: '985' },
        { ingredientId: material.id, ounces: '15' },
      ],
      { name },
    );
    const put = async (rule: { id: string; revision: number }, changes: object) => {
      const response = await t.call({
        method: 'PUT',
        url: `/api/regulatory-rules/${rule.id}`,
        payload: ruleInput({ substanceId: target.id, revision: rule.revision, ...changes }),
        cookie: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    const created = await t.call({
      method: 'POST',
      url: '/api/regulatory-rules',
      payload: ruleInput({ substanceId: target.id, maxPercent: '0.7' }),
      cookie: admin,
    });
    expect(created.json().checks).toEqual({ checked: 1, opened: 1, resolved: 0 });
    // The alert names the substance the rule limits, though the product holds only the salt.
    expect(await openTitles(formulation.id)).toEqual([`${target.inciName} above 0.7 % in ${name}`]);
    const [alert] = await alertsOf(formulation.id);
    expect(alert!.description).toContain(
      `${target.inciName} at 0.75 % w/w in ${name}, above the 0.7 % limit. Counted: ${salt.inciName} 1.5 % x 0.5 = 0.75 %`,
    );
    expect((await report(formulation.id)).rows[0]).toMatchObject({
      substanceId: target.id,
      substance: target.inciName,
      percent: '0.750000',
      status: 'over_limit',
    });

    // Loosened to 0.75 %: at the limit, the alert resolves in the same request.
    const loosened = await put(created.json(), { maxPercent: '0.75' });
    expect(loosened.checks).toEqual({ checked: 1, opened: 0, resolved: 1 });
    expect(await openTitles(formulation.id)).toEqual([]);
    // Tightened to 0.74 %: a new alert.
    const tightened = await put(loosened, { maxPercent: '0.74' });
    expect(tightened.checks).toEqual({ checked: 1, opened: 1, resolved: 0 });
    expect(await openTitles(formulation.id)).toEqual([`${target.inciName} above 0.74 % in ${name}`]);
    // Deactivated: resolved; activated again: open again.
    const off = await put(tightened, { maxPercent: '0.74', isActive: false });
    expect(off.checks).toEqual({ checked: 1, opened: 0, resolved: 1 });
    const on = await put(off, { maxPercent: '0.74', isActive: true });
    expect(on.checks).toEqual({ checked: 1, opened: 1, resolved: 0 });
    // Limited to rinse-off products: this leave-on serum no longer concerned.
    const rinseOff = await put(on, { maxPercent: '0.74', exposure: 'rinse_off' });
    expect(rinseOff.checks).toEqual({ checked: 1, opened: 0, resolved: 1 });
  });

  it("a raw material's composition change opens and resolves alerts", async () => {
    const blend = await createIngredient(t, admin, {
      composition: [
        { substanceId: s.phenoxy.id, percent: 90 },
        { substanceId: s.ehg.id, percent: 10 },
      ],
    });
    const name = uniqueName('Gel Cream');
    // 10.5 of 1000 oz = 1.05 % of the blend: 0.945 % phenoxyethanol.
    const formulation = await createFormulation(
      t,
      scientist,
      [
        { ingredientId: m.water, ounces: '989.5' },
        { ingredientId: blend.id, ounces: '10.5' },
      ],
      { name },
    );
    expect(await openTitles(formulation.id)).toEqual([]);
    const recompose = async (phenoxy: number, revision: number) => {
      const current: Record<string, unknown> = (
        await t.call({ method: 'GET', url: `/api/ingredients/${blend.id}`, cookie: admin })
      ).json();
      const response = await t.call({
        method: 'PUT',
        url: `/api/ingredients/${blend.id}`,
        payload: {
          ...current,
          composition: [
            { substanceId: s.phenoxy.id, percent: phenoxy },
            { substanceId: s.ehg.id, percent: 100 - phenoxy },
          ],
          revision,
        },
        cookie: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // 96/4: 1.05 x 0.96 = 1.008 %, over 1 %.
    await recompose(96, blend.revision);
    expect(await openTitles(formulation.id)).toEqual([`Phenoxyethanol above 1.0 % in ${name}`]);
    // Back to 90/10: resolved.
    await recompose(90, blend.revision + 1);
    expect(await openTitles(formulation.id)).toEqual([]);
    expect((await alertsOf(formulation.id)).map((row) => row.status)).toEqual(['resolved']);
  });

  it('a "counts as" factor change opens and resolves alerts', async () => {
    const salt = await createSubstance(t, admin, {
      inciName: uniqueName('Potassium Salicylate'),
      countsAs: [{ substanceId: s.acid.id, factor: '0.8' }],
    });
    const material = await createIngredient(t, admin, { composition: pureComposition(salt.id) });
    const name = uniqueName('Clarifying Serum');
    // 24 of 1000 oz = 2.4 % of the salt: x 0.8 = 1.92 % salicylic acid, under 2 %.
    const formulation = await createFormulation(
      t,
      scientist,
      [
        { ingredientId: m.water, ounces: '976' },
        { ingredientId: material.id, ounces: '24' },
      ],
      { name },
    );
    expect(await openTitles(formulation.id)).toEqual([]);
    const recount = async (countsAs: object[], revision: number) => {
      const current = (
        await t.call({ method: 'GET', url: `/api/substances/${salt.id}`, cookie: admin })
      ).json();
      const response = await t.call({
        method: 'PUT',
        url: `/api/substances/${salt.id}`,
        payload: { ...current, countsAs, revision },
        cookie: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // x 0.85: 2.4 x 0.85 = 2.04 %, over.
    await recount([{ substanceId: s.acid.id, factor: '0.85' }], 1);
    expect(await openTitles(formulation.id)).toEqual([`Salicylic Acid above 2.0 % in ${name}`]);
    // Counted as nothing: resolved.
    await recount([], 2);
    expect(await openTitles(formulation.id)).toEqual([]);
  });
});
