import Decimal from 'decimal.js';
import type { IngredientUnit } from '../ingredient/constants.ts';
import { DEFAULT_TARGET_MARGIN } from './constants.ts';

export type DecimalInput = Decimal.Value;

/**
 * Our own Decimal: 40 significant digits so that sums of scale-6 quantities times unit costs divided by
 * 16 or 128 stay exact, and a private clone so nothing else in the process can change the precision
 * under us. Callable with or without `new`, as decimal.js constructors are.
 */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP }) as Decimal.Constructor &
  ((value: DecimalInput) => Decimal);

const ZERO = D(0);
const ONE = D(1);
const HUNDRED = D(100);

/**
 * Ounces per unit of purchase, keyed by every unit an ingredient may have, so a new unit cannot be added
 * without its conversion. `fl oz` counts as an ounce: density 1 is assumed (DESIGN §4).
 */
const OUNCES_PER_UNIT: Readonly<Record<IngredientUnit, number>> = { oz: 1, 'fl oz': 1, lb: 16, gal: 128 };

/** One recipe line; unitCost or unit null/undefined means the ingredient is unknown (the line costs 0). */
export interface CostLine {
  ounces: DecimalInput;
  unitCost: DecimalInput | null | undefined;
  unit: string | null | undefined;
}

export interface CostInput {
  batchSize: DecimalInput;
  unitSize: DecimalInput;
  targetMargin?: DecimalInput | null;
  lines: CostLine[];
}

export interface LineResult {
  ounces: Decimal;
  costPerOunce: Decimal;
  cost: Decimal;
  /** % w/w of the recipe, 0 to 100. */
  concentration: Decimal;
}

export interface CostResult {
  lines: LineResult[];
  recipeOunces: Decimal;
  recipeCost: Decimal;
  totalCost: Decimal;
  costPerUnit: Decimal;
  targetMargin: Decimal;
  suggestedUnitPrice: Decimal;
}

/**
 * Reads a quantity into our Decimal, refusing what would make a cost negative or meaningless:
 * a negative cost would silently lower a formulation's price, so bad input fails loudly instead.
 */
export function nonNegative(value: DecimalInput, field: string): Decimal {
  const decimal = D(value);
  if (!decimal.isFinite() || decimal.isNegative()) {
    throw new RangeError(`${field} must be a finite number of at least 0, got ${String(value)}`);
  }
  return decimal;
}

export function costPerOunce(unitCost: DecimalInput, unit: string): Decimal {
  const ounces = Object.hasOwn(OUNCES_PER_UNIT, unit) ? OUNCES_PER_UNIT[unit as IngredientUnit] : undefined;
  if (ounces === undefined) throw new RangeError(`Unknown unit: ${unit}`);
  return nonNegative(unitCost, 'unitCost').div(ounces);
}

function lineCostPerOunce(line: CostLine): Decimal {
  // Either half missing means the ingredient is not known to us: the spec costs such a line at zero.
  if (line.unitCost == null || line.unit == null) return ZERO;
  return costPerOunce(line.unitCost, line.unit);
}

export function lineCost(line: CostLine): Decimal {
  return nonNegative(line.ounces, 'ounces').times(lineCostPerOunce(line));
}

/** The margin as a percentage; 100 or more would divide by zero or give a negative price. */
function margin(value: DecimalInput | null | undefined): Decimal {
  const decimal = nonNegative(value ?? DEFAULT_TARGET_MARGIN, 'targetMargin');
  if (decimal.gte(HUNDRED)) throw new RangeError(`targetMargin must be below 100, got ${String(value)}`);
  return decimal;
}

export function computeCost(input: CostInput): CostResult {
  const batchSize = nonNegative(input.batchSize, 'batchSize');
  const unitSize = nonNegative(input.unitSize, 'unitSize');
  const targetMargin = margin(input.targetMargin);

  const priced = input.lines.map((line) => {
    const ounces = nonNegative(line.ounces, 'ounces');
    const perOunce = lineCostPerOunce(line);
    return { ounces, costPerOunce: perOunce, cost: ounces.times(perOunce) };
  });
  const recipeOunces = priced.reduce((sum, line) => sum.plus(line.ounces), ZERO);
  const recipeCost = priced.reduce((sum, line) => sum.plus(line.cost), ZERO);
  const empty = recipeOunces.isZero();

  // Scaling the recipe to a size. When the lines already add up to it, the spec wants C itself, so that
  // case is not left to C x size / R staying within 40 digits; otherwise multiply first, then divide once.
  const scaled = (size: Decimal) => {
    if (empty) return ZERO;
    if (size.eq(recipeOunces)) return recipeCost;
    return recipeCost.times(size).div(recipeOunces);
  };
  const costPerUnit = scaled(unitSize);

  return {
    lines: priced.map((line) => ({
      ...line,
      concentration: empty ? ZERO : line.ounces.times(HUNDRED).div(recipeOunces),
    })),
    recipeOunces,
    recipeCost,
    totalCost: scaled(batchSize),
    costPerUnit,
    targetMargin,
    suggestedUnitPrice: costPerUnit.div(ONE.minus(targetMargin.div(HUNDRED))),
  };
}

/**
 * Rounds half up to a fixed number of decimals for storing (numeric scale 6 or 4) or showing.
 * A value that rounds to zero prints without a minus sign.
 */
export function toScale(value: DecimalInput, scale: number): string {
  if (!Number.isInteger(scale) || scale < 0)
    throw new RangeError(`scale must be a whole number, got ${scale}`);
  const rounded = D(value).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(scale);
}
