import type Decimal from 'decimal.js';
import { D } from '../../../domain/common/decimal.ts';
import type { CompositionRow } from '../../../domain/substance/composition.ts';

/** A recipe line with its raw material's price, as the optimizer reads it (content-repository's pricedLines). */
export interface PricedLine {
  ingredientId: string;
  name: string;
  ounces: string;
  unitCost: string;
  unit: string;
  density: string | null;
  category: string;
}

/**
 * One optimizer variable per raw material (docs/product-rules.md, "The optimizer"): lines of the same one add
 * up; each with its composition and its current % w/w. "Reformulate for cost" and the impact of a date
 * (ADR 071) both start from it.
 */
export function recipeMaterials<Line extends PricedLine>({
  lines,
  compositions,
}: {
  lines: readonly Line[];
  compositions: ReadonlyMap<string, readonly CompositionRow[]>;
}): { line: Line; composition: readonly CompositionRow[]; percent: Decimal }[] {
  const recipeOunces = lines.reduce((sum, line) => sum.plus(line.ounces), D(0));
  const byRawMaterial = new Map<string, { line: Line; ounces: Decimal }>();
  for (const line of lines) {
    const known = byRawMaterial.get(line.ingredientId);
    if (known) known.ounces = known.ounces.plus(line.ounces);
    else byRawMaterial.set(line.ingredientId, { line, ounces: D(line.ounces) });
  }
  return [...byRawMaterial.values()].map(({ line, ounces }) => ({
    line,
    composition: compositions.get(line.ingredientId) ?? [],
    percent: ounces.times(100).div(recipeOunces),
  }));
}
