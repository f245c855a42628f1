import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import { percentText } from '../compliance/text.ts';
import {
  FUNCTION_GROUP_LABELS,
  type FunctionGroup,
  groupShares,
  type RecipeFunctionGroup,
  recipeFunctionGroups,
} from './function-groups.ts';
import type { GroupFloor, OptimizerMaterial, SubstanceInfo } from './program.ts';

/** A function group as the optimizer's answer shows it: what the recipe has, the floor kept, what the answer has. */
export interface FunctionGroupOutcome {
  group: FunctionGroup;
  label: string;
  currentPercent: string;
  minPercent: string;
  /** % w/w in the answer; null when nothing was solved. */
  percent: string | null;
  members: string[];
}

export interface ResolvedFloors {
  recipe: RecipeFunctionGroup[];
  floors: GroupFloor[];
  /** Floors asked for groups none of the raw materials carries: they cannot hold. */
  impossible: string[];
}

/**
 * Every group the recipe has is kept at its current share unless the user gave its own floor (lower, or higher);
 * a floor asked for a group the recipe does not have cannot hold and is named as a conflict (0 asks nothing).
 */
export function resolveGroupFloors(
  materials: readonly OptimizerMaterial[],
  currentPercents: readonly Decimal.Value[],
  facts: ReadonlyMap<string, SubstanceInfo>,
  given: readonly GroupFloor[] = [],
): ResolvedFloors {
  const recipe = recipeFunctionGroups(
    materials.map((material, index) => ({ ...material, percent: currentPercents[index]! })),
    facts,
  );
  const asked = new Map(given.map((floor) => [floor.group, floor.minPercent]));
  const floors = recipe.map((group) => ({
    group: group.group,
    minPercent: asked.get(group.group) ?? group.currentPercent.toNumber(),
  }));
  const present = new Set(recipe.map((group) => group.group));
  const impossible = given
    .filter((floor) => !present.has(floor.group) && floor.minPercent > 0)
    .map(
      (floor) =>
        `${FUNCTION_GROUP_LABELS[floor.group]} at least ${percentText(floor.minPercent)} % (none of the ingredients carries any)`,
    );
  return { recipe, floors, impossible };
}

/** Each group's % w/w in a recipe given as % w/w per material (same order as the materials). */
export function groupPercents(
  materials: readonly OptimizerMaterial[],
  percents: readonly Decimal.Value[],
  facts: ReadonlyMap<string, SubstanceInfo>,
): Map<FunctionGroup, Decimal> {
  const totals = new Map<FunctionGroup, Decimal>();
  materials.forEach((material, index) => {
    for (const [group, share] of groupShares(material, facts))
      totals.set(group, (totals.get(group) ?? D(0)).plus(share.times(percents[index]!)));
  });
  return totals;
}

export function groupOutcomes(
  resolved: ResolvedFloors,
  achieved: ReadonlyMap<FunctionGroup, Decimal> | null,
): FunctionGroupOutcome[] {
  const floors = new Map(resolved.floors.map((floor) => [floor.group, floor.minPercent]));
  return resolved.recipe.map((group) => ({
    group: group.group,
    label: group.label,
    currentPercent: group.currentPercent.toFixed(4),
    minPercent: D(floors.get(group.group) ?? 0).toFixed(4),
    percent: achieved ? (achieved.get(group.group) ?? D(0)).toFixed(4) : null,
    members: group.members,
  }));
}
