import type Decimal from 'decimal.js';
import { D, toScale } from '../formulation/cost.ts';
import type { RiskLevel } from './constants.ts';
import {
  costAt,
  findRawMaterial,
  formulationLabel,
  HUNDRED,
  livePrices,
  percent,
  portfolioOf,
  results,
  type ScenarioData,
  usd,
} from './scenario-data.ts';
import type { RegulatoryChangeParameters } from './scenario-schema.ts';

/** Months to reformulate: a ban means finding and proving a replacement, a cap a lower level. */
export const MONTHS_TO_REFORMULATE = { ban: 6, cap: 3 } as const;

/** Risk by how many formulations must change: none low, 1 or 2 medium, 3 or more high. */
export function countRisk(affected: number): RiskLevel {
  return affected === 0 ? 'low' : affected <= 2 ? 'medium' : 'high';
}

/**
 * Regulatory change: a raw material is banned, or capped at capPercent % w/w.
 *
 * - concentration of the raw material in a formulation = the sum of its lines' % w/w (cost engine)
 * - affected = portfolio formulations (not rejected) that use it (ban), or use it above the cap (cap)
 * - projectedCost = affected x reformulationCost (lab, stability and safety work per formulation)
 * - marketImpact  = affected / portfolio x 100: the share of the portfolio to reformulate
 * - timeToMarket  = 0 when nothing is affected, else 6 months for a ban, 3 for a cap
 * - riskLevel     = by the count affected: none low, 1-2 medium, 3 or more high
 *
 * Throws ScenarioDataError when the raw material does not exist.
 */
export function regulatoryChange(parameters: RegulatoryChangeParameters, data: ScenarioData) {
  const rawMaterial = findRawMaterial(data, parameters.ingredientId, 'ingredientId');
  const prices = livePrices(data);
  const cap = parameters.change === 'cap' && parameters.capPercent !== null ? D(parameters.capPercent) : null;

  const portfolio = portfolioOf(data);
  const affected = portfolio.flatMap((formulation) => {
    if (!formulation.lines.some((line) => line.ingredientId === rawMaterial.id)) return [];
    const { lines } = costAt(formulation, prices);
    const concentration = formulation.lines.reduce(
      (sum: Decimal, line, index) =>
        line.ingredientId === rawMaterial.id ? sum.plus(lines[index]!.concentration) : sum,
      D(0),
    );
    return cap && concentration.lte(cap) ? [] : [{ formulation, concentration }];
  });

  const n = affected.length;
  const share = portfolio.length ? D(n).div(portfolio.length).times(HUNDRED) : D(0);
  const what = cap
    ? `A ${toScale(cap, 3).replace(/\.?0+$/, '')} % cap on ${rawMaterial.name}`
    : `A ban on ${rawMaterial.name}`;
  const projected = D(parameters.reformulationCost).times(n);
  return results({
    projectedCost: projected,
    marketImpact: share,
    timeToMarket: n === 0 ? 0 : MONTHS_TO_REFORMULATE[parameters.change],
    riskLevel: countRisk(n),
    summary:
      n === 0
        ? `${what} affects none of the ${portfolio.length} formulations in the portfolio.`
        : `${what} means reformulating ${n} of ${portfolio.length} formulations (${percent(share)} of the portfolio), ` +
          `about ${usd(projected, 0)} at ${usd(D(parameters.reformulationCost), 0)} each.`,
    affectedFormulations: affected.map(({ formulation, concentration }) => ({
      id: formulation.id,
      name: formulationLabel(formulation),
      detail: `${toScale(concentration, 4)} % w/w`,
    })),
  });
}
