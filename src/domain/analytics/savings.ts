import type Decimal from 'decimal.js';
import { D, toScale } from '../formulation/cost.ts';
import { type AnalyticsFormulation, toTime } from './types.ts';

type Sized = Pick<AnalyticsFormulation, 'batchSize' | 'unitSize'>;
type Costed = Sized & Pick<AnalyticsFormulation, 'costPerUnit'>;

/** Units one batch fills: batchSize / unitSize (both in ounces). */
export function unitsPerBatch(f: Sized): Decimal {
  return D(f.batchSize).div(f.unitSize);
}

/**
 * What a newer version saves on one of its batches against an older one: (older cost/unit − newer cost/unit) ×
 * the newer version's units per batch. Negative when the newer version costs more.
 */
export function batchSaving(older: Pick<AnalyticsFormulation, 'costPerUnit'>, newer: Costed): Decimal {
  return D(older.costPerUnit).minus(newer.costPerUnit).times(unitsPerBatch(newer));
}

/**
 * The "Cost Savings" card: for every product with two or more versions (one lineage), first version against
 * latest version, per batch of the latest version, summed over the products. Amount in USD to 2 decimals.
 * With `since` (ms), only products whose latest version was created since then count.
 */
export function costSavings(
  formulations: readonly AnalyticsFormulation[],
  since = Number.NEGATIVE_INFINITY,
): {
  amount: string;
  products: number;
} {
  const lineages = new Map<string, AnalyticsFormulation[]>();
  for (const f of formulations) lineages.set(f.lineageId, [...(lineages.get(f.lineageId) ?? []), f]);
  let amount = D(0);
  let products = 0;
  for (const versions of lineages.values()) {
    if (versions.length < 2) continue;
    const sorted = [...versions].sort((a, b) => a.version - b.version);
    if (toTime(sorted.at(-1)!.createdAt) < since) continue;
    amount = amount.plus(batchSaving(sorted[0]!, sorted.at(-1)!));
    products += 1;
  }
  return { amount: toScale(amount, 2), products };
}
