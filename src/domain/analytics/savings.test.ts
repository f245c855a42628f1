import { describe, expect, it } from 'vitest';
import { batchSaving, costSavings, unitsPerBatch } from './savings.ts';
import type { AnalyticsFormulation } from './types.ts';

const version = (over: Partial<AnalyticsFormulation>): AnalyticsFormulation => ({
  id: 'x',
  lineageId: 'L',
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

describe('savings', () => {
  it('counts the units one batch fills', () => {
    // 2000 oz / 3.4 oz = 588.235…
    expect(unitsPerBatch({ batchSize: '2000', unitSize: '3.4' }).toFixed(3)).toBe('588.235');
  });

  it("prices a version's saving on one of its batches", () => {
    // (8.31 − 7.50) × 1000 / 50 = 0.81 × 20 = 16.20
    expect(batchSaving({ costPerUnit: '8.31' }, version({ costPerUnit: '7.50' })).toFixed(2)).toBe('16.20');
    // A dearer version saves a negative amount: (7.50 − 8.31) × 20 = −16.20
    expect(batchSaving({ costPerUnit: '7.50' }, version({ costPerUnit: '8.31' })).toFixed(2)).toBe('-16.20');
  });

  it('compares the first and latest version of each product, per batch of the latest', () => {
    const result = costSavings([
      // Product L: v1 $2.00, v3 $1.50 at 1000 / 50 = 20 units: 0.50 × 20 = 10.00 (v2 in between is not counted)
      version({ id: 'l3', version: 3, costPerUnit: '1.50' }),
      version({ id: 'l1', version: 1, costPerUnit: '2.00' }),
      version({ id: 'l2', version: 2, costPerUnit: '1.80' }),
      // Product M: v1 $1.00, v2 $1.25 at 500 / 4 = 125 units: −0.25 × 125 = −31.25
      version({ id: 'm1', lineageId: 'M', costPerUnit: '1.00', batchSize: '500', unitSize: '4' }),
      version({ id: 'm2', lineageId: 'M', version: 2, costPerUnit: '1.25', batchSize: '500', unitSize: '4' }),
      // Product N has one version: no saving to speak of
      version({ id: 'n1', lineageId: 'N', costPerUnit: '9.99' }),
    ]);
    // 10.00 − 31.25 = −21.25
    expect(result).toEqual({ amount: '-21.25', products: 2 });
  });
});
