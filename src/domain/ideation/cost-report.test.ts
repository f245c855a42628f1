import { describe, expect, it } from 'vitest';
import { buildCostReport, costReportText } from './cost-report.ts';
import { formulation, pureCatalogue, rawMaterial } from './test-facts.ts';

const A = rawMaterial({ id: 'A', name: 'Active A', unitCost: '1.20' });
const B = rawMaterial({ id: 'B', name: 'Active B', unitCost: '0.80' });
const W = rawMaterial({ id: 'W', name: 'Water', category: 'base', unitCost: '0.10' });
const inventory = [A, B, W];
// A and B are both antioxidants: B may stand in for A.
const catalogue = pureCatalogue({ A: ['antioxidant'], B: ['antioxidant'], W: ['solvent'] });

describe('buildCostReport', () => {
  it('gives every formulation its drivers and best swap, highest cost per unit first, with totals', () => {
    // One: 100 oz A + 900 oz W, batch 1000, unit 50: C = 120 + 90 = 210; per unit 10.50; A → B saves
    // 100 × 0.40 × 50 / 1000 = 2.00 per unit and 40 per batch.
    const one = formulation(
      [
        ['A', '100'],
        ['W', '900'],
      ],
      { id: 'one', name: 'One' },
    );
    // Two: 1000 oz W only, unit 10: C = 100; per unit 1.00; no cheaper base.
    const two = formulation([['W', '1000']], { id: 'two', name: 'Two', unitSize: '10', version: 2 });
    // Three: 200 oz A in a 1000 oz batch with 800 oz W, unit 25: C = 240 + 80 = 320; per unit 8.00;
    // A → B saves 200 × 0.40 × 25 / 1000 = 2.00 per unit and 80 per batch.
    const three = formulation(
      [
        ['A', '200'],
        ['W', '800'],
      ],
      { id: 'three', name: 'Three', unitSize: '25' },
    );
    const report = buildCostReport([two, three, one], inventory, catalogue);
    expect(report.entries.map((e) => [e.name, e.costPerUnit])).toEqual([
      ['One', '10.5000'],
      ['Three', '8.0000'],
      ['Two', '1.0000'],
    ]);
    expect(report.entries[0]!.drivers).toEqual([
      // A: 120 × 50 / 1000 = 6.00, 120 / 210 = 57.1 %; W: 90 × 50 / 1000 = 4.50, 42.9 %.
      { name: 'Active A', costPerUnit: '6.0000', share: '57.1' },
      { name: 'Water', costPerUnit: '4.5000', share: '42.9' },
    ]);
    expect(report.entries[0]!.bestSwap).toEqual({
      replace: 'Active A',
      with: 'Active B',
      category: 'active',
      savingPerUnit: '2.0000',
      newCostPerUnit: '8.5000',
      savingPerBatch: '40.0000',
    });
    expect(report.entries[2]!.bestSwap).toBeNull();
    // Totals: 2.00 + 2.00 per unit; 40 + 80 per batch.
    expect(report.totals).toEqual({
      formulationCount: 3,
      withSavings: 2,
      totalSavingPerUnit: '4.0000',
      totalSavingPerBatch: '120.0000',
    });

    const text = costReportText(report, '2026-03-04T10:20:30.000Z');
    expect(text).toContain('Generated 2026-03-04 10:20 UTC');
    expect(text).toContain('$4.000 per unit summed over formulations, $120.00 for one batch of each');
    expect(text).toContain(
      '  Best swap: replace Active A with Active B (active): saves $2.000 per unit (new $8.500), $40.00 per batch',
    );
    expect(text).toContain('Two (v2) - serum, Draft');
  });

  it('is empty but valid without formulations', () => {
    expect(buildCostReport([], inventory, catalogue).totals).toEqual({
      formulationCount: 0,
      withSavings: 0,
      totalSavingPerUnit: '0.0000',
      totalSavingPerBatch: '0.0000',
    });
  });
});
