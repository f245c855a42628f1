import type Decimal from 'decimal.js';
import { D, type DecimalInput, toScale } from '../formulation/cost.ts';

/** "$1,234.567": US dollars with thousands separators, rounded half up. */
export function usd(value: DecimalInput, decimals = 3): string {
  const fixed = toScale(value, decimals);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** "12.5%" from a value already in percent. */
export function percent(value: DecimalInput, decimals = 1): string {
  return `${toScale(value, decimals)}%`;
}

/** Share of a part in a whole, in percent (0 when the whole is 0). */
export function share(part: DecimalInput, whole: DecimalInput): Decimal {
  const total = D(whole);
  return total.isZero() ? D(0) : D(part).times(100).div(total);
}

/** "organic, fair trade" from snake_case labels. */
export function labelList(values: readonly string[]): string {
  return values.map((value) => value.replaceAll('_', ' ')).join(', ');
}
