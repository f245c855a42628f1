import { D, type DecimalInput, toScale } from '../formulation/cost.ts';

export interface FootprintLine {
  ounces: DecimalInput;
  /** Per ounce of ingredient; null = no data yet. */
  waterLitersPerOz: DecimalInput | null;
  carbonKgPerOz: DecimalInput | null;
  /** ISO 16128 natural origin index, 0 to 1; null = no data yet. */
  naturalOriginIndex: DecimalInput | null;
}

export interface Footprint {
  /** Litres of water per unit sold, or null when no line has water data. */
  waterPerUnit: string | null;
  /** kg CO2e per unit, or null when no line has carbon data. */
  carbonPerUnit: string | null;
  /** ISO 16128 natural origin content in % (sum of mass fraction × index), or null without data. */
  naturalOriginPercent: string | null;
  /** Share of the recipe's mass whose ingredients have each figure (0-100 %), so partial data is visible. */
  coverage: { water: string; carbon: string; naturalOrigin: string };
}

/**
 * A formulation's footprint (DESIGN §11): footprints are per ounce of ingredient, so per unit = sum(ounces ×
 * per-oz figure) × unitSize / recipe ounces; natural origin content = Σ mass fraction × index × 100. Lines without
 * data count as zero and lower the coverage instead of being guessed.
 */
export function formulationFootprint(lines: FootprintLine[], unitSize: DecimalInput): Footprint {
  const recipe = lines.reduce((sum, line) => sum.plus(line.ounces), D(0));
  const sums = { water: D(0), carbon: D(0), natural: D(0) };
  const covered = { water: D(0), carbon: D(0), natural: D(0) };
  for (const line of lines) {
    if (line.waterLitersPerOz !== null) {
      sums.water = sums.water.plus(D(line.ounces).times(line.waterLitersPerOz));
      covered.water = covered.water.plus(line.ounces);
    }
    if (line.carbonKgPerOz !== null) {
      sums.carbon = sums.carbon.plus(D(line.ounces).times(line.carbonKgPerOz));
      covered.carbon = covered.carbon.plus(line.ounces);
    }
    if (line.naturalOriginIndex !== null) {
      sums.natural = sums.natural.plus(D(line.ounces).times(line.naturalOriginIndex));
      covered.natural = covered.natural.plus(line.ounces);
    }
  }
  const perUnit = (sum: typeof sums.water, cover: typeof sums.water) =>
    recipe.isZero() || cover.isZero() ? null : toScale(sum.times(unitSize).div(recipe), 4);
  const share = (cover: typeof sums.water) =>
    toScale(recipe.isZero() ? D(0) : cover.div(recipe).times(100), 2);
  return {
    waterPerUnit: perUnit(sums.water, covered.water),
    carbonPerUnit: perUnit(sums.carbon, covered.carbon),
    naturalOriginPercent:
      recipe.isZero() || covered.natural.isZero() ? null : toScale(sums.natural.div(recipe).times(100), 2),
    coverage: {
      water: share(covered.water),
      carbon: share(covered.carbon),
      naturalOrigin: share(covered.natural),
    },
  };
}

/** Mean of the figures that exist (portfolio averages); null when none do. */
export function meanOfPresent(values: (string | null)[], scale = 2): string | null {
  const present = values.filter((value): value is string => value !== null);
  if (present.length === 0) return null;
  return toScale(present.reduce((sum, value) => sum.plus(value), D(0)).div(present.length), scale);
}
