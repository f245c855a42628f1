import Decimal from 'decimal.js';
import { D, type DecimalInput } from '../common/decimal.ts';

/**
 * A percentage for a sentence: up to 4 decimals, at least 1, trailing zeros dropped ("2.5", "2.0", "0.001").
 * Given `above`, a value just over it gets the extra decimals that show it is over ("2.00001", not "2.0").
 */
export function percentText(value: DecimalInput, above?: DecimalInput): string {
  const number = D(value);
  let places = 4;
  let shown = number.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  if (above !== undefined && number.gt(above)) {
    while (!shown.gt(above) && places < 12) {
      places += 1;
      shown = number.toDecimalPlaces(places, Decimal.ROUND_UP);
    }
  }
  const text = shown.toFixed(places).replace(/0+$/, '');
  return text.endsWith('.') ? `${text}0` : text;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2025-05-01" as "1 May 2025", as regulations write dates. */
export function dateText(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
