import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import type { SubstanceContent } from './substance-content.ts';

/**
 * ISO 16128-2 natural origin content of a product from its substances (docs/product-rules.md, "Substances and the label"): the sum of each
 * substance's % w/w x its natural origin index (0-1), with water and without it (water excluded from both
 * the natural part and the whole). A substance known only as a range counts at its minimum, so a claim is
 * never overstated; a substance without an index, or a raw material without a composition, counts as 0 and
 * lowers the coverage instead of being guessed.
 */
export interface OriginFacts {
  naturalOriginIndex: Decimal.Value | null;
  isWater: boolean;
}

export interface NaturalOrigin {
  /** % of the product; null when no substance has an index. */
  withWater: Decimal | null;
  /** % of the product without its water; null without data or when the product is all water. */
  withoutWater: Decimal | null;
  /** % of the product's mass whose natural origin index is known. */
  coverage: Decimal;
}

export function naturalOrigin(
  content: SubstanceContent,
  facts: ReadonlyMap<string, OriginFacts>,
): NaturalOrigin {
  let natural = D(0);
  let naturalWater = D(0);
  let water = D(0);
  let covered = D(0);
  for (const amount of content.substances) {
    const fact = facts.get(amount.substanceId);
    const share = amount.percent ?? amount.minPercent;
    if (fact?.isWater) water = water.plus(share);
    if (fact?.naturalOriginIndex === null || fact?.naturalOriginIndex === undefined) continue;
    const part = share.times(fact.naturalOriginIndex);
    natural = natural.plus(part);
    if (fact.isWater) naturalWater = naturalWater.plus(part);
    covered = covered.plus(share);
  }
  if (covered.isZero()) return { withWater: null, withoutWater: null, coverage: covered };
  const rest = D(100).minus(water);
  return {
    withWater: natural,
    withoutWater: rest.gt(0) ? natural.minus(naturalWater).times(100).div(rest) : null,
    coverage: covered,
  };
}
