import { D } from '../formulation/cost.ts';
import {
  costAt,
  count,
  findFormulation,
  formulationLabel,
  HUNDRED,
  livePrices,
  marginPercent,
  marginRisk,
  monthsToMarket,
  percent,
  results,
  type ScenarioData,
  usd,
} from './scenario-data.ts';
import type { MarketAnalysisParameters } from './scenario-schema.ts';

/**
 * Market analysis: one formulation sold at a target price and a yearly volume.
 *
 * - cost  = the formulation's cost per unit from the cost engine at today's prices
 * - margin % = (targetPrice - cost) / targetPrice x 100
 * - projectedCost = cost x yearlyVolume (what a year of production costs)
 * - marketImpact  = the margin % at the target price
 * - timeToMarket  = by status: approved 1, compliance review 2, testing 3, in development 5, draft (or
 *   rejected) 8 months
 * - riskLevel     = from the gap between the margin and the formulation's target margin: below cost high,
 *   at or above the target low, up to 10 points under medium, more high
 *
 * Throws ScenarioDataError when the formulation does not exist.
 */
export function marketAnalysis(parameters: MarketAnalysisParameters, data: ScenarioData) {
  const formulation = findFormulation(data, parameters.formulationId);
  const cost = costAt(formulation, livePrices(data));
  const unitCost = cost.costPerUnit;
  const price = D(parameters.targetPrice);
  const margin = marginPercent(price, unitCost);
  const target = cost.targetMargin;
  const suggested = unitCost.div(D(1).minus(target.div(HUNDRED)));
  const yearlyCost = unitCost.times(parameters.yearlyVolume);
  const verdict = margin.gte(target)
    ? 'meets the target'
    : `is short of the target; ${usd(suggested)} would meet it`;
  return results({
    projectedCost: yearlyCost,
    marketImpact: margin,
    timeToMarket: monthsToMarket(formulation.status),
    riskLevel: marginRisk(margin, target),
    summary:
      `At ${usd(price)} a unit (cost ${usd(unitCost, 4)}), ${formulationLabel(formulation)} earns a ` +
      `${percent(margin)} margin against a ${percent(target, 0)} target, which ${verdict}. ` +
      `${count(parameters.yearlyVolume)} units a year cost ${usd(yearlyCost, 0)} to make.`,
    affectedFormulations: [
      {
        id: formulation.id,
        name: formulationLabel(formulation),
        detail: `${usd(unitCost, 4)} a unit, ${percent(margin)} margin`,
      },
    ],
  });
}
