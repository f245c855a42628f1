import type Decimal from 'decimal.js';
import { D, type DecimalInput, toScale } from './cost.ts';

/**
 * Percent entry (ADR 049): a recipe typed as % w/w of the batch, one line optionally "q.s." (quantum satis: the
 * balance to 100 %, typically Aqua). The percentages are the record; the ounces every other part of the product
 * reads (costs, compliance, the label) are derived from them at the stored scale of 6 decimals.
 */

/** The smallest percentage a line may hold: 1 ppm, so a 1 oz batch still gets 0.000001 oz (the stored scale). */
export const MIN_PERCENT = 0.0001;
export const PERCENT_DECIMALS = 6;
export const PERCENT_MESSAGE = 'Percent must be between 0.0001 and 100';

export interface PercentLine {
  /** The % w/w typed; ignored on the q.s. line. */
  percent: DecimalInput | null | undefined;
  qs: boolean;
}

export interface ResolvedLine {
  /** Ounces at 6 decimals: % x batch / 100, or what is left of the batch for the q.s. line. */
  ounces: string;
  /** The line's % w/w at 6 decimals: as typed, or 100 minus the others for the q.s. line. */
  percent: string;
}

export type PercentResolution =
  | { ok: true; lines: ResolvedLine[] }
  | { ok: false; index: number; message: string };

const HUNDRED = D(100);

/**
 * The lines' ounces from their percentages for a batch of `batchSize` oz. The q.s. line takes the rest of the
 * batch in ounces (batch minus the others' rounded ounces), so the stored lines add up to the batch exactly and
 * the spec's "total cost = recipe cost" holds; its percentage is 100 minus the others', exactly.
 */
export function resolvePercentLines(
  batchSize: DecimalInput,
  lines: readonly PercentLine[],
): PercentResolution {
  const batch = D(batchSize);
  const qsIndex = lines.findIndex((line) => line.qs);
  let percentSum = D(0);
  let ounceSum = D(0);
  const resolved: ResolvedLine[] = lines.map((line) => {
    if (line.qs) return { ounces: '', percent: '' };
    const percent = D(line.percent ?? 0);
    const ounces = toScale(batch.times(percent).div(HUNDRED), 6);
    percentSum = percentSum.plus(percent);
    ounceSum = ounceSum.plus(ounces);
    return { ounces, percent: toScale(percent, PERCENT_DECIMALS) };
  });
  if (qsIndex === -1) return { ok: true, lines: resolved };

  const rest = HUNDRED.minus(percentSum);
  const restOunces = batch.minus(ounceSum);
  if (rest.lt(MIN_PERCENT) || !restOunces.isPositive()) {
    return {
      ok: false,
      index: qsIndex,
      message: `The other lines add up to ${plain(percentSum)} %, leaving less than ${MIN_PERCENT} % for the q.s. line`,
    };
  }
  resolved[qsIndex] = { ounces: toScale(restOunces, 6), percent: toScale(rest, PERCENT_DECIMALS) };
  return { ok: true, lines: resolved };
}

/** A line's share of the batch in %: ounces / batch x 100, at 6 decimals (how ounce entry reads as %). */
export function percentOfBatchSize(ounces: DecimalInput, batchSize: DecimalInput): string {
  const batch = D(batchSize);
  if (batch.isZero()) return toScale(0, PERCENT_DECIMALS);
  return toScale(D(ounces).times(HUNDRED).div(batch), PERCENT_DECIMALS);
}

function plain(value: Decimal): string {
  return value.toDecimalPlaces(PERCENT_DECIMALS).toFixed();
}
