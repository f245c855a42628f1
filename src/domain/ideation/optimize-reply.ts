import { D } from '../common/decimal.ts';
import { type LineBounds, optimizeRecipe, percentShown } from './engine.ts';
import { type FormulationFact, inventoryIndex } from './facts.ts';
import { usd } from './format.ts';
import type { IntentRequest } from './intent-request.ts';

/**
 * How far the advisor lets the optimizer move a line: within half and one and a half times its current share,
 * actives pinned, so the cheaper recipe is still the same product (a formulator who wants more freedom sets the
 * bounds in "Reformulate for cost"). Stated in the answer.
 */
export const ADVISOR_FLEX = 0.5;
const PINNED_ROLES = new Set(['active']);

export function advisorBounds(formulation: FormulationFact, request: IntentRequest): LineBounds[] {
  const byId = inventoryIndex(request.facts.inventory);
  const total = formulation.lines.reduce((sum, line) => sum.plus(line.ounces), D(0));
  const shares = new Map<string, ReturnType<typeof D>>();
  for (const line of formulation.lines)
    shares.set(
      line.ingredientId,
      (shares.get(line.ingredientId) ?? D(0)).plus(D(line.ounces).times(100).div(total)),
    );
  return [...shares].map(([ingredientId, share]) => {
    const pinned = PINNED_ROLES.has(byId.get(ingredientId)?.category ?? '');
    return {
      ingredientId,
      minPercent: share
        .times(pinned ? 1 : 1 - ADVISOR_FLEX)
        .toDecimalPlaces(4, D.ROUND_UP)
        .toNumber(),
      maxPercent: D.min(100, share.times(pinned ? 1 : 1 + ADVISOR_FLEX))
        .toDecimalPlaces(4, D.ROUND_DOWN)
        .toNumber(),
    };
  });
}

/** The optimizer's cheapest compliant recipe within the advisor's bounds, and what it saves (docs/product-rules.md, "The optimizer"). */
export async function optimizerLines(
  formulation: FormulationFact,
  request: IntentRequest,
): Promise<string[]> {
  if (formulation.lines.length === 0) return [];
  const byId = inventoryIndex(request.facts.inventory);
  const result = await optimizeRecipe(formulation, byId, request.facts.catalogue, {
    bounds: advisorBounds(formulation, request),
  });
  const scope = `each line within ${(1 - ADVISOR_FLEX) * 100}-${(1 + ADVISOR_FLEX) * 100} % of its share, actives pinned, every regulatory limit kept`;
  if (result.status === 'infeasible') {
    return [`The optimizer found no recipe within those bounds (${scope}): ${result.conflicts.join('; ')}.`];
  }
  const changed = result.lines.filter((line) => !D(line.percent).eq(line.currentPercent));
  if (changed.length === 0 || D(result.savingPerUnit).lte(0)) {
    return [
      `The optimizer (${scope}) finds the current recipe already the cheapest: ${usd(result.costPerUnit)} per unit.`,
    ];
  }
  return [
    `Least-cost recipe from the optimizer (${scope}), re-checked by the cost and regulatory engines:`,
    ...changed.map(
      (line) => `- ${line.name}: ${percentShown(line.currentPercent)} → ${percentShown(line.percent)}`,
    ),
    `Cost per unit ${usd(result.currentCostPerUnit, 4)} → ${usd(result.costPerUnit, 4)}: saves ${usd(result.savingPerUnit, 4)} per unit.`,
    ...(result.bindingConstraints.length
      ? [`What stops it going lower: ${result.bindingConstraints.join('; ')}.`]
      : []),
    ...(result.violations.length ? [`Re-check found: ${result.violations.join('; ')}.`] : []),
  ];
}
