import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import type { CountingFacts } from '../compliance/counted-amount.ts';
import { groupLimit, ruleGroups } from '../compliance/evaluate.ts';
import { basisText, type ComplianceRule, type UseContext } from '../compliance/rule.ts';
import { percentText } from '../compliance/text.ts';
import { costPerOunce } from '../formulation/cost.ts';
import { type CompositionRow, rowBounds } from '../substance/composition.ts';
import type { UsedAs } from '../substance/constants.ts';
import { FUNCTION_GROUP_LABELS, type FunctionGroup, groupShares } from './function-groups.ts';

/**
 * The least-cost program of docs/product-rules.md, "The optimizer", built from data, solved elsewhere (solver.ts). One variable per raw
 * material: its % w/w in the product. Everything stays linear because each substance's share in a raw material
 * is a constant:
 *   minimise  cost per unit = Σ x_i / 100 x unit size x cost per ounce_i
 *   subject to Σ x_i = 100; min_i <= x_i <= max_i;
 *     per regulated substance S: Σ x_i x a_iS <= limit_S, a_iS = Σ_s (share of s in i at its maximum / 100)
 *       x factor(s -> S) (1 for S itself, its counts-as factor otherwise, docs/product-rules.md, "Compliance"), limit 0 where prohibited;
 *     natural origin: Σ x_i x n_i >= floor, n_i = the raw material's ISO 16128 index (ranges at their minimum);
 *     per function F: Σ x_i x f_iF >= floor, f_iF = share of the raw material's substances with function F;
 *     per function group G (preservative system, UV filters, ...; function-groups.ts): Σ x_i x g_iG >= floor,
 *       g_iG = the group's share of the raw material (ranges at their minimum).
 */
export interface OptimizerMaterial {
  ingredientId: string;
  name: string;
  /** As the cost engine reads a line's price (docs/product-rules.md, "Costs and units"). */
  unitCost: string;
  unit: string;
  density: string | null;
  /** The inventory category: places a substance the catalogue gives no function (function-groups.ts). */
  category: string;
  composition: readonly CompositionRow[];
  /** % w/w bounds, 0-100. */
  min: number;
  max: number;
}

export interface SubstanceInfo extends CountingFacts {
  naturalOriginIndex: Decimal.Value | null;
  functions: readonly string[];
  fragrance?: boolean;
}

/** A function group's floor in % w/w of the product; 0 keeps nothing and adds no row. */
export interface GroupFloor {
  group: FunctionGroup;
  minPercent: number;
}

export interface OptimizerInput {
  use: UseContext;
  unitSize: Decimal.Value;
  materials: readonly OptimizerMaterial[];
  rules: readonly ComplianceRule[];
  facts: ReadonlyMap<string, SubstanceInfo>;
  today: string;
  minNaturalOrigin?: number | null;
  functionFloors?: readonly { function: string; minPercent: number }[];
  groupFloors?: readonly GroupFloor[];
  /**
   * Tightens named rows by row name (a re-solve after rounding crossed one): a limit's maximum is lowered by it,
   * a floor raised.
   */
  tighten?: ReadonlyMap<string, number>;
}

export type RowKind = 'total' | 'limit' | 'natural_origin' | 'function' | 'function_group';

export interface ProgramRow {
  name: string;
  kind: RowKind;
  coefficients: number[];
  lower: number | null;
  upper: number | null;
  /** What the row means, in words, for binding and conflicting constraints. */
  meaning: string;
  substanceId?: string;
  group?: FunctionGroup;
}

export interface LinearProgram {
  /** Objective coefficient of each variable (cost per unit per % point). */
  costs: number[];
  lower: number[];
  upper: number[];
  rows: ProgramRow[];
}

const HUNDRED = D(100);

/**
 * Each substance's share (0-1) in a raw material, a range at its maximum or minimum; with `usedAs`, only the rows
 * of that function of use (a limit conditioned on it counts nothing else, ADR 034).
 */
function shares(
  composition: readonly CompositionRow[],
  end: 'max' | 'min',
  usedAs: UsedAs | null = null,
): Map<string, Decimal> {
  const result = new Map<string, Decimal>();
  for (const row of composition) {
    if (usedAs && (row.usedAs ?? 'other') !== usedAs) continue;
    const bounds = rowBounds(row);
    result.set(
      row.substanceId,
      (result.get(row.substanceId) ?? D(0)).plus((end === 'max' ? bounds.max : bounds.min).div(HUNDRED)),
    );
  }
  return result;
}

