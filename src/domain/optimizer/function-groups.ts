import Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import { type CompositionRow, rowBounds } from '../substance/composition.ts';
import type { SubstanceFunction, UsedAs } from '../substance/constants.ts';

/**
 * The functions a product cannot lose when it is made cheaper (ADR 036): the least-cost optimizer keeps each
 * group the recipe has at no less than its current share unless the user lowers that floor. Without them the
 * cheapest recipe drops the preservative system (it costs money and no limit asks for it).
 */
export const FUNCTION_GROUPS = ['preservative', 'uv_filter', 'emulsifier', 'perfume'] as const;
export type FunctionGroup = (typeof FUNCTION_GROUPS)[number];

export const FUNCTION_GROUP_LABELS: Readonly<Record<FunctionGroup, string>> = {
  preservative: 'Preservative system',
  uv_filter: 'UV filters',
  emulsifier: 'Emulsifiers and stabilisers',
  perfume: 'Perfume',
};

/** The catalogue's functions (CosIng) that put a substance in a group. */
const BY_FUNCTION: Readonly<Record<FunctionGroup, readonly SubstanceFunction[]>> = {
  preservative: ['preservative'],
  uv_filter: ['uv_filter', 'uv_absorber'],
  emulsifier: ['emulsifying', 'emulsion_stabilising'],
  perfume: ['fragrance'],
};

/**
 * The groups a row's function of use names. Where a row says what its substance does there, that decides these
 * groups, over the catalogue: salicylic acid is a preservative in CosIng's list, yet as an exfoliant in a serum
 * (`usedAs: other`) it preserves nothing the floor should keep.
 */
const BY_USE: Readonly<Partial<Record<UsedAs, FunctionGroup>>> = {
  preservative: 'preservative',
  uv_filter: 'uv_filter',
  perfume: 'perfume',
};
const DECIDED_BY_USE: readonly FunctionGroup[] = ['preservative', 'uv_filter', 'perfume'];

/** The raw material's category, read only for a substance the catalogue gives no function. */
const BY_CATEGORY: Readonly<Partial<Record<string, FunctionGroup>>> = {
  preservative: 'preservative',
  emulsifier: 'emulsifier',
  fragrance: 'perfume',
};

export interface GroupedSubstance {
  functions: readonly string[];
  /** The substance flag that declares it as Parfum wherever it comes from. */
  fragrance?: boolean;
}

/** One substance as it stands in one raw material: everything that says which groups it belongs to there. */
export interface SubstanceInMaterial {
  /** Its catalogue facts; undefined when the catalogue does not know it. */
  substance: GroupedSubstance | undefined;
  /** The raw material's inventory category. */
  category: string;
  /** The composition row's function of use, when it gives one (ADR 034). */
  usedAs?: UsedAs | null;
}

/**
 * The function groups a substance belongs to in one raw material. The one place that decides it: the optimizer's
 * floors and the screen that shows them read it. In order:
 * - the catalogue's functions (a substance may do several jobs: benzyl alcohol is a preservative and a solvent);
 * - perfume: a substance flagged `fragrance`, and every substance of a `fragrance` raw material (the perfume is
 *   whole, labelled allergens included);
 * - only for a substance the catalogue gives no function, the raw material's category;
 * - over all of these, a composition row's own function of use (`usedAs`) decides the preservative, UV-filter
 *   and perfume groups; the perfume stays whole (a fragrance flag or a fragrance raw material keeps it in).
 */
export function functionGroupsOf({ substance, category, usedAs }: SubstanceInMaterial): FunctionGroup[] {
  const functions = substance?.functions ?? [];
  const groups = new Set(
    FUNCTION_GROUPS.filter((group) => BY_FUNCTION[group].some((fn) => functions.includes(fn))),
  );
  const fallback = BY_CATEGORY[category];
  if (functions.length === 0 && fallback) groups.add(fallback);
  if (usedAs) {
    for (const group of DECIDED_BY_USE) groups.delete(group);
    const named = BY_USE[usedAs];
    if (named) groups.add(named);
  }
  if (substance?.fragrance || category === 'fragrance') groups.add('perfume');
  return FUNCTION_GROUPS.filter((group) => groups.has(group));
}

export interface GroupMaterial {
  category: string;
  composition: readonly CompositionRow[];
}

/**
 * Each group's share (0-1) of one raw material: the sum of its substances' shares, a range at its minimum (what
 * the supplier guarantees is there, so a floor is never met by a share that may be absent).
 */
export function groupShares(
  material: GroupMaterial,
  facts: ReadonlyMap<string, GroupedSubstance>,
): Map<FunctionGroup, Decimal> {
  const shares = new Map<FunctionGroup, Decimal>();
  for (const row of material.composition) {
    const share = rowBounds(row).min.div(100);
    for (const group of functionGroupsOf({
      substance: facts.get(row.substanceId),
      category: material.category,
      usedAs: row.usedAs,
    }))
      shares.set(group, (shares.get(group) ?? D(0)).plus(share));
  }
  return shares;
}

export interface RecipeFunctionGroup {
  group: FunctionGroup;
  label: string;
  /** % w/w of the product, rounded down to 4 decimals: the recipe as it is always meets its own floor. */
  currentPercent: Decimal;
  /** The INCI names of the substances that make it up, in the recipe's order. */
  members: string[];
}

/**
 * The groups a recipe has and its current share of each: Σ over raw materials of % w/w x the group's share of
 * the material. Groups the recipe does not have are left out.
 */
export function recipeFunctionGroups(
  materials: readonly (GroupMaterial & { percent: Decimal.Value })[],
  facts: ReadonlyMap<string, GroupedSubstance & { inciName: string }>,
): RecipeFunctionGroup[] {
  const totals = new Map<FunctionGroup, Decimal>();
  const members = new Map<FunctionGroup, Set<string>>();
  for (const material of materials) {
    if (D(material.percent).lte(0)) continue;
    for (const [group, share] of groupShares(material, facts))
      totals.set(group, (totals.get(group) ?? D(0)).plus(share.times(material.percent)));
    for (const row of material.composition) {
      const fact = facts.get(row.substanceId);
      if (rowBounds(row).min.isZero()) continue;
      for (const group of functionGroupsOf({
        substance: fact,
        category: material.category,
        usedAs: row.usedAs,
      })) {
        const names = members.get(group) ?? new Set<string>();
        names.add(fact?.inciName ?? 'Unknown substance');
        members.set(group, names);
      }
    }
  }
  return FUNCTION_GROUPS.flatMap((group) => {
    const total = totals.get(group);
    if (!total || total.lte(0)) return [];
    return [
      {
        group,
        label: FUNCTION_GROUP_LABELS[group],
        currentPercent: total.toDecimalPlaces(4, Decimal.ROUND_DOWN),
        members: [...(members.get(group) ?? [])],
      },
    ];
  });
}
