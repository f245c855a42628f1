import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLabel,
  formatMoney,
  formatPercent,
  setDisplayTimeZone,
  toNumber,
  trimDecimal,
} from './format.ts';

describe('formatters', () => {
  it('formats dollars with the given decimals, reading numeric strings', () => {
    expect(formatMoney('8.31', 2)).toBe('$8.31');
    expect(formatMoney(0.15, 3)).toBe('$0.150');
    expect(formatMoney('166.2', 4)).toBe('$166.2000');
    expect(formatMoney(2500, 0)).toBe('$2,500');
    expect(formatMoney(null)).toBe('$0.00');
  });

  it('formats percents and labels', () => {
    expect(formatPercent(60)).toBe('60%');
    expect(formatPercent('12.345', 1)).toBe('12.3%');
    // Half up on the decimal value: toFixed said 1.4% and 1.00%, reading the binary doubles.
    expect(formatPercent(1.45, 1)).toBe('1.5%');
    expect(formatPercent('1.005', 2)).toBe('1.01%');
    expect(formatPercent('0.05', 1)).toBe('0.1%');
    expect(formatPercent('33.335', 2)).toBe('33.34%');
    expect(formatPercent(1234.5, 0)).toBe('1235%');
    expect(formatLabel('compliance_review')).toBe('Compliance Review');
  });

  it('falls back for missing dates and bad numbers', () => {
    expect(formatDate(null, 'No due date')).toBe('No due date');
    expect(formatDate('2026-03-04T12:00:00Z')).toBe('Mar 4, 2026');
    expect(toNumber('abc')).toBe(0);
  });
});

describe('display time zone', () => {
  it('shows dates in the chosen time zone', () => {
    setDisplayTimeZone('Pacific/Auckland');
    // 2026-03-04 20:30 UTC is already March 5 in Auckland (UTC+13).
    expect(formatDate('2026-03-04T20:30:00Z')).toBe('Mar 5, 2026');
    expect(formatDateTime('2026-03-04T20:30:00Z')).toMatch(/Mar 5, 2026.*9:30\s?AM/);
    setDisplayTimeZone('UTC');
    expect(formatDate('2026-03-04T20:30:00Z')).toBe('Mar 4, 2026');
    setDisplayTimeZone('Mars/Olympus');
    expect(formatDate('2026-03-04T20:30:00Z')).toBe('Mar 4, 2026');
    setDisplayTimeZone(undefined);
  });
});

describe('trimDecimal', () => {
  it('drops trailing zeros of a stored decimal', () => {
    expect(trimDecimal('2.400000')).toBe('2.4');
    expect(trimDecimal('3.000')).toBe('3');
    expect(trimDecimal('0.035000')).toBe('0.035');
    expect(trimDecimal('120')).toBe('120');
    expect(trimDecimal(null)).toBe('');
  });
});
