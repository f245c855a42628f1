import Decimal from 'decimal.js';

export type DecimalInput = Decimal.Value;

/**
 * Our own Decimal: 40 significant digits so that sums of scale-6 quantities times unit costs divided by
 * 16 stay exact (and a density or a gram factor to 40 digits), and a private clone so nothing else in the process can change the precision
 * under us. Callable with or without `new`, as decimal.js constructors are.
 */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP }) as Decimal.Constructor &
  ((value: DecimalInput) => Decimal);
