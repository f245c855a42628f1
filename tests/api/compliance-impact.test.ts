import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFormulation,
  createRawMaterial,
  createSubstance,
  ensureSubstance,
  pureComposition,
  ruleInput,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * "What a date changes" (ADR 071): GET /api/compliance/impact. A cap of 10 % on a substance applies from
 * 2028-01-01 in the EU. The mixed formulation holds it at 50 %: it passes on 2027-12-31 and fails on 2028-07-31,
 * when the least-cost recipe of its own raw materials takes the capped one down to 10 %.
 *
 * Costs by hand (unit size 50 oz; cost per unit = cost per oz of the recipe x 50):
 * - today: 50 % at $0.10/oz + 50 % at $0.50/oz = $0.30/oz -> $15.0000 a unit
 * - after: 10 % at $0.10/oz + 90 % at $0.50/oz = $0.46/oz -> $23.0000 a unit
 * - change: +$8.0000 a unit; x 20,000 units a year = +$160,000.00 a year
 */
let t: TestApp;
let admin: string;
let viewer: string;
const ids = {} as Record<'mixed' | 'pure' | 'usOnly', string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  viewer = await t.signInAs('viewer');
  const capped = await createSubstance(t, admin, { inciName: uniqueName('Impact Capped') });
  const water = await ensureSubstance(t, admin, 'Aqua');
  const cheap = await createRawMaterial(t, admin, {
    name: uniqueName('Capped raw material'),
    unitCost: '0.10',
    composition: pureComposition(capped.id),
  });
  const dear = await createRawMaterial(t, admin, {
    name: uniqueName('Water'),
    unitCost: '0.50',
    composition: pureComposition(water.id),
  });
  const rule = await t.call({
    method: 'POST',
    url: '/api/regulatory-rules',
    cookie: admin,
    payload: ruleInput({
      name: uniqueName('Impact cap 10 %'),
      substanceId: capped.id,
      maxPercent: '10',
      appliesFrom: '2028-01-01',
    }),
  });
  expect(rule.statusCode, rule.body).toBe(201);
  const lines = [
    { ingredientId: cheap.id, ounces: '500' },
    { ingredientId: dear.id, ounces: '500' },
  ];
  ids.mixed = (
    await createFormulation(t, admin, lines, { name: 'Impact Mixed', markets: ['EU'], yearlyVolume: 20_000 })
  ).id;
  // Nothing but the capped raw material: no recipe of it passes.
  ids.pure = (
    await createFormulation(t, admin, [{ ingredientId: cheap.id, ounces: '1000' }], {
      name: 'Impact Pure',
      markets: ['EU'],
    })
  ).id;
  // Placed on the US only: the EU's rule never reaches it.
  ids.usOnly = (await createFormulation(t, admin, lines, { name: 'Impact US', markets: ['US'] })).id;
});
afterAll(async () => t.close());

const impact = (query: string, cookie: string | undefined = viewer) =>
  t.call({ method: 'GET', url: `/api/compliance/impact?${query}`, cookie });

describe('GET /api/compliance/impact', () => {
  it('lists nothing of ours before the rule applies', async () => {
    const response = await impact('market=EU&date=2027-12-31');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ market: 'EU', date: '2027-12-31' });
    const listed = body.formulations.map((item: { id: string }) => item.id);
    expect(listed).not.toContain(ids.mixed);
    expect(listed).not.toContain(ids.pure);
    expect(body.counts.checked).toBeGreaterThanOrEqual(2);
  });

  it('after it: the failing formulations, why, and the cost of the least-cost recipe that passes', async () => {
    const response = await impact('market=EU&date=2028-07-31');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const mixed = body.formulations.find((item: { id: string }) => item.id === ids.mixed);
    expect(mixed).toMatchObject({ name: 'Impact Mixed', version: 1, status: 'draft', failsToday: false });
    expect(mixed.findings).toHaveLength(1);
    expect(mixed.findings[0]).toMatchObject({ status: 'over_limit', severity: 'high' });
    expect(mixed.findings[0].message).toMatch(/above 10(\.0)? % in Impact Mixed/);
    expect(mixed.reformulation).toMatchObject({
      feasible: true,
      costPerUnitBefore: '15.0000',
      costPerUnitAfter: '23.0000',
      changePerUnit: '8.0000',
      changePerYear: '160000.00',
      yearlyVolume: 20_000,
      conflicts: [],
    });
    const percents = Object.fromEntries(
      mixed.reformulation.lines.map((line: { name: string; percent: string }) => [line.name, line.percent]),
    );
    expect(Object.values(percents).sort()).toEqual(['10.0000', '90.0000']);

    const pure = body.formulations.find((item: { id: string }) => item.id === ids.pure);
    expect(pure.reformulation).toMatchObject({
      feasible: false,
      costPerUnitBefore: '5.0000',
      costPerUnitAfter: null,
      changePerUnit: null,
      changePerYear: null,
      yearlyVolume: 10_000,
      lines: [],
    });
    expect(pure.reformulation.conflicts.length).toBeGreaterThan(0);

    expect(body.formulations.map((item: { id: string }) => item.id)).not.toContain(ids.usOnly);
    expect(body.counts).toMatchObject({ failing: 2, newlyFailing: 2, feasible: 1, infeasible: 1 });
    expect(body.totalChangePerYear).toBe('160000.00');
  });

  it('on the US, the EU rule reaches nothing', async () => {
    const body = (await impact('market=US&date=2028-07-31')).json();
    expect(body.formulations).toEqual([]);
    expect(body.counts.checked).toBe(1);
  });

  it.each([
    ['market=XX&date=2028-07-31', 'Market must be one of EU, UK, US, CA, CN, ASEAN'],
    ['date=2028-07-31', 'Market must be one of EU, UK, US, CA, CN, ASEAN'],
    ['market=EU&date=2028-02-30', 'Date must be a date (YYYY-MM-DD)'],
    ['market=EU&date=tomorrow', 'Date must be a date (YYYY-MM-DD)'],
    ['market=EU', 'Date must be a date (YYYY-MM-DD)'],
  ])('answers 400 to %s with a clear message', async (query, message) => {
    const response = await impact(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(message);
    expect(response.body).not.toMatch(/stack|at .*\.ts:/);
  });

  it('answers 401 signed out', async () => {
    const response = await t.call({ method: 'GET', url: '/api/compliance/impact?market=EU&date=2028-07-31' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 when the compliance feature is switched off', async () => {
    const app = await buildTestApp();
    try {
      const cookie = await app.signInAs('quality_regulatory');
      await app.directWrite(() =>
        app.database.db.execute(
          sql`update system_settings set data = jsonb_set(data, '{features,compliance}', 'false'::jsonb)`,
        ),
      );
      const response = await app.call({
        method: 'GET',
        url: '/api/compliance/impact?market=EU&date=2028-07-31',
        cookie,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
