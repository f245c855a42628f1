import type Decimal from 'decimal.js';
import { computeCost, costPerOunce, toScale } from '../../../domain/formulation/cost.ts';
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

/**
 * Keeps stored costs current (DESIGN §4): the formulations' sizes and lines read in two set-based queries, their
 * raw materials' prices in one, each raw material's cost per ounce computed once, every formulation costed by
 * the engine in memory, and only the figures that changed written back, in two set-based statements, inside the
 * caller's transaction. The caller has locked the formulations. Returns how many were recomputed and the
 * figures of those whose figures changed (a price change's webhook carries them).
 */
export async function recomputeCosts(
  tx: Executor,
  ids: string[],
  options: { touch?: boolean; changedIngredients?: ReadonlySet<string> } = {},
): Promise<{ count: number; changed: RecomputedCost[] }> {
  if (ids.length === 0) return { count: 0, changed: [] };
  const repo = createRecomputeRepository(tx);
  const { sizes, lines } = await repo.costInputs(ids);
  const prices = new Map(
    (await repo.ingredientCosts([...new Set(lines.map((line) => line.ingredientId))])).map((p) => [p.id, p]),
  );
  const perOunce = new Map<string, Decimal>();
  for (const [id, price] of prices) perOunce.set(id, costPerOunce(price.unitCost, price.unit, price.density));

  const byFormulation = new Map<string, typeof lines>();
  for (const line of lines) {
    const group = byFormulation.get(line.formulationId) ?? [];
    group.push(line);
    byFormulation.set(line.formulationId, group);
  }
  const lineCosts: { id: string; cost: string }[] = [];
  const totals: RecomputedCost[] = [];
  for (const size of sizes) {
    const group = byFormulation.get(size.id) ?? [];
    const result = computeCost({
      batchSize: size.batchSize,
      unitSize: size.unitSize,
      targetMargin: size.targetMargin,
      concentrations: false,
      lines: group.map((line) => {
        const price = prices.get(line.ingredientId);
        return {
          ounces: line.ounces,
          unitCost: price?.unitCost,
          unit: price?.unit,
          costPerOunce: perOunce.get(line.ingredientId),
        };
      }),
    });
    for (const [index, line] of group.entries()) {
      // Told which raw materials changed: another one's line cost is what was stored with its unchanged price.
      if (options.changedIngredients && !options.changedIngredients.has(line.ingredientId)) continue;
      const cost = toScale(result.lines[index]!.cost, 6);
      if (cost !== line.cost) lineCosts.push({ id: line.id, cost });
    }
    const totalCost = toScale(result.totalCost, 4);
    const costPerUnit = toScale(result.costPerUnit, 4);
    // From the unrounded cost per unit, rounded once to the cent (DESIGN §4).
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
