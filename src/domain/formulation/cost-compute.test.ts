import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { glycerin, niacinamide, water } from './cost.fixtures.ts';
import { computeCost, D, toScale } from './cost.ts';

/**
 * computeCost (docs/product-rules.md, "Costs and units"): the worked example, a recipe scaled to the batch, concentrations, the target
 * margin, 40-digit precision whatever Decimals it is given, and what it refuses; toScale's half-up rounding
 * for display.
 */

describe('computeCost', () => {
  it('reproduces the worked example of docs/product-rules.md, "Costs and units"', () => {
    const result = computeCost({ batchSize: 1000, unitSize: 50, lines: [water, glycerin, niacinamide] });
    expect(result.lines.map((line) => line.cost.toString())).toEqual(['1.2', '45', '120']);
    expect(result.lines[1].costPerOunce.toString()).toBe('0.15');
    expect(result.recipeOunces.toString()).toBe('1000');
    expect(result.recipeCost.toString()).toBe('166.2');
    expect(toScale(result.totalCost, 4)).toBe('166.2000');
    expect(toScale(result.costPerUnit, 4)).toBe('8.3100');
    expect(result.lines.map((line) => line.concentration.toString())).toEqual(['60', '30', '10']);
    expect(result.targetMargin.toString()).toBe('60');
    expect(result.suggestedUnitPrice.toString()).toBe('20.775');
  });

  it('takes a line cost the caller computed once for that raw material at that weight, to the same figures', () => {
    // Glycerin at $2.40/lb is $0.15/oz; 300 oz of it cost 45: given, it is used as it is.
    const given = { ...glycerin, costPerOunce: D('0.15'), precomputedCost: D(300).times(D('0.15')) };
    const result = computeCost({ batchSize: 1000, unitSize: 50, lines: [water, given, niacinamide] });
    expect(result.lines.map((line) => line.cost.toString())).toEqual(['1.2', '45', '120']);
    expect(result.recipeCost.toString()).toBe('166.2');
    expect(toScale(result.costPerUnit, 4)).toBe('8.3100');
    expect(result.suggestedUnitPrice.toString()).toBe('20.775');
  });

  it('scales a recipe that does not add up to the batch', () => {
    const result = computeCost({
      batchSize: 1000,
      unitSize: 50,
      targetMargin: 25,
      lines: [
        { ounces: 40, unitCost: '0.50', unit: 'oz' },
        { ounces: 10, unitCost: '3.20', unit: 'lb' },
      ],
    });
    // C = 20 + 10 x 0.20 = 22 for R = 50 oz; the batch is 20 recipes, a unit is one.
    expect(result.recipeCost.toString()).toBe('22');
    expect(result.totalCost.toString()).toBe('440');
    expect(result.costPerUnit.toString()).toBe('22');
    expect(result.lines.map((line) => line.concentration.toString())).toEqual(['80', '20']);
    expect(toScale(result.suggestedUnitPrice, 4)).toBe('29.3333');
  });

  it('keeps thirds to 40 digits', () => {
    const result = computeCost({
      batchSize: 500,
      unitSize: 4,
      lines: [
        { ounces: 200, unitCost: '1.60', unit: 'lb' },
        { ounces: 100, unitCost: '0.30', unit: 'oz' },
      ],
    });
    // C = 20 + 30 = 50 for 300 oz: total 50 x 500 / 300, unit 50 x 4 / 300.
    expect(result.recipeCost.toString()).toBe('50');
    expect(toScale(result.totalCost, 4)).toBe('83.3333');
    expect(toScale(result.costPerUnit, 4)).toBe('0.6667');
    expect(result.lines[1].concentration.toString()).toBe(`33.${'3'.repeat(38)}`);
  });

  it('counts an unknown ingredient in the recipe weight but not in its cost', () => {
    const result = computeCost({
      batchSize: 1000,
      unitSize: 50,
      lines: [
        { ounces: 500, unitCost: '0.002', unit: 'oz' },
        { ounces: 500, unitCost: null, unit: null },
      ],
    });
    expect(result.lines[1].cost.isZero()).toBe(true);
    expect(result.lines.map((line) => line.concentration.toString())).toEqual(['50', '50']);
    expect(result.totalCost.toString()).toBe('1');
    expect(result.costPerUnit.toString()).toBe('0.05');
  });

  it('gives zeros, not a division by zero, for no lines or lines of no weight', () => {
    for (const lines of [[], [{ ounces: 0, unitCost: 5, unit: 'oz' }]]) {
      const result = computeCost({ batchSize: 1000, unitSize: 50, lines });
      for (const value of [result.recipeOunces, result.recipeCost, result.totalCost, result.costPerUnit]) {
        expect(value.isZero()).toBe(true);
      }
      expect(result.suggestedUnitPrice.isZero()).toBe(true);
      expect(result.lines.every((line) => line.concentration.isZero())).toBe(true);
    }
  });

  it('defaults the margin to 60 and accepts it as text', () => {
    const lines = [water, glycerin, niacinamide];
    expect(
      computeCost({ batchSize: 1000, unitSize: 50, targetMargin: null, lines }).targetMargin.toString(),
    ).toBe('60');
    const atZero = computeCost({ batchSize: 1000, unitSize: 50, targetMargin: '0', lines });
    expect(atZero.suggestedUnitPrice.eq(atZero.costPerUnit)).toBe(true);
    const at95 = computeCost({ batchSize: 1000, unitSize: 50, targetMargin: '95', lines });
    expect(at95.suggestedUnitPrice.toString()).toBe('166.2');
  });

  it('refuses input that would make a cost negative or divide by zero', () => {
    const base = { batchSize: 1000, unitSize: 50, lines: [water] };
    expect(() => computeCost({ ...base, batchSize: -1 })).toThrow(RangeError);
    expect(() => computeCost({ ...base, unitSize: '-50' })).toThrow(RangeError);
    expect(() => computeCost({ ...base, targetMargin: -1 })).toThrow(RangeError);
    expect(() => computeCost({ ...base, targetMargin: 100 })).toThrow(RangeError);
    expect(() => computeCost({ ...base, lines: [{ ...water, unitCost: '-0.002' }] })).toThrow(RangeError);
    expect(() => computeCost({ ...base, lines: [{ ...water, unit: 'ton' }] })).toThrow(RangeError);
    expect(() => computeCost({ ...base, lines: [{ ...water, unit: 'gal', density: 0 }] })).toThrow(
      RangeError,
    );
  });

  it('works at 40 digits even when given Decimals made at the library default of 20', () => {
    const third = new Decimal(1).div(3);
    expect(third.precision()).toBe(20);
    expect(D(1).div(3).precision()).toBe(40);
    const result = computeCost({
      batchSize: 3,
      unitSize: 1,
      lines: [{ ounces: 3, unitCost: third, unit: 'oz' }],
    });
    expect(result.totalCost.eq(third.times(3))).toBe(true);
  });

  it('costs quantities given as our Decimals exactly as the same figures in text (a recompute parses once)', () => {
    const parsed = computeCost({
      batchSize: D(1000),
      unitSize: D('50.0000'),
      targetMargin: D('60.00'),
      lines: [water, glycerin, niacinamide].map((line) => ({ ...line, ounces: D(String(line.ounces)) })),
    });
    // The worked example of docs/product-rules.md, "Costs and units" again: C = 1.20 + 45.00 + 120.00 = 166.20, a unit 8.31, priced at 20.775.
    expect(parsed.lines.map((line) => line.cost.toString())).toEqual(['1.2', '45', '120']);
    expect(parsed.recipeCost.toString()).toBe('166.2');
    expect(toScale(parsed.costPerUnit, 4)).toBe('8.3100');
    expect(parsed.suggestedUnitPrice.toString()).toBe('20.775');
    expect(() =>
      computeCost({ batchSize: 1000, unitSize: 50, lines: [{ ...water, ounces: D(-1) }] }),
    ).toThrow(RangeError);
  });

  it('computes at 40 digits with ounces given as a Decimal of the library default of 20', () => {
    // 1.23456789012345678901 oz (21 digits) at $1/oz costs $1.23456789012345678901; at 20 digits the last one
    // would be rounded away.
    const ounces = new Decimal('1.23456789012345678901');
    const result = computeCost({ batchSize: 1, unitSize: 1, lines: [{ ounces, unitCost: '1', unit: 'oz' }] });
    expect(result.lines[0].cost.toString()).toBe('1.23456789012345678901');
    expect(result.recipeCost.toString()).toBe('1.23456789012345678901');
  });

  it('sums the lines in their order and still gives concentrations unless told not to', () => {
    const lines = [glycerin, niacinamide, water];
    const result = computeCost({ batchSize: 1000, unitSize: 50, lines });
    expect(result.lines.map((line) => line.cost.toString())).toEqual(['45', '120', '1.2']);
    expect(result.lines.map((line) => line.concentration.toString())).toEqual(['30', '10', '60']);
    const costsOnly = computeCost({ batchSize: 1000, unitSize: 50, lines, concentrations: false });
    expect(costsOnly.lines.every((line) => line.concentration.isZero())).toBe(true);
    expect(costsOnly.recipeCost.toString()).toBe('166.2');
    expect(toScale(costsOnly.totalCost, 4)).toBe('166.2000');
  });
});

describe('toScale', () => {
  it('pads and rounds half up', () => {
    expect(toScale(D(8.31), 4)).toBe('8.3100');
    expect(toScale(D('0.00005'), 4)).toBe('0.0001');
    expect(toScale(D('0.00004999'), 4)).toBe('0.0000');
    expect(toScale(D('2.5'), 0)).toBe('3');
    expect(toScale(D('1.0005'), 3)).toBe('1.001');
  });

  it('never uses exponent notation and never prints minus zero', () => {
    expect(toScale(D('1e25'), 2)).toBe('10000000000000000000000000.00');
    expect(toScale(D('1e-9'), 6)).toBe('0.000000');
    expect(toScale(D('-0.00001'), 4)).toBe('0.0000');
  });

  it('rounds our own Decimals and others alike', () => {
    expect(toScale(D('0.123456789'), 6)).toBe('0.123457');
    expect(toScale(new Decimal('0.123456789'), 6)).toBe('0.123457');
    expect(toScale('0.1234565', 6)).toBe('0.123457');
  });

  it('refuses a scale that is not a whole number', () => {
    expect(() => toScale(D(1), -1)).toThrow(RangeError);
    expect(() => toScale(D(1), 1.5)).toThrow(RangeError);
  });
});
