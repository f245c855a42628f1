import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import { toScale } from '../formulation/cost.ts';

/** Units a year when a formulation says nothing else: the column's default (ADR 059). */
export const DEFAULT_YEARLY_VOLUME = 10_000;

export interface CostChange {
  /** after - before, per unit, 4 decimals (positive: the compliant recipe costs more). */
  changePerUnit: string;
  /** changePerUnit x units a year, rounded once to the cent. */
  changePerYear: string;
}

/**
 * What a compliant reformulation costs against the recipe it replaces (ADR 071): the change per unit from the
 * two per-unit costs as the optimizer gives them (4 decimals), and the change per year at the formulation's
 * yearly volume (ADR 059), computed from the per-unit change shown, so the two columns always agree.
 */
export function reformulationCostChange(
  costPerUnitBefore: Decimal.Value,
  costPerUnitAfter: Decimal.Value,
  yearlyVolume: number = DEFAULT_YEARLY_VOLUME,
): CostChange {
  const perUnit = D(toScale(D(costPerUnitAfter).minus(costPerUnitBefore), 4));
  return { changePerUnit: perUnit.toFixed(4), changePerYear: toScale(perUnit.times(yearlyVolume), 2) };
}

/** The yearly changes of every feasible reformulation added up (infeasible ones have none), to the cent. */
export function totalChangePerYear(rows: readonly { changePerYear: string | null }[]): string {
  return toScale(
    rows.reduce((sum, row) => (row.changePerYear === null ? sum : sum.plus(row.changePerYear)), D(0)),
    2,
  );
}
