import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import type { UsedAs } from '../substance/constants.ts';
import { type SubstanceContent, upperPercent } from '../substance/substance-content.ts';

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

const ZERO = D(0);
const ONE = D(1);

/** A "counts as" factor as stored (text), read once per distinct figure. */
const factors = new Map<string, Decimal>();
function factorOf(text: string): Decimal {
  let factor = factors.get(text);
  if (factor === undefined) {
    factor = D(text);
    // Factors are a handful of chemistry figures; the bound only guards against a pathological library.
    if (factors.size < 10_000) factors.set(text, factor);
  }
  return factor;
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
    const own = amount.substanceId === targetId;
    const link = own
      ? undefined
      : facts.get(amount.substanceId)?.countsAs.find((l) => l.targetId === targetId);
    if (!own && link === undefined) continue;
    const sources = usedAs ? amount.sources.filter((source) => source.usedAs === usedAs) : amount.sources;
    if (sources.length === 0) continue;
    // Summed from the first figure rather than from 0 (0 + x is x): this runs per rule and per formulation
    // across a portfolio.
    let percent = upperPercent(sources[0]!);
    for (let i = 1; i < sources.length; i += 1) percent = percent.plus(upperPercent(sources[i]!));
    // The substance itself counts at 1 (x times 1 is x: no multiplication).
    const factor = own ? ONE : factorOf(link!.factor);
    const times = (value: Decimal) => (own ? value : value.times(factor));
    parts.push({
      substanceId: amount.substanceId,
      inciName: amount.inciName,
      percent,
      factor,
      counted: times(percent),
      range: sources.some((source) => source.percent === null),
      sources: sources.map((source) => ({
        ingredientId: source.ingredientId,
        ingredientName: source.ingredientName,
        counted: times(upperPercent(source)),
      })),
    });
  }
  let total = parts[0]?.counted ?? ZERO;
  for (let i = 1; i < parts.length; i += 1) total = total.plus(parts[i]!.counted);
  return { total, range: parts.some((part) => part.range), parts };
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
