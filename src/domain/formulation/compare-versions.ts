import type Decimal from 'decimal.js';
import { D, type DecimalInput, toScale } from './cost.ts';

/** One line of a version as the API returns it (numeric fields may be decimal strings). */
export interface CompareLine {
  ingredientId: string;
  ingredientName: string;
  ounces: DecimalInput;
  /** % w/w of the recipe. */
  concentration: DecimalInput;
  cost: DecimalInput;
}

/** One version of a product, with its stored totals and its lines. */
export interface CompareSide {
  id: string;
  version: number;
  batchSize: DecimalInput;
  unitSize: DecimalInput;
  targetMargin: DecimalInput;
  totalCost: DecimalInput;
  costPerUnit: DecimalInput;
  suggestedUnitPrice: DecimalInput;
  lines: readonly CompareLine[];
}

export type LineChange = 'added' | 'removed' | 'changed' | 'unchanged';

/** A line's amounts at their stored scales: ounces 6, concentration 4, cost 6. */
export interface LineAmounts {
  ounces: string;
  concentration: string;
  cost: string;
}

export interface LineComparison {
  ingredientId: string;
  ingredientName: string;
  change: LineChange;
  before: LineAmounts | null;
  after: LineAmounts | null;
  /** after - before, a missing side counting as zero; same scales as LineAmounts. */
  ouncesDelta: string;
  concentrationDelta: string;
  costDelta: string;
}

export const TOTAL_FIELDS = [
  'batchSize',
  'unitSize',
  'targetMargin',
  'totalCost',
  'costPerUnit',
  'suggestedUnitPrice',
] as const;
export type TotalField = (typeof TOTAL_FIELDS)[number];

/** The scale each figure is stored with (docs/product-rules.md, "Records"): sizes 6, margin 2, money totals 4, the price to the cent. */
const TOTAL_SCALES: Record<TotalField, number> = {
  batchSize: 6,
  unitSize: 6,
  targetMargin: 2,
  totalCost: 4,
  costPerUnit: 4,
  suggestedUnitPrice: 2,
};

export interface TotalComparison {
  field: TotalField;
  before: string;
  after: string;
  delta: string;
  /** delta / before x 100 at 2 decimals; null when before is zero. */
  percentChange: string | null;
  changed: boolean;
}

export interface VersionComparison {
  before: { id: string; version: number };
  after: { id: string; version: number };
  lines: LineComparison[];
  totals: TotalComparison[];
  summary: Record<LineChange, number>;
}

interface Summed {
  ingredientId: string;
  ingredientName: string;
  ounces: Decimal;
  concentration: Decimal;
  cost: Decimal;
}

/** Lines keyed by raw material, in order of first appearance; a raw material on several lines is summed. */
function byRawMaterial(lines: readonly CompareLine[]): Map<string, Summed> {
  const map = new Map<string, Summed>();
  for (const line of lines) {
    const existing = map.get(line.ingredientId);
    if (existing) {
      existing.ounces = existing.ounces.plus(line.ounces);
      existing.concentration = existing.concentration.plus(line.concentration);
      existing.cost = existing.cost.plus(line.cost);
      continue;
    }
    map.set(line.ingredientId, {
      ingredientId: line.ingredientId,
      ingredientName: line.ingredientName,
      ounces: D(line.ounces),
      concentration: D(line.concentration),
      cost: D(line.cost),
    });
  }
  return map;
}

const amounts = (line: Summed): LineAmounts => ({
  ounces: toScale(line.ounces, 6),
  concentration: toScale(line.concentration, 4),
  cost: toScale(line.cost, 6),
});

function compareLine(before: Summed | undefined, after: Summed | undefined): LineComparison {
  const zero = D(0);
  const first = (before ?? after)!;
  // A line whose amount and cost are the same is unchanged even when its % w/w moved because another
  // line changed: the formulator did not touch it, and the concentration delta still says what moved.
  const change: LineChange = !before
    ? 'added'
    : !after
      ? 'removed'
      : before.ounces.eq(after.ounces) && before.cost.eq(after.cost)
        ? 'unchanged'
        : 'changed';
  const delta = (pick: (line: Summed) => Decimal, scale: number) =>
    toScale((after ? pick(after) : zero).minus(before ? pick(before) : zero), scale);
  return {
    ingredientId: first.ingredientId,
    ingredientName: (after ?? before)!.ingredientName,
    change,
    before: before ? amounts(before) : null,
    after: after ? amounts(after) : null,
    ouncesDelta: delta((line) => line.ounces, 6),
    concentrationDelta: delta((line) => line.concentration, 4),
    costDelta: delta((line) => line.cost, 6),
  };
}

function compareTotal(field: TotalField, before: CompareSide, after: CompareSide): TotalComparison {
  const scale = TOTAL_SCALES[field];
  const a = D(before[field]);
  const b = D(after[field]);
  const delta = b.minus(a);
  return {
    field,
    before: toScale(a, scale),
    after: toScale(b, scale),
    delta: toScale(delta, scale),
    percentChange: a.isZero() ? null : toScale(delta.times(100).div(a), 2),
    changed: !delta.isZero(),
  };
}

/**
 * Two versions of one product side by side: lines matched by raw material (the earlier version's order, then
 * the lines only the later one has), each marked added, removed, changed (ounces or cost differ) or
 * unchanged, with the deltas; and the totals with their deltas. Pure, so the screen and tests agree.
 */
export function compareVersions(before: CompareSide, after: CompareSide): VersionComparison {
  const a = byRawMaterial(before.lines);
  const b = byRawMaterial(after.lines);
  const ids = [...a.keys(), ...[...b.keys()].filter((id) => !a.has(id))];
  const lines = ids.map((id) => compareLine(a.get(id), b.get(id)));
  const summary: Record<LineChange, number> = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const line of lines) summary[line.change] += 1;
  return {
    before: { id: before.id, version: before.version },
    after: { id: after.id, version: after.version },
    lines,
    totals: TOTAL_FIELDS.map((field) => compareTotal(field, before, after)),
    summary,
  };
}
