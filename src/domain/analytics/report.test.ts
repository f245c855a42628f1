import { describe, expect, it } from 'vitest';
import { analyticsReport, costByProductType, statusDistribution } from './report.ts';
import type { AnalyticsFormulation, StatusChange } from './types.ts';

/**
 * A small portfolio, every figure worked by hand below.
 * Product A (serum, batch 1000 oz, unit 50 oz: 20 units per batch): v1 $8.31/unit, v2 $7.50, v3 $5.00.
 * Product B (cleanser, 2000 / 4 = 500 units), C (cleanser, 500 / 5 = 100 units), D (balm, rejected).
 */
const f = (over: Partial<AnalyticsFormulation> & Pick<AnalyticsFormulation, 'id'>): AnalyticsFormulation => ({
  lineageId: over.id,
  parentId: null,
  version: 1,
  status: 'draft',
  productType: 'serum',
  batchSize: '1000',
  unitSize: '50',
  costPerUnit: '0',
  totalCost: '0',
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

const FORMULATIONS: AnalyticsFormulation[] = [
  f({
    id: 'A1',
    lineageId: 'A',
    status: 'approved',
    costPerUnit: '8.3100',
    totalCost: '166.2000',
    createdAt: '2025-12-10T00:00:00Z',
  }),
  f({
    id: 'A2',
    lineageId: 'A',
    parentId: 'A1',
    version: 2,
    status: 'testing',
    costPerUnit: '7.5000',
    totalCost: '150.0000',
    createdAt: '2026-02-05T00:00:00Z',
  }),
  f({
    id: 'A3',
    lineageId: 'A',
    parentId: 'A2',
    version: 3,
    status: 'draft',
    costPerUnit: '5.0000',
    totalCost: '100.0000',
    createdAt: '2026-03-02T00:00:00Z',
  }),
  f({
    id: 'B1',
    productType: 'cleanser',
    status: 'approved',
    batchSize: '2000',
    unitSize: '4',
    costPerUnit: '1.2000',
    totalCost: '600.0000',
    createdAt: '2026-01-10T00:00:00Z',
  }),
  f({
    id: 'C1',
    productType: 'cleanser',
    status: 'in_development',
    batchSize: '500',
    unitSize: '5',
    costPerUnit: '2.0000',
    totalCost: '200.0000',
    createdAt: '2026-01-20T00:00:00Z',
  }),
  f({
    id: 'D1',
    productType: 'balm',
    status: 'rejected',
    batchSize: '100',
    unitSize: '2',
    costPerUnit: '3.0000',
    totalCost: '150.0000',
    createdAt: '2025-10-01T00:00:00Z',
  }),
];

const HISTORY: StatusChange[] = [
  // A1: draft 10 Dec 00:00 -> approved 8 Feb 21:00 = 60.875 days = 2 months of 30.4375 days.
  { formulationId: 'A1', fromStatus: null, toStatus: 'draft', changedAt: '2025-12-10T00:00:00Z' },
  { formulationId: 'A1', fromStatus: 'draft', toStatus: 'in_development', changedAt: '2025-12-20T00:00:00Z' },
  {
    formulationId: 'A1',
    fromStatus: 'in_development',
    toStatus: 'approved',
    changedAt: '2026-02-08T21:00:00Z',
  },
  // B1 was created in development (never a draft): from its creation 10 Jan 00:00 to 9 Feb 10:30 = 30.4375 days = 1 month.
  { formulationId: 'B1', fromStatus: null, toStatus: 'in_development', changedAt: '2026-01-10T00:00:00Z' },
  {
    formulationId: 'B1',
    fromStatus: 'in_development',
    toStatus: 'approved',
    changedAt: '2026-02-09T10:30:00Z',
  },
  { formulationId: 'D1', fromStatus: null, toStatus: 'draft', changedAt: '2025-10-01T00:00:00Z' },
  { formulationId: 'D1', fromStatus: 'draft', toStatus: 'rejected', changedAt: '2025-11-01T00:00:00Z' },
];

const NOW = new Date('2026-03-15T12:00:00Z');

describe('analyticsReport', () => {
  const report = analyticsReport({ formulations: FORMULATIONS, history: HISTORY, now: NOW, period: '3m' });
  // Six months (from 1 Oct 2025) hold every formulation.
  const all = analyticsReport({ formulations: FORMULATIONS, history: HISTORY, now: NOW, period: '6m' });

  it('computes the cards over the whole portfolio when the period holds it all', () => {
    expect(all.cards).toEqual({
      totalProjects: 6,
      // A2 testing + C1 in development
      activeProjects: 2,
      // Product A only (the others have one version): (8.31 − 5.00) × 20 units = 3.31 × 20 = 66.20
      costSavings: { amount: '66.20', products: 1 },
      // A1 2 months, B1 1 month: (2 + 1) / 2 = 1.5
      averageDevelopmentMonths: '1.5',
      approvedProjects: 2,
    });
  });

  it('counts only what happened in the period on every card (3 months: from 1 Jan 2026)', () => {
    expect(report.cards).toEqual({
      // Created since 1 Jan: A2, A3, B1, C1 (A1 is from December, D1 from October)
      totalProjects: 4,
      // Of those, A2 testing + C1 in development
      activeProjects: 2,
      // Product A's latest version (A3, March) is in the period: (8.31 − 5.00) × 20 = 66.20
      costSavings: { amount: '66.20', products: 1 },
      // A1 and B1 were first approved in February: (2 + 1) / 2 = 1.5
      averageDevelopmentMonths: '1.5',
      approvedProjects: 2,
    });
    const march = analyticsReport({
      formulations: FORMULATIONS,
      history: HISTORY,
      now: new Date('2026-05-15T12:00:00Z'),
      period: '3m',
    });
    // From 1 March: only A3 is new; nothing was approved; A's latest version (A3) still counts.
    expect(march.cards).toEqual({
      totalProjects: 1,
      activeProjects: 0,
      costSavings: { amount: '66.20', products: 1 },
      averageDevelopmentMonths: null,
      approvedProjects: 0,
    });
    expect(march.statusDistribution.find((row) => row.status === 'draft')?.count).toBe(1);
    expect(march.costByProductType).toEqual([
      { productType: 'serum', label: 'Serum', averageCostPerUnit: '5.00', count: 1 },
    ]);
  });

  it('lists every status, zero included', () => {
    expect(all.statusDistribution.map((row) => [row.label, row.count])).toEqual([
      ['Draft', 1],
      ['In Development', 1],
      ['Testing', 1],
      ['Compliance Review', 0],
      ['Approved', 2],
      ['Rejected', 1],
    ]);
  });

  it('averages the cost per unit of each product type', () => {
    expect(all.costByProductType).toEqual([
      { productType: 'balm', label: 'Balm', averageCostPerUnit: '3.00', count: 1 },
      // (1.20 + 2.00) / 2 = 1.60
      { productType: 'cleanser', label: 'Cleanser', averageCostPerUnit: '1.60', count: 2 },
      // (8.31 + 7.50 + 5.00) / 3 = 20.81 / 3 = 6.9366… -> 6.94
      { productType: 'serum', label: 'Serum', averageCostPerUnit: '6.94', count: 3 },
    ]);
  });

  it("fills the period's months with new, approved, cost, savings and efficiency", () => {
    expect(report.monthly).toEqual([
      // B1 600 + C1 200 = 800.00; no new version: savings 0, efficiency 0 / 800 = 0.0 %
      {
        month: '2026-01',
        label: 'Jan 2026',
        newFormulations: 2,
        approved: 0,
        totalCost: '800.00',
        savings: '0.00',
        efficiencyPercent: '0.0',
        efficient: false,
      },
      // A2 150.00; saves (8.31 − 7.50) × 20 = 16.20 against A1: 16.20 / 150 = 10.8 %. A1 and B1 approved in February.
      {
        month: '2026-02',
        label: 'Feb 2026',
        newFormulations: 1,
        approved: 2,
        totalCost: '150.00',
        savings: '16.20',
        efficiencyPercent: '10.8',
        efficient: false,
      },
      // A3 100.00; saves (7.50 − 5.00) × 20 = 50.00 against A2: 50 / 100 = 50.0 %, above 20 %: green
      {
        month: '2026-03',
        label: 'Mar 2026',
        newFormulations: 1,
        approved: 0,
        totalCost: '100.00',
        savings: '50.00',
        efficiencyPercent: '50.0',
        efficient: true,
      },
    ]);
  });

  it('covers six months for 6m, with no efficiency in a month without new formulations', () => {
    const six = analyticsReport({ formulations: FORMULATIONS, history: HISTORY, now: NOW, period: '6m' });
    expect(six.monthly.map((row) => row.label)).toEqual([
      'Oct 2025',
      'Nov 2025',
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
    ]);
    // Oct: D1 150.00, no parent; Nov: nothing; Dec: A1 166.20
    expect(
      six.monthly.slice(0, 3).map((row) => [row.newFormulations, row.totalCost, row.efficiencyPercent]),
    ).toEqual([
      [1, '150.00', '0.0'],
      [0, '0.00', null],
      [1, '166.20', '0.0'],
    ]);
    const twelve = analyticsReport({ formulations: FORMULATIONS, history: HISTORY, now: NOW, period: '12m' });
    expect(twelve.monthly).toHaveLength(12);
    expect(twelve.monthly[0]!.label).toBe('Apr 2025');
  });

  it('filters every figure by product type', () => {
    const cleansers = analyticsReport({
      formulations: FORMULATIONS,
      history: HISTORY,
      now: NOW,
      period: '3m',
      productType: 'cleanser',
    });
    // B1 and C1; C1 is active; no product has two versions; B1 took 1 month
    expect(cleansers.cards).toEqual({
      totalProjects: 2,
      activeProjects: 1,
      costSavings: { amount: '0.00', products: 0 },
      averageDevelopmentMonths: '1.0',
      approvedProjects: 1,
    });
    expect(cleansers.monthly.map((row) => [row.newFormulations, row.approved, row.totalCost])).toEqual([
      [2, 0, '800.00'],
      [0, 1, '0.00'],
      [0, 0, '0.00'],
    ]);
    expect(cleansers.costByProductType.map((row) => row.productType)).toEqual(['cleanser']);
  });

  it('has no average development time without approved formulations', () => {
    const none = analyticsReport({ formulations: [], history: [], now: NOW, period: '3m' });
    expect(none.cards).toEqual({
      totalProjects: 0,
      activeProjects: 0,
      costSavings: { amount: '0.00', products: 0 },
      averageDevelopmentMonths: null,
      approvedProjects: 0,
    });
    expect(none.costByProductType).toEqual([]);
    expect(statusDistribution([]).every((row) => row.count === 0)).toBe(true);
    expect(costByProductType([])).toEqual([]);
  });
});
