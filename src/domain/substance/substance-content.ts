import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import { type CompositionRow, rowBounds } from './composition.ts';
import type { UsedAs } from './constants.ts';

/**
 * A formulation's substance content (docs/product-rules.md, "Substances and the label"): for each substance, its % w/w in the product is the sum
 * over the recipe's lines of the line's % w/w x the substance's share in that raw material. A range in a
 * composition carries through as a minimum and a maximum; the exact figure exists only where every source
 * is exact. Every figure keeps its sources, so a label or a limit can say where a substance came from, what it does
 * there (its function of use) and whether it came as part of a perfume.
 * Computed at full precision (40 digits); rounding is for whoever prints it.
 */
const ZERO = D(0);
const HUNDRED = D(100);

export interface ContentLine {
  ingredientId: string;
  ingredientName: string;
  ounces: Decimal.Value;
}

export interface SubstanceSource {
  ingredientId: string;
  ingredientName: string;
  /** The substance's % w/w in the product from this raw material: exact, or null where a range is involved. */
  percent: Decimal | null;
  minPercent: Decimal;
  maxPercent: Decimal;
  /** What the substance does in that raw material (ADR 034). */
  usedAs: UsedAs;
  /** That raw material is perfume (ADR 033). */
  inPerfume: boolean;
  /** The raw material's own % w/w in the product (a perfume's whole share is its raw materials' shares). */
  rawMaterialPercent: Decimal;
}

export interface SubstanceAmount {
  substanceId: string;
  inciName: string;
  percent: Decimal | null;
  minPercent: Decimal;
  maxPercent: Decimal;
  sources: SubstanceSource[];
}

/** A raw material with no composition on file: the label cannot name what it holds. */
export interface UnassignedLine {
  ingredientId: string;
  ingredientName: string;
  percent: Decimal;
}

export interface SubstanceContent {
  /** Largest maximum first; ties by INCI name, so the order never depends on the recipe's line order. */
  substances: SubstanceAmount[];
  unassigned: UnassignedLine[];
}

/**
 * Each line's % w/w of its recipe, worked out once per distinct list of quantities when the caller passes a cache
 * (a portfolio repeats its recipes' round figures and its versions' whole recipes): the same Decimals either way.
 */
export type RecipeShares = Map<string, readonly Decimal[]>;

function linePercents(lines: readonly ContentLine[], cache?: RecipeShares): readonly Decimal[] {
  const key =
    cache && lines.every((line) => typeof line.ounces === 'string')
      ? lines.map((line) => line.ounces).join('|')
      : null;
  const known = key === null ? undefined : cache!.get(key);
  if (known) return known;
  // Each figure read once: for the total and for the share.
  const ounces = lines.map((line) => {
    const value = D(line.ounces);
    if (value.isNegative() || !value.isFinite())
      throw new RangeError(`ounces must be at least 0, got ${line.ounces}`);
    return value;
  });
  const total = ounces.reduce((sum, value) => sum.plus(value), ZERO);
  const percents = ounces.map((value) => (total.isZero() ? ZERO : value.times(HUNDRED).div(total)));
  if (key !== null) cache!.set(key, percents);
  return percents;
}

/** Lines of one raw material added up, in recipe order, as % w/w of the recipe. */
function shares(lines: readonly ContentLine[], cache?: RecipeShares) {
  const percents = linePercents(lines, cache);
  const byRawMaterial = new Map<string, { ingredientId: string; ingredientName: string; percent: Decimal }>();
  for (const [index, line] of lines.entries()) {
    const percent = percents[index]!;
    const existing = byRawMaterial.get(line.ingredientId);
    if (existing) existing.percent = existing.percent.plus(percent);
    else byRawMaterial.set(line.ingredientId, { ...line, percent });
  }
  return [...byRawMaterial.values()];
}

/**
 * Each composition row's bounds, read once while its figures stay the same: the rows of a catalogue serve
 * thousands of formulations (an impact preview, ADR 072): each parsed once, not once per formulation.
 */
const boundsRead = new WeakMap<CompositionRow, { figures: CompositionRow['percent'][]; bounds: Fractions }>();

/**
 * A row's bounds as fractions (% / 100). Dividing by 100 only moves the decimal point, so share x fraction is the
 * very figure share x % / 100 gives, digit for digit, without a division per formulation.
 */
type Fractions = { min: Decimal; max: Decimal; exact: boolean };
function boundsOf(row: CompositionRow) {
  const read = boundsRead.get(row);
  if (
    read &&
    read.figures[0] === row.percent &&
    read.figures[1] === row.minPercent &&
    read.figures[2] === row.maxPercent
  )
    return read.bounds;
  const percents = rowBounds(row);
  const min = percents.min.div(HUNDRED);
  const bounds = { min, max: percents.exact ? min : percents.max.div(HUNDRED), exact: percents.exact };
  boundsRead.set(row, { figures: [row.percent, row.minPercent, row.maxPercent], bounds });
  return bounds;
}

export function substanceContent(
  lines: readonly ContentLine[],
  compositions: ReadonlyMap<string, readonly CompositionRow[]>,
  inciNames: ReadonlyMap<string, string>,
  recipeShares?: RecipeShares,
): SubstanceContent {
  const amounts = new Map<string, SubstanceAmount>();
  const unassigned: UnassignedLine[] = [];
  for (const material of shares(lines, recipeShares)) {
    const rows = compositions.get(material.ingredientId) ?? [];
    if (rows.length === 0) {
      unassigned.push(material);
      continue;
    }
    for (const row of rows) {
      const bounds = boundsOf(row);
      // An exact row's three figures are one product (a Decimal never changes: they may share it).
      const minPercent = material.percent.times(bounds.min);
      const source: SubstanceSource = {
        ingredientId: material.ingredientId,
        ingredientName: material.ingredientName,
        percent: bounds.exact ? minPercent : null,
        minPercent,
        maxPercent: bounds.exact ? minPercent : material.percent.times(bounds.max),
        usedAs: row.usedAs ?? 'other',
        inPerfume: row.inPerfume ?? false,
        rawMaterialPercent: material.percent,
      };
      const amount = amounts.get(row.substanceId);
      if (amount) {
        if (amount.percent && source.percent) {
          // Exact both: the amount's three figures are one Decimal, so their sums are one addition.
          const sum = amount.percent.plus(source.percent);
          amount.percent = sum;
          amount.minPercent = sum;
          amount.maxPercent = sum;
        } else {
          amount.percent = amount.percent && source.percent ? amount.percent.plus(source.percent) : null;
          amount.minPercent = amount.minPercent.plus(source.minPercent);
          amount.maxPercent = amount.maxPercent.plus(source.maxPercent);
        }
        amount.sources.push(source);
      } else {
        amounts.set(row.substanceId, {
          substanceId: row.substanceId,
          inciName: inciNames.get(row.substanceId) ?? 'Unknown substance',
          percent: source.percent,
          minPercent: source.minPercent,
          maxPercent: source.maxPercent,
          sources: [source],
        });
      }
    }
  }
  const substances = [...amounts.values()].sort(
    (a, b) => b.maxPercent.comparedTo(a.maxPercent) || a.inciName.localeCompare(b.inciName),
  );
  return { substances, unassigned };
}

/** The figure a limit or a label goes by: the exact %, or the maximum where only a range is known. */
export function upperPercent(amount: Pick<SubstanceAmount, 'percent' | 'maxPercent'>): Decimal {
  return amount.percent ?? amount.maxPercent;
}
