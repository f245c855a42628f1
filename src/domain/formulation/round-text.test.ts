import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toScale } from './cost.ts';
import { roundText } from './round-text.ts';

describe('roundText', () => {
  it('rounds half up, away from zero on a tie', () => {
    // 8.3150 -> 8.32 (the 5 rounds up); 8.3149 -> 8.31; -1.005 -> -1.01 (away from zero).
    expect(roundText('8.3150', 2)).toBe('8.32');
    expect(roundText('8.3149', 2)).toBe('8.31');
    expect(roundText('-1.005', 2)).toBe('-1.01');
    expect(roundText('62.50', 0)).toBe('63');
    expect(roundText('166.2', 4)).toBe('166.2000');
  });

  it('carries through nines into a new digit', () => {
    // 999.995 -> 1000.00; 9.5 -> 10.
    expect(roundText('999.995', 2)).toBe('1000.00');
    expect(roundText('9.5', 0)).toBe('10');
  });

  it('prints zero without a sign and reads numbers', () => {
    expect(roundText('-0.0001', 2)).toBe('0.00');
    expect(roundText('.5', 0)).toBe('1');
    expect(roundText('007.25', 1)).toBe('7.3');
    expect(roundText(0, 2)).toBe('0.00');
    expect(roundText(1.5, 0)).toBe('2');
    expect(roundText(1e-7, 6)).toBe('0.000000');
  });

  it('refuses what is not a decimal', () => {
    for (const bad of ['', '.', 'abc', '1e3', '1.2.3', '--1']) {
      expect(() => roundText(bad, 2)).toThrow(RangeError);
    }
    expect(() => roundText(Number.NaN, 2)).toThrow(RangeError);
    expect(() => roundText('1', -1)).toThrow(RangeError);
  });

  it('agrees with the cost engine’s toScale on any decimal text', () => {
    const decimalText = fc
      .tuple(
        fc.constantFrom('', '-', '+'),
        fc.stringMatching(/^\d{1,12}$/),
        fc.option(fc.stringMatching(/^\d{0,9}$/), { nil: undefined }),
      )
      .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`);
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 6 }), (text, scale) => {
        expect(roundText(text, scale)).toBe(toScale(text, scale));
      }),
      { numRuns: 2000 },
    );
  });
});
