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
  ScenarioDataError,
  usd,
} from './scenario-data.ts';
import type { CompetitorResponseParameters } from './scenario-schema.ts';

/**
 * Competitor response: a competitor changes its shelf price; can we stay within a price gap of it and keep
 * our margin?
 *
 * - cost = our cost per unit from the cost engine at today's prices
 * - our price P0 = ourPrice when given, else the price at the formulation's target margin,
 *   cost / (1 - targetMargin / 100); the competitor is assumed to have sold at P0 until now
 * - competitor's new price Pc = P0 x (1 + competitorPriceChangePercent / 100)
 * - the highest price that stays within the gap = Pc x (1 + maxPriceGapPercent / 100)
 * - our new price P1 = the lower of P0 and that ceiling (a competitor's rise needs no answer)
 * - projectedCost = (P0 - P1) x yearlyVolume: the revenue a year we give up to follow
 * - marketImpact  = (P1 - P0) / P0 x 100: our price change in %
 * - timeToMarket  = by status, as market analysis (an approved product needs 1 month to reprice)
 * - riskLevel     = from our margin at P1 against the target margin, as market analysis
 *
 * Throws ScenarioDataError when the formulation does not exist, or when it has no cost and no price was
 * given (there is then no price to start from).
 */
export function competitorResponse(parameters: CompetitorResponseParameters, data: ScenarioData) {
  const formulation = findFormulation(data, parameters.formulationId);
  const cost = costAt(formulation, livePrices(data));
  const unitCost = cost.costPerUnit;
  const target = cost.targetMargin;
  const p0 = parameters.ourPrice === null ? cost.suggestedUnitPrice : D(parameters.ourPrice);
  if (p0.isZero()) {
    throw new ScenarioDataError(
      'The formulation has no cost per unit to derive our price from: give our price',
      'ourPrice',
    );
  }
  const competitor = p0.times(D(1).plus(D(parameters.competitorPriceChangePercent).div(HUNDRED)));
  const ceiling = competitor.times(D(1).plus(D(parameters.maxPriceGapPercent).div(HUNDRED)));
  const p1 = ceiling.lt(p0) ? ceiling : p0;
  const change = p1.minus(p0).div(p0).times(HUNDRED);
  const margin = marginPercent(p1, unitCost);
  const answer = p1.eq(p0)
    ? `We can hold ${usd(p0)}: it stays within ${percent(D(parameters.maxPriceGapPercent), 0)} of the competitor's ${usd(competitor)}`
    : `We must go from ${usd(p0)} to ${usd(p1)} (${percent(change)}) to stay within ${percent(D(parameters.maxPriceGapPercent), 0)} of the competitor's ${usd(competitor)}`;
  return results({
    projectedCost: p0.minus(p1).times(parameters.yearlyVolume),
    marketImpact: change,
    timeToMarket: monthsToMarket(formulation.status),
    riskLevel: marginRisk(margin, target),
    summary:
      `${answer}. At ${usd(p1)} the margin on ${formulationLabel(formulation)} is ${percent(margin)} ` +
      `(cost ${usd(unitCost, 4)}, target ${percent(target, 0)}); ` +
      `${count(parameters.yearlyVolume)} units a year give up ${usd(p0.minus(p1).times(parameters.yearlyVolume), 0)}.`,
    affectedFormulations: [
      {
        id: formulation.id,
        name: formulationLabel(formulation),
        detail: `${usd(p0)} → ${usd(p1)} a unit, ${percent(margin)} margin`,
      },
    ],
  });
}
