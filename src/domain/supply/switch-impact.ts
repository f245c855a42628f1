import type Decimal from 'decimal.js';
import { D, type DecimalInput } from '../common/decimal.ts';

/** Units a year assumed for a formulation whose yearly volume is not known (ADR 061). */
export const DEFAULT_YEARLY_VOLUME = 10_000;

export interface FormulationUse {
  formulationId: string;
  name: string;
  version: number;
  /** Ounces of this raw material in the recipe, and the recipe's total ounces. */
  ounces: DecimalInput;
  recipeOunces: DecimalInput;
  /** Ounces in one sold unit (the spec's unitSize). */
  unitSize: DecimalInput;
  /** Units sold a year; null = DEFAULT_YEARLY_VOLUME. */
  yearlyVolume: DecimalInput | null;
}

export interface SwitchImpact {
  formulationId: string;
  name: string;
  version: number;
  perUnit: Decimal;
  perYear: Decimal;
  yearlyVolume: Decimal;
  assumedVolume: boolean;
}

/**
 * What switching the preferred offer changes in each formulation: the line's cost moves by ounces x the
 * difference in cost per ounce; a unit carries unitSize / recipeOunces of the batch recipe (docs/product-rules.md, "Costs and units"'s
 * costPerUnit = C x unitSize / R), so perUnit = ounces x delta x unitSize / R, and perYear = perUnit x volume.
 * Negative is a saving.
 */
export function switchImpact(
  currentCostPerOunce: DecimalInput,
  candidateCostPerOunce: DecimalInput,
  uses: readonly FormulationUse[],
): SwitchImpact[] {
  const delta = D(candidateCostPerOunce).minus(currentCostPerOunce);
  return uses.map((use) => {
    const recipe = D(use.recipeOunces);
    const perUnit = recipe.isZero() ? D(0) : D(use.ounces).times(delta).times(use.unitSize).div(recipe);
    const yearlyVolume = D(use.yearlyVolume ?? DEFAULT_YEARLY_VOLUME);
    return {
      formulationId: use.formulationId,
      name: use.name,
      version: use.version,
      perUnit,
      perYear: perUnit.times(yearlyVolume),
      yearlyVolume,
      assumedVolume: use.yearlyVolume === null,
    };
  });
}
