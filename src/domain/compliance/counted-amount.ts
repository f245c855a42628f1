import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import type { UsedAs } from '../substance/constants.ts';
import type { SubstanceContent } from '../substance/substance-content.ts';

/** What the engine knows of a substance to count it toward another (docs/product-rules.md, "Compliance"). */
export interface CountingFacts {
  inciName: string;
  allergen: boolean;
  countsAs: readonly { targetId: string; factor: string }[];
}

export interface CountedPart {
  substanceId: string;
  inciName: string;
  /** Its % w/w in the product (a range at its maximum). */
  percent: Decimal;
  /** 1 for the substance itself, else its "counts as" factor. */
  factor: Decimal;
  /** percent x factor: what it adds to the total. */
  counted: Decimal;
  range: boolean;
  /** The raw materials it came from, with what each adds to the total. */
  sources: { ingredientId: string; ingredientName: string; counted: Decimal }[];
}

export interface CountedAmount {
  total: Decimal;
  /** Some part is known only as a range: the total is its maximum. */
  range: boolean;
  parts: CountedPart[];
}

/**
 * What counts toward a substance in a product (docs/product-rules.md, "Compliance"): the substance itself plus every substance whose
 * "counts as" points at it, times the factor (retinyl palmitate as retinol x 0.546, urea peroxide as hydrogen
 * peroxide x 0.3616, sodium salicylate as salicylic acid x 0.8627). Ranges count at their maximum, so a limit is
 * checked against the most the product can hold. Not transitive: a substance counting as one that counts as a
 * third is not counted toward the third (no annex entry chains conversions).
 *
 * `usedAs` (a rule's function-of-use condition, ADR 034) counts only what comes through composition rows with
 * that function: sodium benzoate used as a preservative counts toward benzoic acid's Annex V limit, zinc oxide
 * used as a UV filter toward its Annex VI limit.
 */
export function countedToward(
  targetId: string,
  content: SubstanceContent,
  facts: ReadonlyMap<string, CountingFacts>,
  usedAs: UsedAs | null = null,
): CountedAmount {
  const parts: CountedPart[] = [];
  for (const amount of content.substances) {
    const fact = facts.get(amount.substanceId);
    const factor =
      amount.substanceId === targetId
        ? D(1)
        : fact?.countsAs.find((link) => link.targetId === targetId)?.factor;
    if (factor === undefined) continue;
    const sources = usedAs ? amount.sources.filter((source) => source.usedAs === usedAs) : amount.sources;
    if (sources.length === 0) continue;
    const percent = sources.reduce((sum, source) => sum.plus(source.percent ?? source.maxPercent), D(0));
    parts.push({
      substanceId: amount.substanceId,
      inciName: amount.inciName,
      percent,
      factor: D(factor),
      counted: percent.times(factor),
      range: sources.some((source) => source.percent === null),
      sources: sources.map((source) => ({
        ingredientId: source.ingredientId,
        ingredientName: source.ingredientName,
        counted: (source.percent ?? source.maxPercent).times(factor),
      })),
    });
  }
  return {
    total: parts.reduce((sum, part) => sum.plus(part.counted), D(0)),
    range: parts.some((part) => part.range),
    parts,
  };
}

/**
 * Every substance an amount can be counted toward in this content: the substances it holds and those they count
 * as. A substance outside it counts 0 (countedToward finds no part), whatever the function of use.
 */
export function reachedSubstances(
  content: SubstanceContent,
  facts: ReadonlyMap<string, CountingFacts>,
): Set<string> {
  const reached = new Set<string>();
  for (const amount of content.substances) {
    reached.add(amount.substanceId);
    for (const link of facts.get(amount.substanceId)?.countsAs ?? []) reached.add(link.targetId);
  }
  return reached;
}
