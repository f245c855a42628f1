import Decimal from 'decimal.js';
import { D, type DecimalInput } from '../common/decimal.ts';
import { weightOuncesPerUnit } from '../raw-material/units.ts';
import { DEFAULT_TARGET_MARGIN } from './constants.ts';

export { D, type DecimalInput } from '../common/decimal.ts';

const ZERO = D(0);
const ONE = D(1);
const HUNDRED = D(100);

/** One recipe line; unitCost or unit null/undefined means the raw material is unknown (the line costs 0). */
export interface CostLine {
  ounces: DecimalInput;
  unitCost: DecimalInput | null | undefined;
  unit: string | null | undefined;
  /** g/mL, for volume units; null or absent is the assumed 1 g/mL (docs/product-rules.md, "Costs and units"). */
  density?: DecimalInput | null;
  /**
   * costPerOunce(unitCost, unit, density) when the caller has it already: a recompute of thousands of lines
   * divides once per raw material instead of once per line (the same figure either way).
   */
  costPerOunce?: Decimal;
  /**
   * ounces x costPerOunce when the caller has it already: a recompute of thousands of recipes meets the same raw
   * material at the same weight again and again, and multiplies once per pair (the same figure either way).
   */
  precomputedCost?: Decimal;
}

export interface CostInput {
  batchSize: DecimalInput;
  unitSize: DecimalInput;
  targetMargin?: DecimalInput | null;
  lines: CostLine[];
  /**
   * false leaves each line's concentration at 0: a recompute of thousands of formulations needs only the costs,
   * and a division per line is most of the work.
   */
  concentrations?: boolean;
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
 * A value as our Decimal, taken as it is when it is one already (Decimals are immutable): a recompute of thousands
 * of lines passes each distinct figure parsed once, and rounds the engine's own results. The constructor, not
 * instanceof, decides: every decimal.js clone shares one prototype, and a Decimal of another clone would compute
 * at that clone's precision.
 */
function ours(value: DecimalInput): Decimal {
  return typeof value === 'object' && value.constructor === D ? value : D(value);
}

/**
 * Reads a quantity into our Decimal, refusing what would make a cost negative or meaningless:
 * a negative cost would silently lower a formulation's price, so bad input fails loudly instead.
 */
export function nonNegative(value: DecimalInput, field: string): Decimal {
  const decimal = ours(value);
  if (!decimal.isFinite() || decimal.isNegative()) {
    throw new RangeError(`${field} must be a finite number of at least 0, got ${String(value)}`);
  }
  return decimal;
}

/** Cost per weight ounce = unit cost / weight ounces per purchase unit (a volume unit weighs volume x density). */
export function costPerOunce(unitCost: DecimalInput, unit: string, density?: DecimalInput | null): Decimal {
  return nonNegative(unitCost, 'unitCost').div(weightOuncesPerUnit(unit, density));
}

function lineCostPerOunce(line: CostLine): Decimal {
  // Either half missing means the ingredient is not known to us: the spec costs such a line at zero.
  if (line.unitCost == null || line.unit == null) return ZERO;
  return line.costPerOunce ?? costPerOunce(line.unitCost, line.unit, line.density);
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

/**
 * The recipe scaled to a size (the batch, a unit). When the lines already add up to it, the spec wants C itself,
 * so that case is not left to C x size / R staying within 40 digits; otherwise multiply first, then divide once.
 * (A function of its own, not a closure: a recompute calls the engine thousands of times.)
 */
function scaled(recipeCost: Decimal, recipeOunces: Decimal, size: Decimal): Decimal {
  if (recipeOunces.isZero()) return ZERO;
  if (size.eq(recipeOunces)) return recipeCost;
  return recipeCost.times(size).div(recipeOunces);
}

export function computeCost(input: CostInput): CostResult {
  const batchSize = nonNegative(input.batchSize, 'batchSize');
  const unitSize = nonNegative(input.unitSize, 'unitSize');
  const targetMargin = margin(input.targetMargin);

  // One pass and no intermediate arrays: a recompute runs this over tens of thousands of lines. The two sums
  // are taken in line order, as separate running totals, so every figure is the one a sum of each gives.
  const lines: LineResult[] = [];
  let recipeOunces = ZERO;
  let recipeCost = ZERO;
  for (const line of input.lines) {
    const ounces = nonNegative(line.ounces, 'ounces');
    const perOunce = lineCostPerOunce(line);
    const cost = line.precomputedCost ?? ounces.times(perOunce);
    recipeOunces = recipeOunces.plus(ounces);
    recipeCost = recipeCost.plus(cost);
    lines.push({ ounces, costPerOunce: perOunce, cost, concentration: ZERO });
  }
  const empty = recipeOunces.isZero();
  if (!empty && input.concentrations !== false) {
    for (const line of lines) line.concentration = line.ounces.times(HUNDRED).div(recipeOunces);
  }

  const costPerUnit = scaled(recipeCost, recipeOunces, unitSize);

  return {
    lines,
    recipeOunces,
    recipeCost,
    totalCost: scaled(recipeCost, recipeOunces, batchSize),
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
  const rounded = ours(value).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(scale);
}
