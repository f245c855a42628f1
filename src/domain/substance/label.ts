import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import type { Exposure } from '../formulation/constants.ts';
import { ALLERGEN_THRESHOLD } from './constants.ts';
import { type SubstanceContent, upperPercent } from './substance-content.ts';

/**
 * The label's ingredient list (EU Reg. 1223/2009 Art. 19(1)(g); DESIGN §4a), from the substance content:
 * - descending by concentration (at or under 1 % the regulation allows any order; we keep descending); a
 *   range counts at its maximum; ties by name, so the list never depends on the recipe's line order;
 * - fragrance substances together as "Parfum", at the position of their total (the whole perfume
 *   composition, labelled allergens in it included: Art. 19 names the composition "perfume");
 * - labelled allergens named individually when above 0.001 % (leave-on) or 0.01 % (rinse-off); exactly at
 *   the threshold is not above it. Under it they are not named: they are declared through what they came in
 *   (the Parfum, or the essential oil named by its own INCI);
 * - colourants by their CI number, after everything else;
 * - "(nano)" after a nano substance;
 * - a raw material without a composition is listed by its own name and flagged, since its INCI is unknown.
 */
export interface LabelFacts {
  inciName: string;
  allergen: boolean;
  fragrance: boolean;
  colourIndex: string | null;
  nano: boolean;
}

export interface LabelEntry {
  name: string;
  /** The concentration the position is taken from (a range's maximum). */
  percent: Decimal;
  /** Part of the figure comes from a range in a composition. */
  range: boolean;
  /** Listed by a raw material's name because no composition is on file. */
  missingInci: boolean;
}

export interface LabelAllergen {
  substanceId: string;
  inciName: string;
  percent: Decimal;
  range: boolean;
  threshold: Decimal;
  mustLabel: boolean;
}

export interface Label {
  ingredientList: string;
  entries: LabelEntry[];
  allergens: LabelAllergen[];
  warnings: string[];
}

export const PARFUM = 'Parfum';

const byPosition = (a: LabelEntry, b: LabelEntry) =>
  b.percent.comparedTo(a.percent) || a.name.localeCompare(b.name);

export function labelList(
  content: SubstanceContent,
  facts: ReadonlyMap<string, LabelFacts>,
  exposure: Exposure,
  warnings: readonly string[] = [],
): Label {
  const threshold = D(ALLERGEN_THRESHOLD[exposure]);
  const main: LabelEntry[] = [];
  const colourants: LabelEntry[] = [];
  const allergens: LabelAllergen[] = [];
  let parfum: LabelEntry | null = null;

  for (const amount of content.substances) {
    const fact = facts.get(amount.substanceId);
    const percent = upperPercent(amount);
    const range = amount.percent === null;
    const named = `${fact?.colourIndex ?? amount.inciName}${fact?.nano ? ' (nano)' : ''}`;
    const entry = { name: named, percent, range, missingInci: false };
    let listed = !fact?.allergen;
    if (fact?.allergen) {
      const mustLabel = percent.gt(threshold);
      allergens.push({
        substanceId: amount.substanceId,
        inciName: amount.inciName,
        percent,
        range,
        threshold,
        mustLabel,
      });
      listed = mustLabel;
    }
    if (fact?.fragrance) {
      parfum ??= { name: PARFUM, percent: D(0), range: false, missingInci: false };
      parfum.percent = parfum.percent.plus(percent);
      parfum.range ||= range;
      if (!fact.allergen) continue;
    }
    if (!listed) continue;
    (fact?.colourIndex ? colourants : main).push(entry);
  }
  if (parfum) main.push(parfum);
  for (const line of content.unassigned) {
    main.push({ name: line.ingredientName, percent: line.percent, range: false, missingInci: true });
  }

  const entries = [...main.sort(byPosition), ...colourants.sort(byPosition)];
  return {
    ingredientList: entries.map((entry) => entry.name).join(', '),
    entries,
    allergens: allergens.sort(
      (a, b) => b.percent.comparedTo(a.percent) || a.inciName.localeCompare(b.inciName),
    ),
    warnings: [...new Set(warnings)],
  };
}
