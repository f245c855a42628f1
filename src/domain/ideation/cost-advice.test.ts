import { describe, expect, it } from 'vitest';
import { cheaperCandidates, cheaperSwaps, costDrivers, swapEffect, swapSentence } from './cost-advice.ts';
import { inventoryIndex } from './facts.ts';
import { formulation, pureCatalogue, rawMaterial } from './test-facts.ts';

// A: active at $1.20/oz; B: active at $0.80/oz; C: active bought by the pound, $12.80/lb = $0.80/oz;
// D: active at $2.00/oz (dearer); water: base by the pound, $0.032/lb = $0.002/oz; kaolin: base $0.50/oz.
const A = rawMaterial({ id: 'A', name: 'Niacinamide', unitCost: '1.20' });
const B = rawMaterial({ id: 'B', name: 'Bargain Active', unitCost: '0.80' });
const C = rawMaterial({ id: 'C', name: 'Pound Active', unitCost: '12.80', unit: 'lb' });
const D = rawMaterial({ id: 'D', name: 'Dear Active', unitCost: '2.00' });
const water = rawMaterial({ id: 'W', name: 'Water', category: 'base', unit: 'lb', unitCost: '0.032' });
const kaolin = rawMaterial({ id: 'K', name: 'Kaolin', category: 'base', unitCost: '0.50' });
const inventory = [A, B, C, D, water, kaolin];
const byId = inventoryIndex(inventory);
// The actives all brighten (a shared job); water is only a solvent (a general function); kaolin absorbs.
const catalogue = pureCatalogue({
  A: ['skin_whitening', 'skin_conditioning'],
  B: ['skin_whitening'],
  C: ['skin_whitening', 'antioxidant'],
  D: ['skin_whitening'],
  W: ['solvent'],
  K: ['absorbent'],
});

// 100 oz of A and 900 oz of water in a 1000 oz batch, 50 oz units.
// C = 100 × 1.20 + 900 × 0.002 = 120 + 1.8 = 121.8; cost per unit = 121.8 × 50 / 1000 = 6.09.
const serum = formulation([
  ['A', '100'],
  ['W', '900'],
]);

describe('swapEffect', () => {
  it('replaces the line at the same ounces and recomputes the cost per unit with the cost engine', () => {
    const swap = swapEffect(serum, byId, 0, B);
    // New C = 100 × 0.80 + 1.8 = 81.8; cost per unit = 81.8 × 50 / 1000 = 4.09.
    // Saving per unit = 6.09 − 4.09 = 2.00 = 100 × (1.20 − 0.80) × 50 / 1000.
    expect(swap.oldCostPerUnit.toString()).toBe('6.09');
    expect(swap.newCostPerUnit.toString()).toBe('4.09');
    expect(swap.savingPerUnit.toString()).toBe('2');
    // Per batch: 121.8 − 81.8 = 40 (the lines add up to the batch, so total cost = C).
    expect(swap.savingPerBatch.toString()).toBe('40');
  });

  it('converts the replacement unit first: $12.80/lb is $0.80/oz, the same $2.00 saving', () => {
    expect(swapEffect(serum, byId, 0, C).savingPerUnit.toString()).toBe('2');
  });

  it('scales a pilot recipe to the batch: 10 oz of A in 100 oz gives the same $2.00 per 50 oz unit', () => {
    // R = 100; C = 10 × 1.20 + 90 × 0.002 = 12.18; cost per unit = 12.18 × 50 / 100 = 6.09.
    // With B: (8 + 0.18) × 50 / 100 = 4.09; saving 2.00. Per batch: (12.18 − 8.18) × 1000 / 100 = 40.
    const pilot = formulation([
      ['A', '10'],
      ['W', '90'],
    ]);
    const swap = swapEffect(pilot, byId, 0, B);
    expect(swap.savingPerUnit.toString()).toBe('2');
    expect(swap.savingPerBatch.toString()).toBe('40');
  });
});

describe('cheaperCandidates', () => {
  it('keeps cheaper ingredients of the same category not already in the recipe, cheapest first', () => {
    // B and C both cost $0.80/oz: the tie is broken by name. D is dearer; kaolin is another category.
    expect(cheaperCandidates(serum, inventory, A, catalogue).map((i) => i.id)).toEqual(['B', 'C']);
    // Water is the cheapest base, and a solvent only: nothing for the water line.
    expect(cheaperCandidates(serum, inventory, water, catalogue)).toEqual([]);
  });

  it('never offers a cheaper ingredient of the same category that does another job', () => {
    // B is cheaper and an active too, but a preservative here: it shares only "skin conditioning" with A.
    const other = pureCatalogue({
      A: ['skin_whitening', 'skin_conditioning'],
      B: ['preservative', 'skin_conditioning'],
    });
    expect(cheaperCandidates(serum, inventory, A, other)).toEqual([]);
  });
});

describe('costDrivers', () => {
  it('ranks lines by cost per unit with their share of the recipe cost', () => {
    const drivers = costDrivers(serum, byId);
    // A: 120 × 50 / 1000 = 6.00 per unit, 120 / 121.8 = 98.52 %; water: 1.8 × 50 / 1000 = 0.09, 1.48 %.
    expect(drivers.map((d) => [d.name, d.costPerUnit.toFixed(2), d.share.toFixed(2)])).toEqual([
      ['Niacinamide', '6.00', '98.52'],
      ['Water', '0.09', '1.48'],
    ]);
  });

  it('leaves out lines whose ingredient is unknown (they cost 0)', () => {
    const withUnknown = formulation([
      ['A', '100'],
      ['gone', '900'],
    ]);
    expect(costDrivers(withUnknown, byId).map((d) => d.name)).toEqual(['Niacinamide']);
  });
});

describe('cheaperSwaps', () => {
  it('lists the best swap of each line, biggest saving per unit first', () => {
    // Lines: 100 oz A ($1.20) and 200 oz D ($2.00) in a 1000 oz batch with 700 oz water, unit 50.
    // Swap D → B: 200 × (2.00 − 0.80) × 50 / 1000 = 12.00; swap A → B: 100 × 0.40 × 50 / 1000 = 2.00.
    const two = formulation([
      ['A', '100'],
      ['D', '200'],
      ['W', '700'],
    ]);
    const swaps = cheaperSwaps(two, inventory, catalogue);
    expect(swaps.map((s) => [s.from.id, s.to.id, s.savingPerUnit.toFixed(2)])).toEqual([
      ['D', 'B', '12.00'],
      ['A', 'B', '2.00'],
    ]);
  });

  it('reads as a sentence with dollars to 3 decimals (2 per batch)', () => {
    expect(swapSentence(swapEffect(serum, byId, 0, B))).toBe(
      'Replace Niacinamide ($1.200/oz) with Bargain Active ($0.800/oz, active): saves $2.000 per unit ($4.090 instead of $6.090) and $40.00 per batch.',
    );
  });
});
