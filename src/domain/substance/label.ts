import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import type { Exposure } from '../formulation/constants.ts';
import { ALLERGEN_THRESHOLD } from './constants.ts';
import { type UnreviewedSubstance, unreviewedSubstances } from './review.ts';
import {
  type SubstanceAmount,
  type SubstanceContent,
  type SubstanceSource,
  upperPercent,
} from './substance-content.ts';

/**
 * The label's ingredient list (EU Reg. 1223/2009 Art. 19(1)(g); ADR 033), from the substance content:
 * - descending by concentration (at or under 1 % the regulation allows any order; we keep descending); a
 *   range counts at its maximum; ties by name, so the list never depends on the recipe's line order;
 * - the perfume is whole: everything that comes through a perfume raw material (category fragrance, or declared
 *   as Parfum), and every substance flagged fragrance wherever it comes from, is "Parfum", placed at the
 *   perfume's whole share (the labelled allergens in it included): the perfume raw materials' own shares of the
 *   product (exact, even where their compositions are ranges) plus the fragrance substances that came otherwise;
 * - labelled allergens are also named individually when the product holds more than 0.001 % (leave-on) or
 *   0.01 % (rinse-off) of them, whatever they came through; exactly at the threshold is not above it;
 * - a substance that comes through a raw material that is not perfume is an ingredient in its own right and is
 *   listed by its INCI name whatever its level: nothing intentionally added vanishes;
 * - what is used as a colourant is listed by its CI number (its INCI name if it has none), after everything
 *   else;
 * - "(nano)" after a nano substance;
 * - a raw material without a composition is listed by its own name and flagged, since its INCI is unknown;
 * - a substance created from a name nobody recognised yet is flagged as needing review (ADR 035).
 */
export interface LabelFacts {
  inciName: string;
  allergen: boolean;
  fragrance: boolean;
  colourIndex: string | null;
  nano: boolean;
  /** Created from an unrecognised name and not reviewed yet (ADR 035). */
  unreviewed: boolean;
}

export interface LabelEntry {
  name: string;
  /** The concentration the position is taken from (a range's maximum). */
  percent: Decimal;
  /** Part of the figure comes from a range in a composition. */
  range: boolean;
  /** Listed by a raw material's name because no composition is on file. */
  missingInci: boolean;
  /** The substance listed; null for Parfum and for a raw material without a composition. */
  substanceId: string | null;
  /** The substance needs review by the regulatory staff before the list can be trusted. */
  unreviewed: boolean;
}

export interface LabelAllergen {
  substanceId: string;
  inciName: string;
  percent: Decimal;
  range: boolean;
  threshold: Decimal;
  /** Above the threshold: named on the label (label content, not a violation). */
  mustLabel: boolean;
  /** Part of it comes through the perfume. */
  inPerfume: boolean;
}

export interface Label {
  ingredientList: string;
  entries: LabelEntry[];
  allergens: LabelAllergen[];
  warnings: string[];
  /** Substances in the product (Parfum's included) that need review, by INCI name. */
  unreviewed: UnreviewedSubstance[];
}

export const PARFUM = 'Parfum';

const byPosition = (a: LabelEntry, b: LabelEntry) =>
  b.percent.comparedTo(a.percent) || a.name.localeCompare(b.name);

/** A sum of sources' upper figures, and whether any of them is a range. */
interface Share {
  percent: Decimal;
  range: boolean;
}

function shareOf(sources: readonly SubstanceSource[]): Share {
  return {
    percent: sources.reduce((sum, source) => sum.plus(source.percent ?? source.maxPercent), D(0)),
    range: sources.some((source) => source.percent === null),
  };
}

function plus(a: Share, b: Share): Share {
  return { percent: a.percent.plus(b.percent), range: a.range || b.range };
}

/** One substance's parts: in the perfume, used as a colourant on its own, any other use on its own. */
function split(amount: SubstanceAmount, fact: LabelFacts | undefined) {
  const wholePerfume = fact?.fragrance ?? false;
  const perfume = amount.sources.filter((source) => wholePerfume || source.inPerfume);
  const own = amount.sources.filter((source) => !wholePerfume && !source.inPerfume);
  return {
    perfume: shareOf(perfume),
    colourant: shareOf(own.filter((source) => source.usedAs === 'colourant')),
    other: shareOf(own.filter((source) => source.usedAs !== 'colourant')),
  };
}

export function labelList(
  content: SubstanceContent,
  facts: ReadonlyMap<string, LabelFacts>,
  exposure: Exposure,
  warnings: readonly string[] = [],
  /** How the market's label names perfume (ADR 058): "Parfum" in the EU, "Fragrance" in the US. */
  perfumeName: string = PARFUM,
): Label {
  const threshold = D(ALLERGEN_THRESHOLD[exposure]);
  const main: LabelEntry[] = [];
  const colourants: LabelEntry[] = [];
  const allergens: LabelAllergen[] = [];
  // The perfume raw materials' shares, once each; then fragrance substances that came through other ones.
  const perfumeMaterials = new Map<string, Decimal>();
  let parfum: Share = { percent: D(0), range: false };

  for (const amount of content.substances) {
    const fact = facts.get(amount.substanceId);
    const parts = split(amount, fact);
    const flagged = fact?.unreviewed ?? false;
    for (const source of amount.sources) {
      if (source.inPerfume) perfumeMaterials.set(source.ingredientId, source.rawMaterialPercent);
    }
    if (fact?.fragrance) {
      parfum = plus(parfum, shareOf(amount.sources.filter((source) => !source.inPerfume)));
    }

    let named = parts.other;
    if (fact?.allergen) {
      const percent = upperPercent(amount);
      const mustLabel = percent.gt(threshold);
      allergens.push({
        substanceId: amount.substanceId,
        inciName: amount.inciName,
        percent,
        range: amount.percent === null,
        threshold,
        mustLabel,
        inPerfume: parts.perfume.percent.gt(0),
      });
      // Named above the threshold, at its whole amount: the perfume's part too.
      if (mustLabel && parts.perfume.percent.gt(0)) named = plus(named, parts.perfume);
    }
    const nano = fact?.nano ? ' (nano)' : '';
    const entry = (name: string, share: Share): LabelEntry => ({
      name: `${name}${nano}`,
      percent: share.percent,
      range: share.range,
      missingInci: false,
      substanceId: amount.substanceId,
      unreviewed: flagged,
    });
    if (named.percent.gt(0)) main.push(entry(amount.inciName, named));
    if (parts.colourant.percent.gt(0))
      colourants.push(entry(fact?.colourIndex ?? amount.inciName, parts.colourant));
  }
  for (const share of perfumeMaterials.values()) parfum = plus(parfum, { percent: share, range: false });
  if (parfum.percent.gt(0)) {
    main.push({ name: perfumeName, ...parfum, missingInci: false, substanceId: null, unreviewed: false });
  }
  for (const line of content.unassigned) {
    main.push({
      name: line.ingredientName,
      percent: line.percent,
      range: false,
      missingInci: true,
      substanceId: null,
      unreviewed: false,
    });
  }

  const entries = [...main.sort(byPosition), ...colourants.sort(byPosition)];
  return {
    ingredientList: entries.map((entry) => entry.name).join(', '),
    entries,
    allergens: allergens.sort(
      (a, b) => b.percent.comparedTo(a.percent) || a.inciName.localeCompare(b.inciName),
    ),
    warnings: [...new Set(warnings)],
    unreviewed: unreviewedSubstances(content, facts),
  };
}
