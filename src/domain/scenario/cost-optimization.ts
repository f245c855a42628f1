import type Decimal from 'decimal.js';
import { D } from '../formulation/cost.ts';
import type { RiskLevel } from './constants.ts';
import {
  costAt,
  count,
  findRawMaterial,
  formulationLabel,
  HUNDRED,
  livePrices,
  percent,
  portfolioOf,
  results,
  type ScenarioData,
  ScenarioDataError,
  type ScenarioRawMaterial,
  usd,
} from './scenario-data.ts';
import type { CostOptimizationParameters } from './scenario-schema.ts';

/** Months to roll a new price into purchasing: one for a renegotiated price, three to qualify a new source. */
export const MONTHS_FOR_PRICE_CHANGE = 1;
export const MONTHS_FOR_SUPPLIER_SWITCH = 3;

const LEVELS: readonly RiskLevel[] = ['low', 'medium', 'high'];

/** Portfolio cost increases (in %) at which the risk becomes medium, then high. */
export const COST_RISK_THRESHOLDS = { medium: 1, high: 5 } as const;

/**
 * Risk by the size and direction of the change, over the whole portfolio: the affected formulations' average
 * change in cost per unit times the share of the portfolio they are, i.e. how much dearer the portfolio gets.
 * A saving (or no change) is low; an increase under 1 % low, under 5 % medium, else high. A cheap raw material
 * going up 50 % in every formulation can be a smaller risk than an active going up 10 % in a third of them.
 */
export function costRisk(
  averageChangePercent: Decimal.Value,
  affected: number,
  portfolio: number,
): RiskLevel {
  if (portfolio === 0 || affected === 0) return 'low';
  const exposure = D(averageChangePercent).times(affected).div(portfolio);
  if (exposure.lt(COST_RISK_THRESHOLDS.medium)) return 'low';
  return exposure.lt(COST_RISK_THRESHOLDS.high) ? 'medium' : 'high';
}

function targeted(parameters: CostOptimizationParameters, data: ScenarioData) {
  if (parameters.target === 'ingredient') {
    const rawMaterial = findRawMaterial(data, parameters.targetId, 'targetId');
    return { label: rawMaterial.name, ingredients: [rawMaterial] };
  }
  if (parameters.target === 'category') {
    const rawMaterials = data.ingredients.filter((i) => i.category === parameters.category);
    return { label: `the ${parameters.category} category`, ingredients: rawMaterials };
  }
  const supplier = data.suppliers.find((s) => s.id === parameters.targetId);
  if (!supplier) throw new ScenarioDataError('Supplier not found', 'targetId');
  const rawMaterials = data.ingredients.filter((i) => i.supplierId === supplier.id);
  return { label: `everything from ${supplier.name}`, ingredients: rawMaterials };
}

/**
 * Cost optimization: the price of one raw material, every raw material of a category, or every raw material of a
 * supplier changes by priceChangePercent.
 *
 * - affected = portfolio formulations (not rejected) with a line of a targeted raw material
 * - for each: base = cost per unit at today's prices; new = cost per unit with the targeted unit costs
 *   x (1 + priceChangePercent / 100), both from the cost engine
 * - projectedCost = sum of (new - base) x yearlyVolume: the yearly change in spend, every affected
 *   formulation assumed to sell yearlyVolume units (negative is a saving)
 * - marketImpact  = the average of (new - base) / base x 100 over affected formulations with a cost
 * - timeToMarket  = 0 when nothing is affected; 1 month for a price change, 3 when it comes from a new
 *   source that must be qualified (supplierSwitch)
 * - riskLevel     = by how much dearer the portfolio gets (costRisk): a saving is low; an increase of
 *   averageChange x affected / portfolio under 1 % low, under 5 % medium, else high; one level higher for a
 *   supplier switch, whose new source must be qualified whatever it costs
 *
 * Throws ScenarioDataError for an unknown raw material or supplier; a category or supplier with no
 * ingredients, or ingredients no formulation uses, simply affect nothing.
 */
export function costOptimization(parameters: CostOptimizationParameters, data: ScenarioData) {
  const target = targeted(parameters, data);
  const ids = new Set(target.ingredients.map((rawMaterial) => rawMaterial.id));
  const factor = D(1).plus(D(parameters.priceChangePercent).div(HUNDRED));
  const today = livePrices(data);
  const changed = (id: string) => {
    const price = today(id);
    return price && ids.has(id) ? { ...price, unitCost: D(price.unitCost).times(factor) } : price;
  };

  const portfolio = portfolioOf(data);
  const affected = portfolio
    .filter((formulation) => formulation.lines.some((line) => ids.has(line.ingredientId)))
    .map((formulation) => {
      const base = costAt(formulation, today).costPerUnit;
      const next = costAt(formulation, changed).costPerUnit;
      return { formulation, base, next, delta: next.minus(base) };
    });

  const yearly = affected.reduce((sum, a) => sum.plus(a.delta.times(parameters.yearlyVolume)), D(0));
  const withCost = affected.filter((a) => !a.base.isZero());
  const averageChange = withCost.length
    ? withCost.reduce((sum, a) => sum.plus(a.delta.div(a.base).times(HUNDRED)), D(0)).div(withCost.length)
    : D(0);
  const baseRisk = costRisk(averageChange, affected.length, portfolio.length);
  const riskLevel =
    affected.length && parameters.supplierSwitch
      ? LEVELS[Math.min(LEVELS.indexOf(baseRisk) + 1, LEVELS.length - 1)]!
      : baseRisk;
  const months = affected.length
    ? parameters.supplierSwitch
      ? MONTHS_FOR_SUPPLIER_SWITCH
      : MONTHS_FOR_PRICE_CHANGE
    : 0;

  return results({
    projectedCost: yearly,
    marketImpact: averageChange,
    timeToMarket: months,
    riskLevel,
    summary: summary(parameters, target, affected.length, portfolio.length, averageChange, yearly),
    affectedFormulations: affected.map((a) => ({
      id: a.formulation.id,
      name: formulationLabel(a.formulation),
      detail: `${usd(a.base, 4)} → ${usd(a.next, 4)} a unit`,
    })),
  });
}

function summary(
  parameters: CostOptimizationParameters,
  target: { label: string; ingredients: ScenarioRawMaterial[] },
  affected: number,
  portfolio: number,
  averageChange: Decimal,
  yearly: Decimal,
) {
  const change = `A ${percent(D(parameters.priceChangePercent), 1)} price change on ${target.label}`;
  if (affected === 0) return `${change} affects none of the ${portfolio} formulations in the portfolio.`;
  return (
    `${change} affects ${affected} of ${portfolio} formulations: cost per unit moves ${percent(averageChange)} ` +
    `on average, ${usd(yearly, 0)} a year at ${count(parameters.yearlyVolume)} units each.`
  );
}
