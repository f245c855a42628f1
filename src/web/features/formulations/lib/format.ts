import { roundText } from '../../../../domain/formulation/round-text.ts';
import { formatMoney } from '../../../lib/format.ts';

/**
 * Money and percentages from the API's decimal strings, rounded half up on the text first (as the server
 * rounds), so the number formatter never has to round a binary float: $8.3150 shows $8.32. roundText
 * rather than decimal.js keeps the grid's first download small.
 */
export function money(value: string | number, decimals: number): string {
  return formatMoney(roundText(value, decimals), decimals);
}

/** A difference: "+$0.3700", "−$0.1000", or "$0.0000" for none. */
export function signedMoney(value: string | number, decimals: number): string {
  const rounded = roundText(value, decimals);
  if (Number(rounded) === 0) return money(0, decimals);
  return rounded.startsWith('-') ? `−${money(rounded.slice(1), decimals)}` : `+${money(rounded, decimals)}`;
}

export function percent(value: string | number, decimals: number): string {
  return `${roundText(value, decimals)}%`;
}

export function signedPercent(value: string | number, decimals: number): string {
  const rounded = roundText(value, decimals);
  if (Number(rounded) === 0) return `${rounded}%`;
  return rounded.startsWith('-') ? `−${rounded.slice(1)}%` : `+${rounded}%`;
}

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** Ounces and sizes: "1,000", "12.5" (up to the stored 6 decimals, no trailing zeros). */
export function amount(value: string | number): string {
  return amountFormat.format(Number(roundText(value, 6)));
}

export function signedAmount(value: string | number): string {
  const n = Number(roundText(value, 6));
  if (n === 0) return '0';
  return n < 0 ? `−${amountFormat.format(-n)}` : `+${amountFormat.format(n)}`;
}

/**
 * A substance's % w/w as the server stored it (6 decimals), without trailing zeros: "0.0044%", "96.5%".
 * Nothing is rounded here: the server rounded once, and an allergen at 0.0011 % must not read 0.00 %.
 */
export function substancePercent(value: string): string {
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return `${trimmed}%`;
}

/** An exact figure, or "min–max" where a range in a composition is involved. */
export function substanceAmount(amount: { percent: string | null; minPercent: string; maxPercent: string }) {
  return amount.percent !== null
    ? substancePercent(amount.percent)
    : `${substancePercent(amount.minPercent).slice(0, -1)}–${substancePercent(amount.maxPercent)}`;
}
