import { describe, expect, it } from 'vitest';
import { exactMean } from './exact-mean.ts';

describe('exactMean', () => {
  it('rounds the exact mean once: 2.0099 / 2 = 1.00495 is $1.00, not 1.0050 -> $1.01', () => {
    expect(exactMean('2.0099', 2, 2)).toBe('1.00');
    expect(exactMean('2.0099', 2, 4)).toBe('1.0050');
  });

  it('rounds half up at the last decimal shown', () => {
    expect(exactMean('2.0100', 2, 2)).toBe('1.01'); // 1.005
    expect(exactMean('3.0000', 3, 2)).toBe('1.00');
    expect(exactMean('24.9300', 3, 2)).toBe('8.31'); // 8.31
    expect(exactMean('25.0000', 3, 2)).toBe('8.33'); // 8.3333...
    expect(exactMean('25.0000', 3, 4)).toBe('8.3333');
    expect(exactMean('0.0150', 1, 2)).toBe('0.02');
  });

  it('keeps amounts below one cent and whole numbers', () => {
    expect(exactMean('0.0040', 1, 2)).toBe('0.00');
    expect(exactMean('7', 2, 2)).toBe('3.50');
    expect(exactMean('1234567.8900', 10, 2)).toBe('123456.79');
  });

  it('is 0 for no formulations or no sum', () => {
    expect(exactMean('0', 0, 2)).toBe('0.00');
    expect(exactMean('', 3, 2)).toBe('0.00');
  });

  it('rounds a negative mean half away from zero', () => {
    expect(exactMean('-2.0100', 2, 2)).toBe('-1.01');
  });
});
