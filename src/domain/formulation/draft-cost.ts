import type Decimal from 'decimal.js';
import { computeCost, D, toScale } from './cost.ts';

// Plain decimals only, as the form schema reads them (numeric-input.ts): no '1e3', '0x10' or blanks.
const NUMERIC_TEXT = /^\+?(\d+(\.\d*)?|\.\d+)$/;

/** A form value (number or text) as a decimal of at least 0, or null when it is not one. */
export function readAmount(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? D(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return NUMERIC_TEXT.test(text) ? D(text) : null;
}

/** A decimal as a form field shows it: at most `scale` decimals, no trailing zeros ("125", "33.3333"). */
export function plainAmount(value: Decimal, scale = 6): string {
  return value.toDecimalPlaces(scale).toFixed();
}

/**
 * A line entered as % w/w of the batch, in ounces: ounces = percent x batchSize / 100, at the stored scale
 * of 6 decimals. Empty when either value is not a number (the form then says the ounces are missing).
 */
export function ouncesFromPercent(percent: unknown, batchSize: unknown): string {
  const p = readAmount(percent);
  const batch = readAmount(batchSize);
  if (!p || !batch) return '';
  return plainAmount(p.times(batch).div(100));
}

/** The other way round: percent = ounces / batchSize x 100 (at most 4 decimals); empty when unknown. */
export function percentOfBatch(ounces: unknown, batchSize: unknown): string {
  const oz = readAmount(ounces);
  const batch = readAmount(batchSize);
  if (!oz || !batch || batch.isZero()) return '';
  return plainAmount(oz.times(100).div(batch), 4);
}

export interface DraftLine {
  ingredientId: string;
  ounces: unknown;
}

export interface DraftFormulation {
  batchSize: unknown;
  unitSize: unknown;
  targetMargin: unknown;
  lines: readonly DraftLine[];
}

/** What the cost engine needs of an ingredient. */
export interface RawMaterialPrice {
  unitCost: string;
  unit: string;
  /** g/mL; null is the assumed 1 g/mL (volume units only). */
  density?: string | null;
}

export interface DraftLineCost {
  /** Line cost at 3 decimals (what the form shows). */
  cost: string;
  /** % w/w of the recipe at 2 decimals. */
  concentration: string;
}

export interface DraftCost {
  lines: DraftLineCost[];
  /** Sum of the lines' ounces, at most 6 decimals. */
  recipeOunces: string;
  /** At 4 decimals; null while the batch or unit size is not a number of at least 1. */
  totalCost: string | null;
  costPerUnit: string | null;
  /** At 4 decimals; null also while the margin is not between 0 and 95. */
  suggestedUnitPrice: string | null;
}

/**
 * The live figures of a formulation form that is still being typed, from the domain's cost engine: a line
 * whose ounces are not a number yet counts as 0 oz, a line without a raw material costs 0 (as the engine
 * costs an unknown raw material), and a total that cannot be computed yet is null rather than a wrong figure.
 */
export function draftCost(
  draft: DraftFormulation,
  prices: ReadonlyMap<string, RawMaterialPrice>,
  maxMargin = 95,
): DraftCost {
  const batchSize = readAmount(draft.batchSize);
  const unitSize = readAmount(draft.unitSize);
  const margin = readAmount(draft.targetMargin);
  const sizesValid = !!batchSize && batchSize.gte(1) && !!unitSize && unitSize.gte(1);
  const marginValid = !!margin && margin.lte(maxMargin);

  const result = computeCost({
    batchSize: sizesValid ? batchSize : 1,
    unitSize: sizesValid ? unitSize : 1,
    targetMargin: marginValid ? margin : 0,
    lines: draft.lines.map((line) => {
      const price = prices.get(line.ingredientId);
      return {
        ounces: readAmount(line.ounces) ?? 0,
        unitCost: price?.unitCost,
        unit: price?.unit,
        density: price?.density,
      };
    }),
  });

  return {
    lines: result.lines.map((line) => ({
      cost: toScale(line.cost, 3),
      concentration: toScale(line.concentration, 2),
    })),
    recipeOunces: plainAmount(result.recipeOunces),
    totalCost: sizesValid ? toScale(result.totalCost, 4) : null,
    costPerUnit: sizesValid ? toScale(result.costPerUnit, 4) : null,
    suggestedUnitPrice: sizesValid && marginValid ? toScale(result.suggestedUnitPrice, 2) : null,
  };
}
