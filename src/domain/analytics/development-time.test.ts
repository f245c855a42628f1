import { describe, expect, it } from 'vitest';
import { averageDevelopmentMonths, DAYS_PER_MONTH } from './development-time.ts';
import type { AnalyticsFormulation } from './types.ts';

const approved = (id: string, createdAt: string): AnalyticsFormulation => ({
  id,
  lineageId: id,
  parentId: null,
  version: 1,
  status: 'approved',
  productType: 'serum',
  batchSize: '1000',
  unitSize: '50',
  costPerUnit: '1',
  totalCost: '20',
  createdAt,
});

describe('averageDevelopmentMonths', () => {
  it('measures from the first Draft to the first approval, in months of 30.4375 days', () => {
    expect(DAYS_PER_MONTH).toBe(365.25 / 12);
    const result = averageDevelopmentMonths(
      [approved('a', '2026-01-01T00:00:00Z'), approved('b', '2026-01-01T00:00:00Z')],
      [
        // a: back to draft later does not move the start; 1 Jan -> 1 Apr 2026 = 90 days = 2.9569 months
        { formulationId: 'a', fromStatus: null, toStatus: 'draft', changedAt: '2026-01-01T00:00:00Z' },
        { formulationId: 'a', fromStatus: 'testing', toStatus: 'draft', changedAt: '2026-02-01T00:00:00Z' },
        { formulationId: 'a', fromStatus: 'draft', toStatus: 'approved', changedAt: '2026-04-01T00:00:00Z' },
        // b: 1 Jan -> 31 Jan = 30 days = 0.9856 months
        { formulationId: 'b', fromStatus: null, toStatus: 'draft', changedAt: '2026-01-01T00:00:00Z' },
        { formulationId: 'b', fromStatus: 'draft', toStatus: 'approved', changedAt: '2026-01-31T00:00:00Z' },
      ],
    );
    // (90 + 30) / 2 = 60 days / 30.4375 = 1.9713 -> 2.0
    expect(result).toEqual({ months: '2.0', approved: 2 });
  });

  it('skips an approved formulation without an approval in its history, and non-approved ones', () => {
    const draft = { ...approved('d', '2026-01-01T00:00:00Z'), status: 'testing' };
    expect(
      averageDevelopmentMonths(
        [approved('x', '2026-01-01T00:00:00Z'), draft],
        [
          {
            formulationId: 'd',
            fromStatus: 'draft',
            toStatus: 'approved',
            changedAt: '2026-02-01T00:00:00Z',
          },
        ],
      ),
    ).toEqual({ months: null, approved: 0 });
  });
});
