import type Decimal from 'decimal.js';
import { computeCost, D, type DecimalInput, toScale } from '../formulation/cost.ts';
import type { RiskLevel } from './constants.ts';
import type { ScenarioResults } from './scenario-schema.ts';

/**
 * The live data a scenario runs on, as the server reads it at run time. Every model prices recipes with the
 * cost engine (docs/product-rules.md, "Costs and units") at these raw material prices, so results always reflect today's inventory.
 */
export interface ScenarioRawMaterial {
  id: string;
  name: string;
  category: string;
  supplierId: string | null;
  unitCost: DecimalInput;
  unit: string;
  /** g/mL; a volume unit is weighed at it (null or absent: the assumed 1 g/mL), as the cost engine does. */
  density?: DecimalInput | null;
}

export interface ScenarioLine {
  ingredientId: string;
  ounces: DecimalInput;
}

export interface ScenarioFormulation {
  id: string;
  name: string;
  version: number;
  status: string;
  batchSize: DecimalInput;
  unitSize: DecimalInput;
  targetMargin: DecimalInput;
  lines: ScenarioLine[];
}

export interface ScenarioSupplier {
  id: string;
  name: string;
}

export interface ScenarioData {
  formulations: ScenarioFormulation[];
  ingredients: ScenarioRawMaterial[];
  suppliers: ScenarioSupplier[];
}

/** A scenario refers to data that does not exist (any more): the message names what is missing. */
export class ScenarioDataError extends Error {
  override name = 'ScenarioDataError';
  constructor(
    message: string,
    /** The parameter it concerns, e.g. "formulationId". */
    readonly field: string,
  ) {
    super(message);
  }
}

export const HUNDRED = D(100);

/** The portfolio a scenario looks at: every formulation that was not rejected. */
export function portfolioOf(data: ScenarioData): ScenarioFormulation[] {
  return data.formulations.filter((formulation) => formulation.status !== 'rejected');
}

export function findFormulation(data: ScenarioData, id: string): ScenarioFormulation {
  const found = data.formulations.find((formulation) => formulation.id === id);
  if (!found) throw new ScenarioDataError('Formulation not found', 'formulationId');
  return found;
}

export function findRawMaterial(data: ScenarioData, id: string, field: string): ScenarioRawMaterial {
  const found = data.ingredients.find((rawMaterial) => rawMaterial.id === id);
  if (!found) throw new ScenarioDataError('Ingredient not found', field);
  return found;
}

/** "Matte Hydrating Moisturizer v2": names repeat across versions. */
export const formulationLabel = (formulation: ScenarioFormulation) =>
  `${formulation.name} v${formulation.version}`;

export type PriceOf = (
  ingredientId: string,
) => { unitCost: DecimalInput; unit: string; density?: DecimalInput | null } | undefined;

/** The price list of the data: an unknown raw material costs nothing, as in the cost engine. */
export function livePrices(data: ScenarioData): PriceOf {
  const byId = new Map(data.ingredients.map((rawMaterial) => [rawMaterial.id, rawMaterial]));
  return (id) => byId.get(id);
}

/** The cost engine run on a formulation at the given prices. */
export function costAt(formulation: ScenarioFormulation, priceOf: PriceOf) {
  return computeCost({
    batchSize: formulation.batchSize,
    unitSize: formulation.unitSize,
    targetMargin: formulation.targetMargin,
    lines: formulation.lines.map((line) => {
      const price = priceOf(line.ingredientId);
      return { ounces: line.ounces, unitCost: price?.unitCost, unit: price?.unit, density: price?.density };
    }),
  });
}

/**
 * Months until a formulation can be on the shelf, by where it is in development: an approved product only
 * needs the change rolled out; each earlier stage adds its remaining work.
 */
export const MONTHS_TO_MARKET_BY_STATUS: Readonly<Record<string, number>> = {
  approved: 1,
  compliance_review: 2,
  testing: 3,
  in_development: 5,
  draft: 8,
  rejected: 8,
};
export const monthsToMarket = (status: string) => MONTHS_TO_MARKET_BY_STATUS[status] ?? 8;

/**
 * Margin risk shared by market analysis and competitor response: selling below cost is high; meeting the
 * target margin is low; up to 10 points under it is medium; further under is high.
 */
export function marginRisk(marginPercent: Decimal, targetMarginPercent: Decimal): RiskLevel {
  if (marginPercent.isNegative()) return 'high';
  const gap = targetMarginPercent.minus(marginPercent);
  if (gap.lte(0)) return 'low';
  return gap.lte(10) ? 'medium' : 'high';
}

/** (price - cost) / price x 100; the caller makes sure the price is not zero. */
export const marginPercent = (price: Decimal, cost: Decimal) => price.minus(cost).div(price).times(HUNDRED);

const money = (decimals: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
const dollars = { 0: money(0), 2: money(2), 4: money(4) } as const;
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Texts for summaries: "$1,234", "$8.31", "$0.1680" (costs per unit), "12.5 %", "25,000". */
export const usd = (value: Decimal, decimals: 0 | 2 | 4 = 2) =>
  dollars[decimals].format(Number(toScale(value, decimals)));
export const percent = (value: Decimal, decimals = 1) => `${toScale(value, decimals)} %`;
export const count = (value: DecimalInput) => plain.format(Number(value));

/** Rounds a model's figures into the stored results. */
export function results(figures: {
  projectedCost: Decimal;
  marketImpact: Decimal;
  timeToMarket: number;
  riskLevel: RiskLevel;
  summary: string;
  affectedFormulations?: ScenarioResults['affectedFormulations'];
}): ScenarioResults {
  return {
    projectedCost: toScale(figures.projectedCost, 2),
    marketImpact: toScale(figures.marketImpact, 2),
    timeToMarket: figures.timeToMarket,
    riskLevel: figures.riskLevel,
    summary: figures.summary,
    affectedFormulations: figures.affectedFormulations ?? [],
  };
}
