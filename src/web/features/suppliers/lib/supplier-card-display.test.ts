import { describe, expect, it } from 'vitest';
import {
  countryOrDefault,
  displayUrl,
  formatLeadTime,
  formatMinimumOrder,
  formatRating,
  ratingNumber,
} from './supplier-card-display.ts';

describe('supplier card figures', () => {
  it('shows the rating with one decimal', () => {
    expect(formatRating('4.7')).toBe('4.7');
    expect(formatRating('4')).toBe('4.0');
    expect(formatRating(0)).toBe('0.0');
    expect(formatRating('bad')).toBe('0.0');
    expect(ratingNumber('3.9')).toBe(3.9);
  });

  it('shows the lead time in days', () => {
    expect(formatLeadTime(14)).toBe('14 days');
    expect(formatLeadTime(1)).toBe('1 day');
    expect(formatLeadTime(0)).toBe('0 days');
  });

  it('shows the minimum order in dollars without decimals', () => {
    expect(formatMinimumOrder('500.00')).toBe('$500');
    // 1234.50 rounds to $1,235 (half up at no decimals)
    expect(formatMinimumOrder('1234.50')).toBe('$1,235');
    expect(formatMinimumOrder('0.00')).toBe('$0');
  });

  it('says "Not specified" without a country', () => {
    expect(countryOrDefault(null)).toBe('Not specified');
    expect(countryOrDefault('  ')).toBe('Not specified');
    expect(countryOrDefault('Germany')).toBe('Germany');
  });

  it('shows a website without its scheme', () => {
    expect(displayUrl('https://www.acme.example/')).toBe('www.acme.example');
    expect(displayUrl('http://acme.example/catalog')).toBe('acme.example/catalog');
  });
});
