import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorkedExample,
  get,
  overview,
  startSustainabilityApp,
  stopSustainabilityApp,
  t,
  viewer,
  writer,
} from '../support/sustainability-app.ts';

/**
 * GET /api/sustainability/overview (docs/product-rules.md, "Sustainability, analytics, exports"). On the base data set (empty)
 * the figures are ours alone, so every one is worked by hand: nothing before there is data, then every figure
 * from the rows of createWorkedExample (tests/support/sustainability-app.ts), for every role.
 */
beforeAll(startSustainabilityApp);
afterAll(stopSustainabilityApp);

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
    const { f1, f2 } = await createWorkedExample();

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