export function buildProgram(input: OptimizerInput): LinearProgram {
  const maxShares = input.materials.map((material) => shares(material.composition, 'max'));
  const minShares = input.materials.map((material) => shares(material.composition, 'min'));
  const costs = input.materials.map((material) =>
    costPerOunce(material.unitCost, material.unit, material.density)
      .times(input.unitSize)
      .div(HUNDRED)
      .toNumber(),
  );
  const rows: ProgramRow[] = [
    {
      name: 'total',
      kind: 'total',
      coefficients: input.materials.map(() => 1),
      lower: 100,
      upper: 100,
      meaning: 'The lines total 100 %',
    },
  ];

  for (const group of ruleGroups(input.rules, input.use, input.today)) {
    const limit = groupLimit(group);
    if (limit === null) continue;
    const target = group.substanceId;
    const groupShares = group.usedAs
      ? input.materials.map((material) => shares(material.composition, 'max', group.usedAs))
      : maxShares;
    const coefficients = groupShares.map((share) => {
      let total = D(0);
      for (const [substanceId, fraction] of share) {
        const factor =
          substanceId === target
            ? D(1)
            : input.facts.get(substanceId)?.countsAs.find((link) => link.targetId === target)?.factor;
        if (factor !== undefined) total = total.plus(fraction.times(factor));
      }
      return total.toNumber();
    });
    if (coefficients.every((value) => value === 0)) continue;
    const name = `limit_${rows.length}`;
    const rule = group.binding[0] ?? group.allowedUnder[0]!;
    const substance = input.facts.get(target)?.inciName ?? 'a substance';
    const basis = basisText(rule);
    const meaning = limit.isZero()
      ? `${substance} kept out (${group.ruleType === 'prohibited' ? 'prohibited' : 'not allowed in this product'}${basis ? `, ${basis}` : ''})`
      : `${substance} at most ${percentText(limit)} %${basis ? ` (${basis})` : ''}`;
    rows.push({
      name,
      kind: 'limit',
      coefficients,
      lower: null,
      upper: Math.max(0, limit.toNumber() - (input.tighten?.get(name) ?? 0)),
      meaning,
      substanceId: target,
    });
  }

  if (input.minNaturalOrigin != null && input.minNaturalOrigin > 0) {
    rows.push({
      name: 'natural_origin',
      kind: 'natural_origin',
      coefficients: minShares.map((share) => {
        let index = D(0);
        for (const [substanceId, fraction] of share) {
          const value = input.facts.get(substanceId)?.naturalOriginIndex;
          if (value !== null && value !== undefined) index = index.plus(fraction.times(value));
        }
        return index.toNumber();
      }),
      lower: input.minNaturalOrigin,
      upper: null,
      meaning: `Natural origin content (ISO 16128) at least ${input.minNaturalOrigin} %`,
    });
  }

  for (const floor of input.functionFloors ?? []) {
    rows.push({
      name: `function_${rows.length}`,
      kind: 'function',
      coefficients: minShares.map((share) => {
        let fraction = D(0);
        for (const [substanceId, part] of share) {
          if (input.facts.get(substanceId)?.functions.includes(floor.function))
            fraction = fraction.plus(part);
        }
        return fraction.toNumber();
      }),
      lower: floor.minPercent,
      upper: null,
      meaning: `${floor.function.replaceAll('_', ' ')} substances at least ${floor.minPercent} % in total`,
    });
  }

  for (const floor of input.groupFloors ?? []) {
    if (floor.minPercent <= 0) continue;
    const name = `group_${rows.length}`;
    rows.push({
      name,
      kind: 'function_group',
      coefficients: input.materials.map(
        (material) => groupShares(material, input.facts).get(floor.group)?.toNumber() ?? 0,
      ),
      lower: floor.minPercent + (input.tighten?.get(name) ?? 0),
      upper: null,
      meaning: `${FUNCTION_GROUP_LABELS[floor.group]} at least ${percentText(floor.minPercent)} %`,
      group: floor.group,
    });
  }

  return {
    costs,
    lower: input.materials.map((material) => material.min),
    upper: input.materials.map((material) => material.max),
    rows,
  };
}
