import { expect } from 'vitest';
import {
  createFormulation,
  createRawMaterial,
  createSubstance,
  createSupplier,
  pureComposition,
  uniqueName,
} from './factories.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the sustainability API tests (tests/api/sustainability-*.test.ts), the data their figures are
 * worked from and the reads they share. Each file builds its own app on its own database with
 * `beforeAll(startSustainabilityApp)` and closes it with `afterAll(stopSustainabilityApp)`. `t` and the
 * cookies are live bindings set by the start: read them inside tests and hooks, never at import time.
 */
export let t: TestApp;
export let admin: string;
export let viewer: string;
/** product_manager: any role but viewer may write goals. */
export let writer: string;
export let writerId: string;

export async function startSustainabilityApp() {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  viewer = await t.signInAs('viewer');
  writer = await t.signInAs('product_manager');
  writerId = (await t.createUser('product_manager')).id;
}

export const stopSustainabilityApp = async () => t.close();

export const get = (url: string, cookie = viewer) => t.call({ method: 'GET', url, cookie });
export const overview = async () => {
  const response = await get('/api/sustainability/overview');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/**
 * The rows every sustainability figure is worked from by hand, added to the base data set (empty): water
 * (rating 96, 0.035 L/oz, 0.00005 kg/oz, natural 1), glycerin (78, 0.62, 0.0085, 1) and a synthetic (40, no
 * footprint data, natural 0); two formulations in the portfolio and a rejected one; an organic and an ISO
 * 9001 supplier. Returns the two formulations of the portfolio.
 */
export async function createWorkedExample() {
  // ISO 16128 indexes belong to the substances (docs/product-rules.md, "Substances and the label"): natural 1 and synthetic 0.
  const natural = await createSubstance(t, admin, { naturalOriginIndex: 1 });
  const syntheticSubstance = await createSubstance(t, admin, { naturalOriginIndex: 0 });
  const water = await createRawMaterial(t, admin, {
    name: uniqueName('Water'),
    unit: 'lb',
    unitCost: '0.032',
    sustainabilityRating: 96,
    waterLitersPerOz: '0.035',
    carbonKgPerOz: '0.00005',
    composition: pureComposition(natural.id),
  });
  const glycerin = await createRawMaterial(t, admin, {
    name: uniqueName('Glycerin'),
    sustainabilityRating: 78,
    waterLitersPerOz: '0.62',
    carbonKgPerOz: '0.0085',
    composition: pureComposition(natural.id),
  });
  const synthetic = await createRawMaterial(t, admin, {
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
  return { f1, f2 };
}
