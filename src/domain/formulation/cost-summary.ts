import { D, type DecimalInput, toScale } from './cost.ts';

// ACTIVE_STATUSES lives in statuses.ts (free of decimal.js) so the dashboard's first download stays small.
export { ACTIVE_STATUSES } from './statuses.ts';

export interface CostSummaryInput {
  id: string;
  name: string;
  totalCost: DecimalInput;
  costPerUnit: DecimalInput;
}

export interface CostSummary {
  count: number;
  totalBatchCost: string;
  avgCostPerUnit: string;
  /** The exact sum of the costs per unit: what a shown average is rounded once from (exactMean). */
  sumCostPerUnit: string;
  highest: { id: string; name: string; costPerUnit: string } | null;
}

/**
 * As docs/product-rules.md, "Costs and units" has it: total batch costs = sum of totalCost; average cost per unit = mean of costPerUnit;
 * highest = the formulation with the largest costPerUnit (the first one on a tie). Amounts at 4 decimals.
 */
export function costSummary(formulations: CostSummaryInput[]): CostSummary {
  let total = D(0);
  let perUnit = D(0);
  let highest: CostSummaryInput | null = null;
  for (const f of formulations) {
    total = total.plus(f.totalCost);
    perUnit = perUnit.plus(f.costPerUnit);
    if (!highest || D(f.costPerUnit).gt(highest.costPerUnit)) highest = f;
  }
  return {
    count: formulations.length,
    totalBatchCost: toScale(total, 4),
    avgCostPerUnit: toScale(formulations.length ? perUnit.div(formulations.length) : D(0), 4),
    sumCostPerUnit: toScale(perUnit, 4),
    highest: highest && {
      id: highest.id,
      name: highest.name,
      costPerUnit: toScale(D(highest.costPerUnit), 4),
    },
  };
}

/** Mean from an aggregate (sum and count from SQL), 0 for none. */
export function meanOf(sum: DecimalInput | null, count: number, scale = 4): string {
  return toScale(count > 0 && sum !== null ? D(sum).div(count) : D(0), scale);
}
