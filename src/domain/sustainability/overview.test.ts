import { describe, expect, it } from 'vitest';
import { D } from '../formulation/cost.ts';
import type { Footprint } from './footprint.ts';
import { type GoalRow, massWeightedRating, overallScore, sustainabilityOverview } from './overview.ts';

const footprint = (water: string | null, carbon: string | null, natural: string | null): Footprint => ({
  waterPerUnit: water,
  carbonPerUnit: carbon,
  naturalOriginPercent: natural,
  coverage: { water: '100.00', carbon: '100.00', naturalOrigin: natural === null ? '0.00' : '100.00' },
});

const goal = (over: Partial<GoalRow> & Pick<GoalRow, 'metric'>): GoalRow => ({
  id: over.metric,
  title: over.metric,
  description: null,
  targetValue: '80',
  baselineValue: '0',
  dueDate: null,
  createdBy: null,
  revision: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('massWeightedRating and overallScore', () => {
  it('weighs each rating by its ounces', () => {
    // (800 × 96 + 200 × 78) / 1000 = (76800 + 15600) / 1000 = 92.4
    expect(
      massWeightedRating([
        { ounces: '800', sustainabilityRating: 96 },
        { ounces: '200', sustainabilityRating: 78 },
      ])?.toString(),
    ).toBe('92.4');
    expect(massWeightedRating([])).toBeNull();
  });

  it('averages the formulations and rounds to a whole score', () => {
    // (92.4 + 46.0) / 2 = 69.2 -> 69; formulations without lines are left out
    const a = massWeightedRating([{ ounces: 1, sustainabilityRating: 92.4 }]);
    const b = massWeightedRating([{ ounces: 1, sustainabilityRating: 46 }]);
    expect(overallScore([a, b, null])).toBe('69');
    expect(overallScore([null])).toBeNull();
  });
});

describe('sustainabilityOverview', () => {
  const overview = sustainabilityOverview({
    formulations: [
      {
        id: 'f1',
        name: 'Balm',
        version: 1,
        status: 'draft',
        productType: 'balm',
        footprint: footprint('7.6000', '0.0870', '100.00'),
        // 92.4 (above)
        lines: [
          { ounces: '800', sustainabilityRating: 96 },
          { ounces: '200', sustainabilityRating: 78 },
        ],
      },
      {
        id: 'f2',
        name: 'Serum',
        version: 2,
        status: 'testing',
        productType: 'serum',
        footprint: footprint('9.0000', null, '90.00'),
        // (900 × 50 + 100 × 10) / 1000 = 46.0
        lines: [
          { ounces: '900', sustainabilityRating: 50 },
          { ounces: '100', sustainabilityRating: 10 },
        ],
      },
      {
        id: 'f3',
        name: 'Rejected Wash',
        version: 1,
        status: 'rejected',
        productType: 'cleanser',
        footprint: footprint('99.0000', '9.0000', '0.00'),
        lines: [{ ounces: '100', sustainabilityRating: 1 }],
      },
      {
        id: 'f4',
        name: 'Empty Draft',
        version: 1,
        status: 'draft',
        productType: 'toner',
        footprint: footprint(null, null, null),
        lines: [],
      },
    ],
    ingredients: { total: 8, sustainable: 3 },
    suppliers: [
      {
        id: 's1',
        name: 'Green Co',
        contactEmail: 'a@green.example',
        country: 'USA',
        certifications: ['organic', 'fair_trade', 'sustainable', 'cruelty_free'],
        sustainabilityScore: 92,
        rating: '4.5',
      },
      {
        id: 's2',
        name: 'Chem AG',
        contactEmail: null,
        country: null,
        certifications: ['iso_9001', 'iso_14001'],
        sustainabilityScore: 68,
        rating: '3.0',
      },
      {
        id: 's3',
        name: 'Quality Only',
        contactEmail: null,
        country: '  ',
        certifications: ['iso_9001'],
        sustainabilityScore: 55,
        rating: 4.25,
      },
      {
        id: 's4',
        name: 'Bare',
        contactEmail: null,
        country: 'Spain',
        certifications: [],
        sustainabilityScore: 0,
        rating: '0.0',
      },
    ],
    goals: [
      goal({ metric: 'sustainable_ingredients_pct', targetValue: '80', baselineValue: '20' }),
      goal({ metric: 'natural_origin_pct', targetValue: '85', baselineValue: '74' }),
      goal({ metric: 'certified_suppliers_pct', targetValue: '90', baselineValue: '70' }),
    ],
  });

  it('computes the score cards from the portfolio (rejected left out)', () => {
    expect(overview.scoreCards).toEqual({
      // (92.4 + 46.0) / 2 = 69.2 -> 69
      overallScore: '69',
      // (7.6 + 9.0) / 2 = 8.30 L
      waterPerUnit: '8.30',
      // only f1 has carbon data: 0.087 kg
      carbonPerUnit: '0.087',
      // 3 of 8 ingredients rated 80+: 37.5 %
      sustainableIngredientsPercent: '37.5',
      portfolioFormulations: 3,
      formulationsWithWaterData: 2,
      formulationsWithCarbonData: 1,
      ingredientCount: 8,
      sustainableIngredientCount: 3,
    });
  });

  it('lists natural origin content per formulation, highest first, and the portfolio average', () => {
    // (100 + 90) / 2 = 95.00; the formulation without data comes last
    expect(overview.naturalOrigin.portfolioAverage).toBe('95.00');
    expect(
      overview.naturalOrigin.formulations.map((f) => [f.name, f.naturalOriginPercent, f.ingredientScore]),
    ).toEqual([
      ['Balm', '100.00', '92.4'],
      ['Serum', '90.00', '46.0'],
      ['Empty Draft', null, null],
    ]);
  });

  it('counts certifications and the certified share of suppliers', () => {
    expect(overview.certifications.map((c) => [c.label, c.count])).toEqual([
      ['USDA Organic', 1],
      ['Fair Trade', 1],
      ['Cruelty Free', 1],
      ['Sustainably Sourced', 1],
      ['ISO 14001', 1],
    ]);
    // s1 (organic…) and s2 (ISO 14001) of 4: 50.0 %; ISO 9001 alone does not count
    expect(overview.certifiedSuppliersPercent).toBe('50.0');
  });

  it('builds the supplier table rows', () => {
    expect(overview.suppliers).toEqual([
      {
        id: 's1',
        name: 'Green Co',
        contactEmail: 'a@green.example',
        country: 'USA',
        certifications: [
          { value: 'organic', label: 'Organic' },
          { value: 'fair_trade', label: 'Fair Trade' },
        ],
        moreCertifications: 2,
        sustainabilityScore: 92,
        rating: '4.5',
      },
      {
        id: 's2',
        name: 'Chem AG',
        contactEmail: null,
        country: 'N/A',
        certifications: [
          { value: 'iso_9001', label: 'ISO 9001' },
          { value: 'iso_14001', label: 'ISO 14001' },
        ],
        moreCertifications: 0,
        sustainabilityScore: 68,
        rating: '3.0',
      },
      // a blank country reads N/A; 4.25 shows as 4.3 (half up)
      expect.objectContaining({
        country: 'N/A',
        certifications: [{ value: 'iso_9001', label: 'ISO 9001' }],
        rating: '4.3',
      }),
      expect.objectContaining({ country: 'Spain', certifications: [], moreCertifications: 0 }),
    ]);
  });

  it("gives each goal its metric's live value and progress", () => {
    expect(overview.goals.map((g) => [g.currentValue, g.progressPercent])).toEqual([
      // (37.5 − 20) / (80 − 20) = 17.5 / 60 = 29.17 % -> 29.2
      ['37.5', '29.2'],
      // (95 − 74) / (85 − 74) = 21 / 11 = 190 % -> clamped to 100
      ['95.00', '100.0'],
      // (50 − 70) / (90 − 70) = −100 % -> clamped to 0
      ['50.0', '0.0'],
    ]);
    expect(overview.goals[1]!.metricLabel).toBe('Natural origin content (portfolio average, ISO 16128)');
  });

  it('has no figures without data', () => {
    const empty = sustainabilityOverview({
      formulations: [],
      ingredients: { total: 0, sustainable: 0 },
      suppliers: [],
      goals: [goal({ metric: 'natural_origin_pct' })],
    });
    expect(empty.scoreCards).toMatchObject({
      overallScore: null,
      waterPerUnit: null,
      carbonPerUnit: null,
      sustainableIngredientsPercent: null,
    });
    expect(empty.naturalOrigin.portfolioAverage).toBeNull();
    expect(empty.certifiedSuppliersPercent).toBeNull();
    expect(empty.goals[0]).toMatchObject({ currentValue: null, progressPercent: null });
  });
});

describe('goal progress rounds once, from the unrounded metric', () => {
  it('uses the exact share of sustainable ingredients, not the one shown', () => {
    // 1 of 3 ingredients rated 80+: 33.333...% (shown 33.3). Goal 0 -> 50: exact 66.666...% -> 66.7;
    // from the shown figure it would be 33.3 / 50 = 66.6 %, rounded twice.
    const { goals, metrics } = sustainabilityOverview({
      formulations: [],
      ingredients: { total: 3, sustainable: 1 },
      suppliers: [],
      goals: [goal({ metric: 'sustainable_ingredients_pct', targetValue: '50', baselineValue: '0' })],
    });
    expect(metrics.sustainable_ingredients_pct).toBe('33.3');
    expect(goals[0]).toMatchObject({ currentValue: '33.3', progressPercent: '66.7' });
  });

  it("averages natural origin from each formulation's exact content", () => {
    // Two formulations at 0.505 % exactly (each shown 0.51): the exact mean 0.505 is shown 0.51, and a goal
    // 0 -> 1 % is 50.5 % of the way; from the shown 0.51 it would say 51.0 %.
    const exact = (value: string): Footprint => ({
      ...footprint(null, null, '0.51'),
      naturalOriginExact: D(value),
    });
    const formulation = (id: string) => ({
      id,
      name: id,
      version: 1,
      status: 'draft',
      productType: 'toner',
      footprint: exact('0.505'),
      lines: [],
    });
    const { goals } = sustainabilityOverview({
      formulations: [formulation('a'), formulation('b')],
      ingredients: { total: 0, sustainable: 0 },
      suppliers: [],
      goals: [goal({ metric: 'natural_origin_pct', targetValue: '1', baselineValue: '0' })],
    });
    expect(goals[0]).toMatchObject({ currentValue: '0.51', progressPercent: '50.5' });
  });
});
