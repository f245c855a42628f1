import { describe, expect, it } from 'vitest';
import { costPerOunce } from '../formulation/cost.ts';
import { formatMoney, isCurrencyCode, rateInForce, toCompanyCurrency } from './currency.ts';

const rates = [
  { currency: 'EUR', rate: '1.10', validFrom: '2026-01-01' },
  { currency: 'EUR', rate: '1.08', validFrom: '2026-06-01' },
  { currency: 'GBP', rate: '1.27', validFrom: '2026-03-01' },
];

describe('the rate in force', () => {
  it('is the latest rate dated on or before the day', () => {
    expect(rateInForce(rates, 'EUR', '2026-05-31', 'USD')?.toFixed()).toBe('1.1');
    expect(rateInForce(rates, 'EUR', '2026-06-01', 'USD')?.toFixed()).toBe('1.08');
    expect(rateInForce(rates, 'EUR', '2030-01-01', 'USD')?.toFixed()).toBe('1.08');
  });
  it('is none before the first rate, and exactly 1 for the company currency', () => {
    expect(rateInForce(rates, 'EUR', '2025-12-31', 'USD')).toBeNull();
    expect(rateInForce(rates, 'CHF', '2026-06-01', 'USD')).toBeNull();
    expect(rateInForce([], 'USD', '2026-06-01', 'USD')?.toFixed()).toBe('1');
  });
});

describe('an EUR offer in the company currency', () => {
  it('converts at the dated rate, then per weight ounce', () => {
    // EUR 8.00/kg on 2026-02-15 at 1.10: USD 8.80/kg; 1 kg = 1000 / 28.349523125 oz, so
    // 8.80 x 28.349523125 / 1000 = 0.2494758035 $/oz, 0.249476 to 6 places.
    const usd = toCompanyCurrency('8.00', 'EUR', rates, '2026-02-15', 'USD');
    expect(usd?.toFixed()).toBe('8.8');
    expect(costPerOunce(usd!, 'kg').toFixed(10)).toBe('0.2494758035');
  });
  it('moves with a rate change: EUR 8.00 at 1.08 from June is USD 8.64', () => {
    expect(toCompanyCurrency('8.00', 'EUR', rates, '2026-06-02', 'USD')?.toFixed()).toBe('8.64');
  });
  it('has no cost without a rate', () => {
    expect(toCompanyCurrency('8.00', 'EUR', rates, '2025-01-01', 'USD')).toBeNull();
  });
});

describe('currency codes and money', () => {
  it('knows ISO 4217 codes', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('ABC')).toBe(false);
  });
  it('formats with the currency symbol and its own decimals', () => {
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'EUR', 'en-US')).toBe('€1,234.50');
    expect(formatMoney('1234.5', 'JPY')).toBe('¥1,235');
    expect(formatMoney('0.1375', 'USD', 'en-US', 4)).toBe('$0.1375');
  });
});
