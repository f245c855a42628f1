import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RAW_MATERIAL_UNITS } from '../raw-material/constants.ts';
import { weightOuncesPerUnit } from '../raw-material/units.ts';
import { computeCost, D, lineCost } from './cost.ts';

/**
 * computeCost's properties (docs/product-rules.md, "Costs and units"), checked with fast-check over scale-6 quantities as stored: the same
 * cost per unit for a scaled recipe, never a negative cost, concentrations adding up to 100 %, totalCost = C
 * when the lines add up to the batch, and agreement with lineCost.
 */

// Scale-6 quantities, as stored: ounces from 0.000001 to 10 000, unit costs from 0 to 1 000.
const ounces = fc.integer({ min: 1, max: 10_000_000_000 }).map((n) => D(n).div(1_000_000));
const unitCost = fc.integer({ min: 0, max: 1_000_000_000 }).map((n) => D(n).div(1_000_000));
const line = fc.record({
  ounces,
  unitCost: fc.option(unitCost, { nil: null }),
  unit: fc.constantFrom(...RAW_MATERIAL_UNITS),
});
const lines = fc.array(line, { minLength: 1, maxLength: 20 });
const size = fc.integer({ min: 1, max: 100_000_000 }).map((n) => D(n).div(100));
const margin = fc.integer({ min: 0, max: 9500 }).map((n) => D(n).div(100));
const TOLERANCE = D('1e-20');

describe('computeCost properties', () => {
  it('gives the same cost per unit when every line is scaled by k > 0', () => {
    const k = fc.integer({ min: 1, max: 1_000_000 }).map((n) => D(n).div(1000));
    fc.assert(
      fc.property(lines, size, size, k, (recipe, batchSize, unitSize, factor) => {
        const before = computeCost({ batchSize, unitSize, lines: recipe });
        const scaledLines = recipe.map((item) => ({ ...item, ounces: item.ounces.times(factor) }));
        const after = computeCost({ batchSize, unitSize, lines: scaledLines });
        expect(after.costPerUnit.minus(before.costPerUnit).abs().lte(TOLERANCE)).toBe(true);
        expect(after.totalCost.minus(before.totalCost).abs().lte(TOLERANCE)).toBe(true);
      }),
    );
  });

  it('never gives a negative cost', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), size, size, margin, (recipe, batchSize, unitSize, m) => {
        const result = computeCost({ batchSize, unitSize, targetMargin: m, lines: recipe });
        const values = [
          ...result.lines.map((item) => item.cost),
          result.recipeCost,
          result.totalCost,
          result.costPerUnit,
          result.suggestedUnitPrice,
        ];
        expect(values.every((value) => !value.isNegative())).toBe(true);
      }),
    );
  });

  it('has concentrations adding up to 100 % w/w', () => {
    fc.assert(
      fc.property(lines, (recipe) => {
        const result = computeCost({ batchSize: 1000, unitSize: 50, lines: recipe });
        const total = result.lines.reduce((sum, item) => sum.plus(item.concentration), D(0));
        expect(total.minus(100).abs().lte(TOLERANCE)).toBe(true);
      }),
    );
  });

  it('gives totalCost = C exactly when the lines add up to the batch size', () => {
    fc.assert(
      fc.property(lines, size, (recipe, unitSize) => {
        const batchSize = recipe.reduce((sum, item) => sum.plus(item.ounces), D(0));
        const result = computeCost({ batchSize, unitSize, lines: recipe });
        expect(result.totalCost.eq(result.recipeCost)).toBe(true);
      }),
    );
  });

  it('agrees with lineCost and prices each line at ounces x unit cost / ounces per unit', () => {
    const perUnit = (unit: string) => weightOuncesPerUnit(unit);
    fc.assert(
      fc.property(lines, (recipe) => {
        const result = computeCost({ batchSize: 1000, unitSize: 50, lines: recipe });
        recipe.forEach((item, index) => {
          const expected =
            item.unitCost === null ? D(0) : item.ounces.times(item.unitCost).div(perUnit(item.unit));
          // Volume units divide by a non-terminating factor: equal to within the 40th digit, not bit for bit.
          expect(result.lines[index].cost.minus(expected).abs().lte('1e-30')).toBe(true);
          expect(lineCost(item).eq(result.lines[index].cost)).toBe(true);
        });
      }),
    );
  });
});
