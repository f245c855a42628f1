import type Decimal from 'decimal.js';
import type { CostResult } from '../formulation/cost.ts';
import { D } from '../formulation/cost.ts';
import {
  type CatalogueFacts,
  costFormulation,
  type FormulationFact,
  inventoryIndex,
  type RawMaterialFact,
  rawMaterialCostPerOunce,
} from './facts.ts';
import { share, usd } from './format.ts';
import { interchangeable } from './raw-material-function.ts';

export interface CostDriver {
  index: number;
  name: string;
  rawMaterial: RawMaterialFact | undefined;
  /** The line's cost in one unit: line cost × unitSize / recipe ounces. */
  costPerUnit: Decimal;
  /** % of the recipe cost. */
  share: Decimal;
}

export interface Swap {
  index: number;
  from: RawMaterialFact;
  to: RawMaterialFact;
  fromPerOunce: Decimal;
  toPerOunce: Decimal;
  oldCostPerUnit: Decimal;
  newCostPerUnit: Decimal;
  /** old cost per unit − new cost per unit, both from the cost engine. */
  savingPerUnit: Decimal;
  /** old total batch cost − new total batch cost. */
  savingPerBatch: Decimal;
}

/** The lines by cost, highest first, with their cost per unit and share of the recipe cost. */
export function costDrivers(
  formulation: FormulationFact,
  byId: ReadonlyMap<string, RawMaterialFact>,
  costed: CostResult = costFormulation(formulation, byId),
): CostDriver[] {
  const { recipeOunces, recipeCost } = costed;
  return formulation.lines
    .map((line, index) => {
      const rawMaterial = byId.get(line.ingredientId);
      const cost = costed.lines[index]!.cost;
      return {
        index,
        name: rawMaterial?.name ?? 'Unknown ingredient',
        rawMaterial,
        costPerUnit: recipeOunces.isZero() ? D(0) : cost.times(formulation.unitSize).div(recipeOunces),
        share: share(cost, recipeCost),
      };
    })
    .filter((driver) => driver.costPerUnit.gt(0))
    .sort((a, b) => b.costPerUnit.comparedTo(a.costPerUnit) || a.name.localeCompare(b.name));
}

/**
 * Cheaper ingredients of the same category that share a job by substance function (interchangeable) for one
 * line, cheapest per ounce first. Ingredients already in the recipe are left out: using one of them instead would
 * remove a line, which is a different change.
 */
export function cheaperCandidates(
  formulation: FormulationFact,
  inventory: readonly RawMaterialFact[],
  from: RawMaterialFact,
  catalogue: CatalogueFacts,
): RawMaterialFact[] {
  const inRecipe = new Set(formulation.lines.map((line) => line.ingredientId));
  const fromPerOunce = rawMaterialCostPerOunce(from);
  return inventory
    .filter(
      (candidate) =>
        interchangeable(from, candidate, catalogue) &&
        !inRecipe.has(candidate.id) &&
        rawMaterialCostPerOunce(candidate).lt(fromPerOunce),
    )
    .sort(
      (a, b) =>
        rawMaterialCostPerOunce(a).comparedTo(rawMaterialCostPerOunce(b)) || a.name.localeCompare(b.name),
    );
}

/** The effect of replacing one line's raw material at the same ounces, recomputed by the cost engine. */
export function swapEffect(
  formulation: FormulationFact,
  byId: ReadonlyMap<string, RawMaterialFact>,
  index: number,
  to: RawMaterialFact,
  before: CostResult = costFormulation(formulation, byId),
): Swap {
  const from = byId.get(formulation.lines[index]!.ingredientId);
  if (!from) throw new RangeError(`line ${index} has no known ingredient`);
  const after = costFormulation(formulation, byId, { index, rawMaterial: to });
  return {
    index,
    from,
    to,
    fromPerOunce: rawMaterialCostPerOunce(from),
    toPerOunce: rawMaterialCostPerOunce(to),
    oldCostPerUnit: before.costPerUnit,
    newCostPerUnit: after.costPerUnit,
    savingPerUnit: before.costPerUnit.minus(after.costPerUnit),
    savingPerBatch: before.totalCost.minus(after.totalCost),
  };
}

/**
 * Cheaper same-category swaps that do the same job, best saving per unit first: for each line its `perLine`
 * cheapest candidates. (For one line the saving grows as the price per ounce falls, so the cheapest candidate is
 * its best swap.)
 */
export function cheaperSwaps(
  formulation: FormulationFact,
  inventory: readonly RawMaterialFact[],
  catalogue: CatalogueFacts,
  options: { perLine?: number; byId?: ReadonlyMap<string, RawMaterialFact> } = {},
): Swap[] {
  const byId = options.byId ?? inventoryIndex(inventory);
  const before = costFormulation(formulation, byId);
  const swaps: Swap[] = [];
  formulation.lines.forEach((line, index) => {
    const from = byId.get(line.ingredientId);
    if (!from || D(line.ounces).isZero()) return;
    for (const to of cheaperCandidates(formulation, inventory, from, catalogue).slice(
      0,
      options.perLine ?? 1,
    )) {
      swaps.push(swapEffect(formulation, byId, index, to, before));
    }
  });
  return swaps
    .filter((swap) => swap.savingPerUnit.gt(0))
    .sort((a, b) => b.savingPerUnit.comparedTo(a.savingPerUnit) || a.to.name.localeCompare(b.to.name));
}

export function bestSwap(
  formulation: FormulationFact,
  inventory: readonly RawMaterialFact[],
  catalogue: CatalogueFacts,
  byId?: ReadonlyMap<string, RawMaterialFact>,
): Swap | null {
  return cheaperSwaps(formulation, inventory, catalogue, { byId })[0] ?? null;
}

/** "Replace A ($x/oz) with B ($y/oz): saves $s per unit ($new instead of $old) and $b per batch." */
export function swapSentence(swap: Swap): string {
  return (
    `Replace ${swap.from.name} (${usd(swap.fromPerOunce)}/oz) with ${swap.to.name} (${usd(swap.toPerOunce)}/oz, ` +
    `${swap.to.category}): saves ${usd(swap.savingPerUnit)} per unit (${usd(swap.newCostPerUnit)} instead of ` +
    `${usd(swap.oldCostPerUnit)}) and ${usd(swap.savingPerBatch, 2)} per batch.`
  );
}
