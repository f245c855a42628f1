import { describe, expect, it } from 'vitest';
import { amount, money, percent, signedAmount, signedMoney, signedPercent } from './format.ts';

describe('feature formatters', () => {
  it('rounds money half up in decimal before formatting', () => {
    // 8.3150 to 2 decimals, half up = 8.32; 1234.5 -> $1,234.50.
    expect(money('8.3150', 2)).toBe('$8.32');
    expect(money('1.0050', 2)).toBe('$1.01');
    expect(money('1234.5', 2)).toBe('$1,234.50');
    expect(money('166.2', 4)).toBe('$166.2000');
  });

  it('signs differences', () => {
    expect(signedMoney('0.37', 4)).toBe('+$0.3700');
    expect(signedMoney('-120', 3)).toBe('−$120.000');
    expect(signedMoney('-0.0001', 2)).toBe('$0.00');
    expect(signedPercent('4.4524', 2)).toBe('+4.45%');
    expect(signedPercent('-5', 2)).toBe('−5.00%');
    expect(signedAmount('-50.000000')).toBe('−50');
    expect(signedAmount('0')).toBe('0');
  });

  it('shows percentages and amounts', () => {
    expect(percent('60.00', 0)).toBe('60%');
    expect(percent('62.50', 0)).toBe('63%');
    expect(amount('1000.000000')).toBe('1,000');
    expect(amount('12.500000')).toBe('12.5');
  });
});
