import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceIssues, ingredients, regulatoryRules, substances } from '../../src/server/db/schema.ts';
import { createFormulation, createRawMaterial, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The label and the seeded rules on the demo catalogue (ADRs 033, 034): functions of use, the perfume switch,
 * limits calculated as the acid. Recipes of 100 oz, so ounces read as % w/w.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  cookie = await t.signInAs('admin');
});
afterAll(async () => t.close());

const ingredientId = async (name: string) =>
  (await t.database.db.select({ id: ingredients.id }).from(ingredients).where(eq(ingredients.name, name)))[0]!
    .id;
const substanceId = async (inciName: string) =>
  (
    await t.database.db
      .select({ id: substances.id })
      .from(substances)
      .where(eq(substances.inciName, inciName))
  )[0]!.id;
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
const labelOf = async (formulationId: string) =>
  (await t.call({ method: 'GET', url: `/api/formulations/${formulationId}/label`, cookie })).json();

/** A leave-on recipe: the given raw materials (name: oz) and demo water to 100 oz. */
async function recipe(lines: Record<string, string>, productType = 'moisturizer') {
  const water = await ingredientId('Purified Water');
  const given = await Promise.all(
    Object.entries(lines).map(async ([name, ounces]) => ({ ingredientId: await ingredientId(name), ounces })),
  );
  const rest = 100 - Object.values(lines).reduce((sum, oz) => sum + Number(oz), 0);
  return createFormulation(t, cookie, [{ ingredientId: water, ounces: rest.toFixed(4) }, ...given], {
    productType,
    name: uniqueName('Recipe'),
  });
}

describe('Annex VI on a UV filter outside sunscreens', () => {
  it('fails 26 % zinc oxide in an SPF moisturizer against the 25 % limit, and passes 25 %', async () => {
    // The demo's zinc oxide is held as a UV filter; the rule names no product type.
    const over = await recipe({ 'Zinc Oxide (Non-Nano)': '26' });
    expect(await alertsOf(over.id)).toEqual([`Zinc Oxide above 25.0 % in ${over.name}`]);
    const at = await recipe({ 'Zinc Oxide (Non-Nano)': '25' });
    expect(await alertsOf(at.id)).toEqual([]);
  });
});

describe('titanium dioxide by its function of use', () => {
  it('is CI 77891, last, as a colourant, and Titanium Dioxide in its place as a UV filter', async () => {
    // A colorant raw material: its row defaults to "colourant".
    const pigment = await createRawMaterial(t, cookie, {
      name: uniqueName('Titanium Dioxide (CI 77891)'),
      incisName: 'Titanium Dioxide',
      category: 'colorant',
    });
    expect(pigment.composition[0]).toMatchObject({ usedAs: 'colourant', unreviewed: false });
    // Water 93 %, UV-grade titanium dioxide 5 %, the pigment 2 %.
    const formulation = await createFormulation(t, cookie, [
      { ingredientId: await ingredientId('Purified Water'), ounces: '93' },
      { ingredientId: await ingredientId('Titanium Dioxide (UV Grade)'), ounces: '5' },
      { ingredientId: pigment.id, ounces: '2' },
    ]);
    expect((await labelOf(formulation.id)).ingredientList).toBe('Aqua, Titanium Dioxide, CI 77891');
  });
});

describe('the perfume switch', () => {
  it('turns a botanical oil from ingredients in their own right into Parfum', async () => {
    const oil = await substanceId('Citrus Limon Peel Oil');
    const limonene = await substanceId('Limonene');
    // Lemon oil, 90 % the oil and 10 % limonene, at 0.08 % of a rinse-off cleanser: the oil 0.072 %, limonene
    // 0.008 %. As a botanical both are listed; declared as Parfum the label says Parfum 0.08 % and names the oil
    // (above 0.01 %), not limonene (under it).
    const lemon = await createRawMaterial(t, cookie, {
      name: uniqueName('Lemon Oil'),
      category: 'botanical',
      composition: [
        { substanceId: oil, percent: 90 },
        { substanceId: limonene, percent: 10 },
      ],
    });
    const formulation = await createFormulation(
      t,
      cookie,
      [
        { ingredientId: await ingredientId('Purified Water'), ounces: '89.92' },
        { ingredientId: await ingredientId('Cocamidopropyl Betaine'), ounces: '10' },
        { ingredientId: lemon.id, ounces: '0.08' },
      ],
      { productType: 'cleanser' },
    );
    expect((await labelOf(formulation.id)).ingredientList).toBe(
      'Aqua, Cocamidopropyl Betaine, Citrus Limon Peel Oil, Limonene',
    );
    const { id, composition, revision, costPerOunce, ...fields } = lemon;
    const put = await t.call({
      method: 'PUT',
      url: `/api/ingredients/${id}`,
      payload: { ...fields, revision, declaredAsParfum: true },
      cookie,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().declaredAsParfum).toBe(true);
    expect((await labelOf(formulation.id)).ingredientList).toBe(
      'Aqua, Cocamidopropyl Betaine, Parfum, Citrus Limon Peel Oil',
    );
  });
});

describe('limits calculated as the acid (the seeded Annex V rules)', () => {
  it('passes 0.55 % sodium benzoate (0.466 % benzoic acid), fails 0.6 % (0.5084 %) in a leave-on product', async () => {
    // 0.55 x 0.8474 = 0.46607 % <= 0.5 %; 0.6 x 0.8474 = 0.50844 % > 0.5 %.
    expect(await alertsOf((await recipe({ 'Sodium Benzoate': '0.55' })).id)).toEqual([]);
    const over = await recipe({ 'Sodium Benzoate': '0.6' });
    expect(await alertsOf(over.id)).toEqual([`Benzoic Acid above 0.5 % in ${over.name}`]);
  });

  it('passes 0.8 % potassium sorbate (0.5971 % sorbic acid), fails 0.81 % (0.6046 %)', async () => {
    // 0.8 x 0.7464 = 0.59712 % <= 0.6 %; 0.81 x 0.7464 = 0.604584 % > 0.6 %.
    expect(await alertsOf((await recipe({ 'Potassium Sorbate': '0.8' })).id)).toEqual([]);
    const over = await recipe({ 'Potassium Sorbate': '0.81' });
    expect(await alertsOf(over.id)).toEqual([`Sorbic Acid above 0.6 % in ${over.name}`]);
  });
});

describe('rules with a function of use and a warning threshold', () => {
  it('stores and answers them; refuses an unknown function with its message, changing nothing', async () => {
    const formaldehyde = await t.call({
      method: 'POST',
      url: '/api/substances',
      payload: { inciName: 'Formaldehyde', casNumbers: ['50-00-0'] },
      cookie,
    });
    const rule = {
      name: 'Formaldehyde released: warning above 0.001 %',
      ruleType: 'mandatory_warning',
      substanceId: formaldehyde.json().id,
      usedAs: 'preservative',
      warningText: 'Releases formaldehyde.',
      thresholdPercent: '0.001',
      severity: 'medium',
    };
    const created = await t.call({ method: 'POST', url: '/api/regulatory-rules', payload: rule, cookie });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ usedAs: 'preservative', thresholdPercent: '0.0010' });
    const rules = async () =>
      (await t.database.db.select({ id: regulatoryRules.id }).from(regulatoryRules)).length;
    const before = await rules();
    const bad = await t.call({
      method: 'POST',
      url: '/api/regulatory-rules',
      payload: { ...rule, usedAs: 'solvent' },
      cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Used as must be UV filter, preservative, colourant, perfume or other');
    expect(await rules()).toBe(before);
  });
});
