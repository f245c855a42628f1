import type Decimal from 'decimal.js';
import { D, type DecimalInput } from '../common/decimal.ts';

/** The company currency until an administrator sets another (the spec's figures are in US dollars). */
export const DEFAULT_COMPANY_CURRENCY = 'USD';
export const CURRENCY_MESSAGE = 'Currency must be an ISO 4217 code such as USD or EUR';

/** ISO 4217 as the runtime knows it; three capitals when the runtime cannot list them. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : null;
  return known === null || known.includes(code);
}

export interface ExchangeRate {
  currency: string;
  /** Units of the company currency for one unit of `currency`. */
  rate: DecimalInput;
  /** ISO date (YYYY-MM-DD) from which the rate applies, until the next one. */
  validFrom: string;
}

/**
 * The rate in force for `currency` on `day` (YYYY-MM-DD): the latest rate whose validFrom is on or before the
 * day. The company currency converts at exactly 1; no rate yet is null, never a guess (a guessed 1 would
 * misprice every euro offer by the rate).
 */
export function rateInForce(
  rates: readonly ExchangeRate[],
  currency: string,
  day: string,
  companyCurrency: string,
): Decimal | null {
  if (currency === companyCurrency) return D(1);
  let best: ExchangeRate | null = null;
  for (const rate of rates) {
    if (rate.currency !== currency || rate.validFrom > day) continue;
    if (best === null || rate.validFrom > best.validFrom) best = rate;
  }
  return best === null ? null : D(best.rate);
}

/** A price in its own currency to the company currency at the rate in force; null without a rate. */
export function toCompanyCurrency(
  price: DecimalInput,
  currency: string,
  rates: readonly ExchangeRate[],
  day: string,
  companyCurrency: string,
): Decimal | null {
  const rate = rateInForce(rates, currency, day, companyCurrency);
  return rate === null ? null : D(price).times(rate);
}

/** Money as people read it in that currency: its symbol and its own decimals (JPY none, USD two). */
export function formatMoney(amount: DecimalInput, currency: string, locale = 'en-US', maxDecimals?: number) {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const { minimumFractionDigits = 2 } = format.resolvedOptions();
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits,
    maximumFractionDigits: Math.max(minimumFractionDigits, maxDecimals ?? minimumFractionDigits),
  }).format(Number(D(amount).toFixed(Math.max(minimumFractionDigits, maxDecimals ?? 0))));
}
