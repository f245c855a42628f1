import { describe, expect, it } from 'vitest';
import { costSummary, meanOf } from './cost-summary.ts';

describe('costSummary', () => {
  it('sums batch costs, averages cost per unit and finds the highest', () => {
    const summary = costSummary([
      { id: 'a', name: 'Balm', totalCost: '166.2000', costPerUnit: '8.3100' },
      { id: 'b', name: 'Wash', totalCost: '50.5000', costPerUnit: '2.0000' },
      { id: 'c', name: 'Serum', totalCost: '300.0000', costPerUnit: '12.5000' },
    ]);
    // 166.2 + 50.5 + 300 = 516.7; (8.31 + 2 + 12.5) / 3 = 22.81 / 3 = 7.603333…
    expect(summary).toEqual({
      count: 3,
      totalBatchCost: '516.7000',
      avgCostPerUnit: '7.6033',
      sumCostPerUnit: '22.8100',
      highest: { id: 'c', name: 'Serum', costPerUnit: '12.5000' },
    });
  });

  it('gives zeros and no highest for no formulations', () => {
    expect(costSummary([])).toEqual({
      count: 0,
      totalBatchCost: '0.0000',
      avgCostPerUnit: '0.0000',
      sumCostPerUnit: '0.0000',
      highest: null,
    });
  });

  it('keeps the first formulation on a tie', () => {
    const tie = costSummary([
      { id: 'a', name: 'A', totalCost: 1, costPerUnit: 3 },
      { id: 'b', name: 'B', totalCost: 1, costPerUnit: 3 },
    ]);
    expect(tie.highest?.id).toBe('a');
  });
});

describe('meanOf', () => {
  it('averages an aggregate', () => {
    expect(meanOf('22.81', 3)).toBe('7.6033');
    expect(meanOf(null, 0)).toBe('0.0000');
  });
});
