import type Decimal from 'decimal.js';
import { groupBy } from '../../../domain/common/group-by.ts';
import { type CostLine, computeCost, costPerOunce, D, toScale } from '../../../domain/formulation/cost.ts';
import type { Executor } from '../../db/client.ts';
import { publishEvent } from '../events/publish.ts';
import { createRecomputeRepository } from './recompute-repository.ts';

/** A formulation whose stored figures a recompute changed, with its new figures. */
export interface RecomputedCost {
  id: string;
  totalCost: string;
  costPerUnit: string;
  suggestedUnitPrice: string;
}

type RecomputeOptions = { touch?: boolean; changedRawMaterials?: ReadonlySet<string> };
type Sizes = Awaited<ReturnType<ReturnType<typeof createRecomputeRepository>['sizes']>>;

/**
 * Keeps stored costs current (docs/product-rules.md, "Costs and units") for these formulations, which the caller has locked. See `recompute`.
 */
export async function recomputeCosts(
  tx: Executor,
  ids: string[],
  options: RecomputeOptions = {},
): Promise<{ count: number; changed: RecomputedCost[] }> {
  if (ids.length === 0) return { count: 0, changed: [] };
  return recompute(tx, await createRecomputeRepository(tx).sizes(ids), options);
}

/**
 * After a raw material's price, unit or density changed: every formulation using it, found and locked by the
 * statement that reads their sizes (read again, not the ids locked before the raw material was: a save that held
 * the old price FOR SHARE committed while this change waited for the raw material's lock, and its formulation
 * must be recomputed too). Only that raw material's lines are compared and rewritten.
 */
export async function recomputeUsersOf(tx: Executor, ingredientId: string) {
  const sizes = await createRecomputeRepository(tx).sizesOfUsersLocked(ingredientId);
  if (sizes.length === 0) return { count: 0, changed: [] };
  return recompute(tx, sizes, { changedRawMaterials: new Set([ingredientId]) });
}

/**
 * The formulations' lines read in one set-based query, their raw materials' prices in one, each raw material's
 * cost per ounce computed once, every formulation costed by the engine in memory, and only the figures that
 * changed written back, in two set-based statements, inside the caller's transaction. Returns how many were
 * recomputed and the figures of those whose figures changed (a price change's webhook carries them).
 */
async function recompute(
  tx: Executor,
  sizes: Sizes,
  options: RecomputeOptions,
): Promise<{ count: number; changed: RecomputedCost[] }> {
  const repo = createRecomputeRepository(tx);
  const lines = await repo.lines(
    sizes.map((size) => size.id),
    options.changedRawMaterials,
  );
  const prices = await repo.rawMaterialCosts([...new Set(lines.map((line) => line.ingredientId))]);
  // Each raw material's cost per ounce divided once, and found with one lookup per line.
  const priced = new Map<string, { unitCost: string; unit: string; costPerOunce: Decimal }>();
  for (const price of prices) {
    priced.set(price.id, {
      unitCost: price.unitCost,
      unit: price.unit,
      costPerOunce: costPerOunce(price.unitCost, price.unit, price.density),
    });
  }
  // Each distinct figure parsed once: recipes and sizes repeat round figures, and parsing is a good part of the
  // engine's work.
  const parsed = new Map<string, Decimal>();
  const decimal = (text: string) => {
    let value = parsed.get(text);
    if (value === undefined) {
      value = D(text);
      parsed.set(text, value);
    }
    return value;
  };

  const byFormulation = groupBy(lines, (line) => line.formulationId);
  // In recipe order, the order a save costs them in: the engine's sums are then the same figures to the last digit.
  for (const group of byFormulation.values()) group.sort((a, b) => a.position - b.position);
  // Each raw material at each weight costed once: recipes meet the same raw material at the same round weight
  // again and again, and the product is the same figure however often it is taken.
  const costLines = new Map<string, CostLine>();
  const costLine = (ingredientId: string, ounces: string): CostLine => {
    const key = `${ingredientId} ${ounces}`;
    let line = costLines.get(key);
    if (line === undefined) {
      const price = priced.get(ingredientId);
      const weight = decimal(ounces);
      line = price
        ? { ounces: weight, ...price, precomputedCost: weight.times(price.costPerOunce) }
        : { ounces: weight, unitCost: undefined, unit: undefined };
      costLines.set(key, line);
    }
    return line;
  };
  const lineCosts: { id: string; cost: string }[] = [];
  const totals: RecomputedCost[] = [];
  for (const size of sizes) {
    const group = byFormulation.get(size.id) ?? [];
    const result = computeCost({
      batchSize: decimal(size.batchSize),
      unitSize: decimal(size.unitSize),
      targetMargin: decimal(size.targetMargin),
      concentrations: false,
      lines: group.map((line) => costLine(line.ingredientId, line.ounces)),
    });
    for (const [index, line] of group.entries()) {
      // Told which raw materials changed, only their lines come with an id: another one's line cost is what was
      // stored with its unchanged price.
      if (line.id === null) continue;
      const cost = toScale(result.lines[index]!.cost, 6);
      if (cost !== line.cost) lineCosts.push({ id: line.id, cost });
    }
    const totalCost = toScale(result.totalCost, 4);
    const costPerUnit = toScale(result.costPerUnit, 4);
    // From the unrounded cost per unit, rounded once to the cent (docs/product-rules.md, "Costs and units").
    const suggestedUnitPrice = toScale(result.suggestedUnitPrice, 2);
    if (
      totalCost !== size.totalCost ||
      costPerUnit !== size.costPerUnit ||
      suggestedUnitPrice !== size.suggestedUnitPrice
    ) {
      totals.push({ id: size.id, totalCost, costPerUnit, suggestedUnitPrice });
    }
  }
  await repo.writeCosts(lineCosts, totals, options);
  // One event for the whole batch: screens reload their formulation queries once.
  await publishEvent(tx, 'formulations', null, { payload: { count: sizes.length } });
  return { count: sizes.length, changed: totals };
}

/**
 * Every formulation, locked in id order (a data migration after the cost engine changed). `touch: false` keeps
 * updated_at as it was, for a figure derived anew rather than a change anyone made.
 */
export async function recomputeAllCosts(tx: Executor, options: { touch?: boolean } = {}): Promise<number> {
  const ids = await createRecomputeRepository(tx).allIdsLocked();
  return (await recomputeCosts(tx, ids, options)).count;
}
