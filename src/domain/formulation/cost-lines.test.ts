import { describe, expect, it } from 'vitest';
import { glycerin, niacinamide, water } from './cost.fixtures.ts';
import { costPerOunce, lineCost, toScale } from './cost.ts';

/**
 * The cost of one line (docs/product-rules.md, "Costs and units"): costPerOunce converts each unit of purchase to weight ounces (a volume by
 * the raw material's density), lineCost is ounces times that; both refuse what would make a cost wrong.
 */

describe('costPerOunce', () => {
  it('converts each unit of purchase to weight ounces', () => {
    expect(costPerOunce('1.20', 'oz').toString()).toBe('1.2');
    expect(costPerOunce('2.40', 'lb').toString()).toBe('0.15');
    // A kilogram is 1000 / 28.349523125 = 35.27396194958... oz: $35.27396194958 buys it at $1.00/oz.
    expect(toScale(costPerOunce('35.27396194958041291567580821520432541667', 'kg'), 12)).toBe(
      '1.000000000000',
    );
    // A US gallon of water (density 1) weighs 3785.411784 g = 133.526471232309... oz, not 128.
    expect(toScale(costPerOunce('12.80', 'gal'), 10)).toBe('0.0958611419');
    expect(toScale(costPerOunce('0.75', 'fl oz'), 10)).toBe('0.7189585639');
  });

  it('weighs a volume by the density: a gallon of glycerin (1.26 g/mL) is 168.24 oz', () => {
    // 3785.411784 mL x 1.26 g/mL = 4769.61884784 g / 28.349523125 = 168.2433537527... oz; $30 / that = $0.17831.../oz.
    expect(toScale(costPerOunce('30', 'gal', '1.26'), 10)).toBe('0.1783131359');
    expect(toScale(costPerOunce('30', 'gal', null), 10)).toBe(toScale(costPerOunce('30', 'gal', 1), 10));
    // Density plays no part in a weight unit.
    expect(costPerOunce('2.40', 'lb', '1.26').toString()).toBe('0.15');
  });

  it('refuses a unit it does not know, including inherited object keys', () => {
    expect(() => costPerOunce(1, 'ton')).toThrow(new RangeError('Unknown unit: ton'));
    expect(() => costPerOunce(1, 'toString')).toThrow(RangeError);
    expect(() => costPerOunce(1, 'OZ')).toThrow(RangeError);
  });

  it('refuses a negative or non-finite unit cost', () => {
    expect(() => costPerOunce(-0.01, 'oz')).toThrow(RangeError);
    expect(() => costPerOunce(Number.NaN, 'oz')).toThrow(RangeError);
    expect(() => costPerOunce(Number.POSITIVE_INFINITY, 'oz')).toThrow(RangeError);
  });
});

describe('lineCost', () => {
  it('is ounces times the cost per ounce', () => {
    expect(lineCost(water).toString()).toBe('1.2');
    expect(lineCost(glycerin).toString()).toBe('45');
    expect(lineCost(niacinamide).toString()).toBe('120');
    expect(lineCost({ ounces: 200, unitCost: '1.60', unit: 'lb' }).toString()).toBe('20');
    // 133.5264712323... oz of water in a gallon: 133.5264712323 oz at $12.80/gal cost $12.80.
    expect(
      toScale(
        lineCost({ ounces: '133.5264712323093089065850027415584614', unitCost: '12.80', unit: 'gal' }),
        10,
      ),
    ).toBe('12.8000000000');
  });

  it('costs an unknown ingredient at zero', () => {
    expect(lineCost({ ounces: 500, unitCost: null, unit: null }).isZero()).toBe(true);
    expect(lineCost({ ounces: 500, unitCost: undefined, unit: 'oz' }).isZero()).toBe(true);
    expect(lineCost({ ounces: 500, unitCost: 3, unit: undefined }).isZero()).toBe(true);
  });

  it('keeps every digit of scale-6 quantities', () => {
    expect(lineCost({ ounces: '0.000001', unitCost: '0.000001', unit: 'lb' }).eq('6.25e-14')).toBe(true);
  });

  it('refuses negative ounces, even for an unknown ingredient', () => {
    expect(() => lineCost({ ounces: -1, unitCost: 1, unit: 'oz' })).toThrow(RangeError);
    expect(() => lineCost({ ounces: '-0.5', unitCost: null, unit: null })).toThrow(RangeError);
  });
});
