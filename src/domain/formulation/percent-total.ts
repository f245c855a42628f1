import { D } from './cost.ts';
import { readAmount } from './draft-cost.ts';

/**
 * The sum of the % w/w entries typed so far, at most 4 decimals as each entry shows; null while no line has a
 * percentage. Exact (decimal) arithmetic: 33.3333 x 3 is 99.9999, not 100.
 */
export function percentTotal(percents: readonly unknown[]): string | null {
  const entered = percents.map(readAmount).filter((value) => value !== null);
  if (entered.length === 0) return null;
  return entered
    .reduce((sum, value) => sum.plus(value), D(0))
    .toDecimalPlaces(4)
    .toFixed();
}

/** The warning the form shows when percentage entries do not total 100; null when they do (or none yet). */
export function percentTotalWarning(percents: readonly unknown[]): string | null {
  const total = percentTotal(percents);
  if (total === null || D(total).eq(100)) return null;
  return `The percentages add up to ${total}%, not 100%. Concentrations and costs use each line's share of the total.`;
}
