import { describe, expect, it } from 'vitest';
import { percentTotal, percentTotalWarning } from './percent-total.ts';

describe('percent entry totals', () => {
  it('adds the entered percentages exactly and ignores blank lines', () => {
    expect(percentTotal(['60', '30', '10'])).toBe('100');
    expect(percentTotal(['33.3333', '33.3333', '33.3333'])).toBe('99.9999');
    expect(percentTotal(['0.1', '0.2', ''])).toBe('0.3');
    expect(percentTotal(['', undefined])).toBeNull();
  });

  it('warns when the entries do not total 100', () => {
    expect(percentTotalWarning(['60', '30', '10'])).toBeNull();
    expect(percentTotalWarning([])).toBeNull();
    expect(percentTotalWarning(['60', '30', '8.5'])).toBe(
      "The percentages add up to 98.5%, not 100%. Concentrations and costs use each line's share of the total.",
    );
    expect(percentTotalWarning(['70', '40'])).toMatch(/^The percentages add up to 110%, not 100%/);
  });
});
