import type Decimal from 'decimal.js';
import { z } from 'zod';
import { D } from '../common/decimal.ts';
import { numberField } from '../common/numeric-input.ts';
import { COMPOSITION_TOLERANCE, USED_AS, type UsedAs } from './constants.ts';

/**
 * A raw material's composition (docs/product-rules.md, "Substances and the label"): what it is made of, as the supplier's sheet gives it. A row is
 * exact (`percent`) or a range (`minPercent`-`maxPercent`). Exact rows add up to 100 %; with ranges, the
 * minimums add up to at most 100 % and the maximums to at least 100 %, so some mixture within them is 100 %.
 */

const percentField = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    numberField({ message: `${label} must be between 0 and 100`, min: 0, max: 100 }).nullish(),
  );

export const compositionRowSchema = z
  .object({
    substanceId: z.guid({ error: 'Substance not found' }),
    percent: percentField('Percent'),
    minPercent: percentField('Minimum %'),
    maxPercent: percentField('Maximum %'),
    // Not given: the raw material's category says (defaultUsedAs), decided where the category is known.
    usedAs: z
      .enum(USED_AS, { error: 'Used as must be UV filter, preservative, colourant, perfume or other' })
      .nullish(),
  })
  .superRefine((row, ctx) => {
    const exact = row.percent != null;
    const range = row.minPercent != null || row.maxPercent != null;
    if (exact && range) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Give a percent or a range, not both' });
    } else if (exact) {
      if (row.percent === 0)
        ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Percent must be above 0' });
    } else if (row.minPercent == null || row.maxPercent == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['percent'],
        message: 'Give a percent or a minimum and a maximum',
      });
    } else if (row.minPercent > row.maxPercent) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxPercent'],
        message: 'Maximum % must be at least the minimum',
      });
    } else if (row.maxPercent === 0) {
      ctx.addIssue({ code: 'custom', path: ['maxPercent'], message: 'Maximum % must be above 0' });
    }
  })
  .transform((row) =>
    row.percent != null
      ? {
          substanceId: row.substanceId,
          percent: row.percent,
          minPercent: null,
          maxPercent: null,
          usedAs: row.usedAs ?? null,
        }
      : {
          substanceId: row.substanceId,
          percent: null,
          minPercent: row.minPercent!,
          maxPercent: row.maxPercent!,
          usedAs: row.usedAs ?? null,
        },
  );
export type CompositionRowInput = z.infer<typeof compositionRowSchema>;

export interface CompositionRow {
  substanceId: string;
  percent: Decimal.Value | null;
  minPercent: Decimal.Value | null;
  maxPercent: Decimal.Value | null;
  /** What the substance does in this raw material (ADR 034); absent reads as "other". */
  usedAs?: UsedAs | null;
  /** Its raw material is perfume (ADR 033): the substance is part of the product's Parfum. */
  inPerfume?: boolean;
}

/** A row's bounds: an exact row is its own minimum and maximum. */
export function rowBounds(row: CompositionRow): { min: Decimal; max: Decimal; exact: boolean } {
  if (row.percent !== null && row.percent !== undefined) {
    const value = D(row.percent);
    return { min: value, max: value, exact: true };
  }
  return { min: D(row.minPercent ?? 0), max: D(row.maxPercent ?? 0), exact: false };
}

/** The sums a composition form shows live: exact total, or minimum and maximum totals with ranges. */
export function compositionTotals(rows: readonly CompositionRow[]) {
  let min = D(0);
  let max = D(0);
  let exact = true;
  for (const row of rows) {
    const bounds = rowBounds(row);
    min = min.plus(bounds.min);
    max = max.plus(bounds.max);
    exact &&= bounds.exact;
  }
  return { min, max, exact };
}

const plain = (value: Decimal) => value.toDecimalPlaces(6).toFixed();

/** Why a composition cannot be a raw material's, or null when it can. */
export function compositionProblem(rows: readonly CompositionRow[]): string | null {
  if (rows.length === 0) return null;
  if (new Set(rows.map((row) => row.substanceId)).size !== rows.length)
    return 'Each substance may appear once in a composition';
  const { min, max, exact } = compositionTotals(rows);
  const hundred = D(100);
  if (exact) {
    if (min.minus(hundred).abs().gt(COMPOSITION_TOLERANCE))
      return `The composition must add up to 100 % (now ${plain(min)} %)`;
    return null;
  }
  if (min.gt(hundred.plus(COMPOSITION_TOLERANCE)))
    return `The minimums add up to more than 100 % (now ${plain(min)} %)`;
  if (max.lt(hundred.minus(COMPOSITION_TOLERANCE)))
    return `The maximums add up to less than 100 % (now ${plain(max)} %)`;
  return null;
}

/** The composition field of the raw material form and API: rows checked one by one, then as a whole. */
export const compositionSchema = z
  .array(compositionRowSchema, { error: 'Composition must be a list' })
  .max(100, 'A composition holds at most 100 substances')
  // A transform, not a refinement: it runs only once every row is valid, so a bad row is not also reported
  // as a wrong total.
  .transform((rows, ctx) => {
    const problem = compositionProblem(rows);
    if (!problem) return rows;
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  });
