import type Decimal from 'decimal.js';
import { D, type DecimalInput, toScale } from '../formulation/cost.ts';
import type { NaturalOrigin } from '../substance/natural-origin.ts';

export interface FootprintLine {
  ounces: DecimalInput;
  /** Per ounce of raw material; null = no data yet. */
  waterLitersPerOz: DecimalInput | null;
  carbonKgPerOz: DecimalInput | null;
}

export interface Footprint {
  /** Litres of water per unit sold, or null when no line has water data. */
  waterPerUnit: string | null;
  /** kg CO2e per unit, or null when no line has carbon data. */
  carbonPerUnit: string | null;
  /** ISO 16128 natural origin content in %, from the substances (docs/product-rules.md, "Substances and the label"), or null without data. */
  naturalOriginPercent: string | null;
  /** The same, unrounded: averages and goal progress start from it, so a figure is rounded once. */
  naturalOriginExact?: Decimal | null;
  /** Share of the recipe's mass whose ingredients have each figure (0-100 %), so partial data is visible. */
  coverage: { water: string; carbon: string; naturalOrigin: string };
}

/**
 * A formulation's footprint (docs/product-rules.md, "Sustainability, analytics, exports"): footprints are per ounce of raw material, so per unit = sum(ounces ×
 * per-oz figure) × unitSize / recipe ounces. Lines without data count as zero and lower the coverage instead of
 * being guessed. The natural origin content comes from the substance content (natural-origin.ts), computed once.
 */
export function formulationFootprint(
  lines: FootprintLine[],
  unitSize: DecimalInput,
  natural: Pick<NaturalOrigin, 'withWater' | 'coverage'>,
): Footprint {
  const recipe = lines.reduce((sum, line) => sum.plus(line.ounces), D(0));
  const sums = { water: D(0), carbon: D(0) };
  const covered = { water: D(0), carbon: D(0) };
  for (const line of lines) {
    if (line.waterLitersPerOz !== null) {
      sums.water = sums.water.plus(D(line.ounces).times(line.waterLitersPerOz));
      covered.water = covered.water.plus(line.ounces);
    }
    if (line.carbonKgPerOz !== null) {
      sums.carbon = sums.carbon.plus(D(line.ounces).times(line.carbonKgPerOz));
      covered.carbon = covered.carbon.plus(line.ounces);
    }
  }
  const perUnit = (sum: typeof sums.water, cover: typeof sums.water) =>
    recipe.isZero() || cover.isZero() ? null : toScale(sum.times(unitSize).div(recipe), 4);
  const share = (cover: typeof sums.water) =>
    toScale(recipe.isZero() ? D(0) : cover.div(recipe).times(100), 2);
  return {
    waterPerUnit: perUnit(sums.water, covered.water),
    carbonPerUnit: perUnit(sums.carbon, covered.carbon),
    naturalOriginPercent: natural.withWater === null ? null : toScale(natural.withWater, 2),
    naturalOriginExact: natural.withWater,
    coverage: {
      water: share(covered.water),
      carbon: share(covered.carbon),
      naturalOrigin: toScale(natural.coverage, 2),
    },
  };
}

/** Mean of the exact figures that exist; null when none do. */
export function exactMean(values: readonly (Decimal | null)[]): Decimal | null {
  const present = values.filter((value): value is Decimal => value !== null);
  if (present.length === 0) return null;
  return present.reduce((sum, value) => sum.plus(value), D(0)).div(present.length);
}

/** Mean of the figures that exist (portfolio averages); null when none do. */
export function meanOfPresent(values: (string | null)[], scale = 2): string | null {
  const present = values.filter((value): value is string => value !== null);
  if (present.length === 0) return null;
  return toScale(present.reduce((sum, value) => sum.plus(value), D(0)).div(present.length), scale);
}
