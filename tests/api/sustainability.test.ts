import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, sustainabilityGoals } from '../../src/server/db/schema.ts';
import {
  activityOf,
  createFormulation,
  createIngredient,
  createSubstance,
  createSupplier,
  pureComposition,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

/**
 * On the base data set (empty) the figures are ours alone, so every one is worked by hand.
 * Ingredients: water (rating 96, 0.035 L/oz, 0.00005 kg/oz, natural 1), glycerin (78, 0.62, 0.0085, 1),
 * a synthetic (40, no footprint data, natural 0).
 */
let t: TestApp;
let admin: string;
let viewer: string;
/** product_manager: any role but viewer may write goals. */
let writer: string;
let writerId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  viewer = await t.signInAs('viewer');
  writer = await t.signInAs('product_manager');
  writerId = (await t.createUser('product_manager')).id;
});
afterAll(async () => t.close());

const get = (url: string, cookie = viewer) => t.call({ method: 'GET', url, cookie });
const overview = async () => {
  const response = await get('/api/sustainability/overview');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const postGoal = (payload: object, cookie = writer) =>
  t.call({ method: 'POST', url: '/api/sustainability/goals', payload, cookie });
async function goalCount() {
  const [row] = await t.database.db.select({ n: count() }).from(sustainabilityGoals);
  return row!.n;
}

describe('GET /api/sustainability/overview', () => {
  it('answers 401 signed out', async () => {
    const response = await t.call({ method: 'GET', url: '/api/sustainability/overview' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('has no figures before there is data ("No data yet")', async () => {
    const body = await overview();
    expect(body.scoreCards).toEqual({
      overallScore: null,
      waterPerUnit: null,
      carbonPerUnit: null,
      sustainableIngredientsPercent: null,
      portfolioFormulations: 0,
      formulationsWithWaterData: 0,
      formulationsWithCarbonData: 0,
      ingredientCount: 0,
      sustainableIngredientCount: 0,
    });
    expect(body.naturalOrigin).toEqual({ portfolioAverage: null, formulations: [] });
    expect(body.certifications.map((c: { count: number }) => c.count)).toEqual([0, 0, 0, 0, 0]);
    expect(body.suppliers).toEqual([]);
    expect(body.goals).toEqual([]);
  });

  it('computes every figure from the live rows, for every role', async () => {
    // ISO 16128 indexes belong to the substances (DESIGN §4a): natural 1 and synthetic 0.
    const natural = await createSubstance(t, admin, { naturalOriginIndex: 1 });
    const syntheticSubstance = await createSubstance(t, admin, { naturalOriginIndex: 0 });
    const water = await createIngredient(t, admin, {
      name: uniqueName('Water'),
      unit: 'lb',
      unitCost: '0.032',
      sustainabilityRating: 96,
      waterLitersPerOz: '0.035',
      carbonKgPerOz: '0.00005',
      composition: pureComposition(natural.id),
    });
    const glycerin = await createIngredient(t, admin, {
      name: uniqueName('Glycerin'),
      sustainabilityRating: 78,
      waterLitersPerOz: '0.62',
      carbonKgPerOz: '0.0085',
      composition: pureComposition(natural.id),
    });
    const synthetic = await createIngredient(t, admin, {
      name: uniqueName('Synthetic'),
      sustainabilityRating: 40,
      composition: pureComposition(syntheticSubstance.id),
    });
    // F1: 800 water + 200 glycerin, 50 oz units. Score (800 × 96 + 200 × 78) / 1000 = 92.4.
    // Water (800 × 0.035 + 200 × 0.62) × 50 / 1000 = 152 × 0.05 = 7.6 L; carbon (0.04 + 1.7) × 0.05 = 0.087 kg; natural 100 %.
    const f1 = await createFormulation(
      t,
      admin,
      [
        { ingredientId: water.id, ounces: 800 },
        { ingredientId: glycerin.id, ounces: 200 },
      ],
      { name: uniqueName('Balm') },
    );
    // F2: 900 water + 100 synthetic, 10 oz units. Score (900 × 96 + 100 × 40) / 1000 = 90.4.
    // Water 900 × 0.035 × 10 / 1000 = 0.315 L; carbon 900 × 0.00005 × 0.01 = 0.00045 -> 0.0005 kg; natural 90 %.
    const f2 = await createFormulation(
      t,
      admin,
      [
        { ingredientId: water.id, ounces: 900 },
        { ingredientId: synthetic.id, ounces: 100 },
      ],
      { name: uniqueName('Serum'), unitSize: '10', status: 'testing' },
    );
    // A rejected formulation is not in the portfolio.
    await createFormulation(t, admin, [{ ingredientId: synthetic.id, ounces: 1000 }], { status: 'rejected' });
    await createSupplier(t, admin, {
      name: uniqueName('Green'),
      country: 'France',
      certifications: ['organic', 'fair_trade', 'cruelty_free'],
      rating: '4.5',
      sustainabilityScore: 88,
    });
    await createSupplier(t, admin, {
      name: uniqueName('Quality'),
      country: '',
      contactEmail: '',
      certifications: ['iso_9001'],
      rating: '3.0',
      sustainabilityScore: 40,
    });

    for (const cookie of [viewer, writer]) {
      const response = await get('/api/sustainability/overview', cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.scoreCards).toEqual({
        // (92.4 + 90.4) / 2 = 91.4 -> 91
        overallScore: '91',
        // (7.6 + 0.315) / 2 = 3.9575 -> 3.96
        waterPerUnit: '3.96',
        // (0.0870 + 0.0005) / 2 = 0.04375 -> 0.044
        carbonPerUnit: '0.044',
        // 1 of 3 ingredients rated 80 or more: 33.3 %
        sustainableIngredientsPercent: '33.3',
        portfolioFormulations: 2,
        formulationsWithWaterData: 2,
        formulationsWithCarbonData: 2,
        ingredientCount: 3,
        sustainableIngredientCount: 1,
      });
      // (100 + 90) / 2 = 95.00, highest first
      expect(body.naturalOrigin.portfolioAverage).toBe('95.00');
      expect(
        body.naturalOrigin.formulations.map((f: { id: string; naturalOriginPercent: string }) => [
          f.id,
          f.naturalOriginPercent,
        ]),
      ).toEqual([
        [f1.id, '100.00'],
        [f2.id, '90.00'],
      ]);
      expect(body.certifications).toEqual([
        { certification: 'organic', label: 'USDA Organic', count: 1 },
        { certification: 'fair_trade', label: 'Fair Trade', count: 1 },
        { certification: 'cruelty_free', label: 'Cruelty Free', count: 1 },
        { certification: 'sustainable', label: 'Sustainably Sourced', count: 0 },
        { certification: 'iso_14001', label: 'ISO 14001', count: 0 },
      ]);
      // Only the organic supplier holds a sourcing certification: 1 of 2
      expect(body.certifiedSuppliersPercent).toBe('50.0');
      expect(body.suppliers).toEqual([
        expect.objectContaining({
          country: 'France',
          certifications: [
            { value: 'organic', label: 'Organic' },
            { value: 'fair_trade', label: 'Fair Trade' },
          ],
          moreCertifications: 1,
          sustainabilityScore: 88,
          rating: '4.5',
        }),
        expect.objectContaining({
          country: 'N/A',
          contactEmail: null,
          certifications: [{ value: 'iso_9001', label: 'ISO 9001' }],
          moreCertifications: 0,
          rating: '3.0',
        }),
      ]);
    }
  });
});

describe('goals', () => {
  it('GET /api/sustainability/goals answers 401 signed out', async () => {
    expect((await t.call({ method: 'GET', url: '/api/sustainability/goals' })).statusCode).toBe(401);
  });

  it('POST adds a goal whose blank baseline is the current value, with activity and an event', async () => {
    const [before] = await t.database.db
      .select({ n: count() })
      .from(events)
      .where(eq(events.type, 'sustainability'));
    const title = uniqueName('Rated ingredients');
    const response = await postGoal({
      title,
      description: 'Two thirds of the inventory rated 80+',
      metric: 'sustainable_ingredients_pct',
      targetValue: '80',
      baselineValue: '',
      dueDate: '2031-12-31',
    });
    expect(response.statusCode, response.body).toBe(201);
    const goal = response.json();
    expect(goal).toEqual({
      id: expect.any(String),
      title,
      description: 'Two thirds of the inventory rated 80+',
      metric: 'sustainable_ingredients_pct',
      metricLabel: 'Sustainable ingredients (% of inventory rated 80+)',
      targetValue: '80.0000',
      // today's 33.333...% (shown 33.3), stored unrounded to the column's 4 decimals
      baselineValue: '33.3333',
      currentValue: '33.3',
      progressPercent: '0.0',
      dueDate: '2031-12-31',
      createdBy: writerId,
      revision: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const activity = await activityOf(t, goal.id);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      action: 'sustainability_goal_create',
      userId: writerId,
      description: `Added sustainability goal "${title}"`,
    });
    const [after] = await t.database.db
      .select({ n: count() })
      .from(events)
      .where(eq(events.type, 'sustainability'));
    expect(after!.n).toBe(before!.n + 1);
  });

  it('computes progress from the live metric', async () => {
    // natural origin now 95 %; from 75 to 100: (95 − 75) / 25 = 80 %
    const response = await postGoal({
      title: uniqueName('Natural'),
      metric: 'natural_origin_pct',
      targetValue: 100,
      baselineValue: 75,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ currentValue: '95.00', progressPercent: '80.0' });
    const list = await get('/api/sustainability/goals');
    expect(list.statusCode).toBe(200);
    expect(list.json().find((g: { id: string }) => g.id === response.json().id)).toMatchObject({
      progressPercent: '80.0',
    });
    const fromOverview = (await overview()).goals.find((g: { id: string }) => g.id === response.json().id);
    expect(fromOverview.progressPercent).toBe('80.0');
  });

  it('POST answers 401 signed out and 403 to a viewer, adding nothing', async () => {
    const payload = { title: uniqueName('Nope'), metric: 'natural_origin_pct', targetValue: 90 };
    const before = await goalCount();
    expect((await t.call({ method: 'POST', url: '/api/sustainability/goals', payload })).statusCode).toBe(
      401,
    );
    const forbidden = await postGoal(payload, viewer);
    expect(forbidden.statusCode).toBe(403);
    expect(await goalCount()).toBe(before);
  });

  it('POST answers 400 with the field messages, adding nothing', async () => {
    const before = await goalCount();
    const missing = await postGoal({ metric: 'natural_origin_pct', targetValue: 90 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Title is required',
      fieldErrors: { title: ['Title is required'] },
    });
    const bad = await postGoal({
      title: 'x',
      metric: 'water',
      targetValue: 150,
      baselineValue: 'abc',
      dueDate: '2031-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      metric: ['Choose a metric'],
      targetValue: ['Target must be between 0 and 100'],
      baselineValue: ['Baseline must be between 0 and 100'],
      dueDate: ['Due date must be a valid date'],
    });
    expect(await goalCount()).toBe(before);
  });

  it('PUT updates with the revision read and answers 409 to a stale one', async () => {
    const created = (
      await postGoal({ title: uniqueName('Certified'), metric: 'certified_suppliers_pct', targetValue: 90 })
    ).json();
    // certified suppliers 50 %, baseline defaulted to 50: progress 0
    expect(created).toMatchObject({ baselineValue: '50.0000', progressPercent: '0.0' });
    const payload = {
      title: created.title,
      metric: 'certified_suppliers_pct',
      targetValue: 75,
      baselineValue: 25,
      revision: created.revision,
    };
    const response = await t.call({
      method: 'PUT',
      url: `/api/sustainability/goals/${created.id}`,
      payload,
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(200);
    // (50 − 25) / (75 − 25) = 50 %
    expect(response.json()).toMatchObject({ revision: 2, targetValue: '75.0000', progressPercent: '50.0' });
    expect((await activityOf(t, created.id)).map((row) => row.action)).toEqual([
      'sustainability_goal_create',
      'sustainability_goal_update',
    ]);

    const stale = await t.call({
      method: 'PUT',
      url: `/api/sustainability/goals/${created.id}`,
      payload: { ...payload, targetValue: 99 },
      cookie: writer,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    const [stored] = await t.database.db
      .select()
      .from(sustainabilityGoals)
      .where(eq(sustainabilityGoals.id, created.id));
    expect(stored).toMatchObject({ targetValue: '75.0000', revision: 2 });
  });

  it('PUT answers 400 without a revision, 403 to a viewer, 404 for an unknown goal', async () => {
    const created = (
      await postGoal({ title: uniqueName('Guarded'), metric: 'natural_origin_pct', targetValue: 99 })
    ).json();
    const payload = { title: 'Changed', metric: 'natural_origin_pct', targetValue: 98 };
    const url = `/api/sustainability/goals/${created.id}`;
    const noRevision = await t.call({ method: 'PUT', url, payload, cookie: writer });
    expect(noRevision.statusCode).toBe(400);
    expect(noRevision.json()).toMatchObject({ message: 'Revision is required' });
    const asViewer = await t.call({
      method: 'PUT',
      url,
      payload: { ...payload, revision: 1 },
      cookie: viewer,
    });
    expect(asViewer.statusCode).toBe(403);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await t.call({
        method: 'PUT',
        url: `/api/sustainability/goals/${id}`,
        payload: { ...payload, revision: 1 },
        cookie: writer,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Goal not found' });
    }
    const [stored] = await t.database.db
      .select()
      .from(sustainabilityGoals)
      .where(eq(sustainabilityGoals.id, created.id));
    expect(stored).toMatchObject({ title: created.title, revision: 1 });
  });

  it('DELETE removes a goal; 401, 403 and 404 change nothing', async () => {
    const created = (
      await postGoal({ title: uniqueName('Short-lived'), metric: 'natural_origin_pct', targetValue: 99 })
    ).json();
    const url = `/api/sustainability/goals/${created.id}`;
    expect((await t.call({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url, cookie: viewer })).statusCode).toBe(403);
    const before = await goalCount();
    const response = await t.call({ method: 'DELETE', url, cookie: writer });
    expect(response.statusCode).toBe(204);
    expect(await goalCount()).toBe(before - 1);
    expect((await activityOf(t, created.id)).at(-1)).toMatchObject({
      action: 'sustainability_goal_delete',
      description: `Deleted sustainability goal "${created.title}"`,
    });
    const again = await t.call({ method: 'DELETE', url, cookie: writer });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Goal not found' });
  });
});
