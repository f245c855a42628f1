import { describe, expect, it } from 'vitest';
import { monthlyActivity, periodMonths } from './monthly.ts';
import type { AnalyticsFormulation } from './types.ts';

const row = (
  over: Partial<AnalyticsFormulation> & Pick<AnalyticsFormulation, 'id'>,
): AnalyticsFormulation => ({
  lineageId: 'L',
  parentId: null,
  version: 1,
  status: 'draft',
  productType: 'serum',
  batchSize: '1000',
  unitSize: '50',
  costPerUnit: '0',
  totalCost: '0',
  createdAt: '2026-02-10T00:00:00Z',
  ...over,
});

describe('periodMonths', () => {
  it('ends with the current month (UTC) and crosses the year', () => {
    const months = periodMonths(new Date('2026-02-28T23:59:59Z'), 3);
    expect(months.map((m) => [m.key, m.label])).toEqual([
      ['2025-12', 'Dec 2025'],
      ['2026-01', 'Jan 2026'],
      ['2026-02', 'Feb 2026'],
    ]);
    expect(new Date(months[0]!.start).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(new Date(months[2]!.end).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('monthlyActivity efficiency', () => {
  const [february] = periodMonths(new Date('2026-02-15T00:00:00Z'), 1);
  const parent = row({ id: 'p', costPerUnit: '2.00', createdAt: '2025-06-01T00:00:00Z' });

  it('is green only above 20 %', () => {
    // Saving (2.00 − 1.00) × 20 units = 20.00; on a 100.00 batch: 20.0 %, not above 20 %
    const child = row({ id: 'c', parentId: 'p', version: 2, costPerUnit: '1.00', totalCost: '100.00' });
    expect(monthlyActivity([february!], [parent, child], [])[0]).toMatchObject({
      savings: '20.00',
      efficiencyPercent: '20.0',
      efficient: false,
    });
    // On a 99.50 batch: 20 / 99.5 = 20.1005 % -> 20.1 %, green
    const cheaper = { ...child, totalCost: '99.50' };
    expect(monthlyActivity([february!], [parent, cheaper], [])[0]).toMatchObject({
      efficiencyPercent: '20.1',
      efficient: true,
    });
  });

  it('finds the parent among all formulations, even when a filter left it out', () => {
    const child = row({ id: 'c', parentId: 'p', version: 2, costPerUnit: '1.50', totalCost: '30.00' });
    // (2.00 − 1.50) × 20 = 10.00; 10 / 30 = 33.33… -> 33.3 %
    expect(monthlyActivity([february!], [child], [], [parent, child])[0]).toMatchObject({
      newFormulations: 1,
      savings: '10.00',
      efficiencyPercent: '33.3',
      efficient: true,
    });
  });

  it('counts a formulation approved once, in the month of its first approval', () => {
    const approved = row({ id: 'a', status: 'approved', createdAt: '2025-01-01T00:00:00Z' });
    const history = [
      { formulationId: 'a', fromStatus: 'testing', toStatus: 'approved', changedAt: '2026-02-03T00:00:00Z' },
      { formulationId: 'a', fromStatus: 'approved', toStatus: 'approved', changedAt: '2026-02-04T00:00:00Z' },
    ];
    expect(monthlyActivity([february!], [approved], history)[0]).toMatchObject({
      approved: 1,
      newFormulations: 0,
    });
  });
});
