import type Decimal from 'decimal.js';
import { type SubstanceContent, upperPercent } from './substance-content.ts';

/**
 * Substances created from a name nothing in the catalogue matched (ADR 035) carry no rules yet: until the
 * regulatory staff review them, every label and compliance report that holds one says so.
 */
export interface UnreviewedSubstance {
  substanceId: string;
  inciName: string;
  /** % w/w in the product (a range at its maximum). */
  percent: Decimal;
  /** The raw materials it comes through. */
  ingredientNames: string[];
}

export function unreviewedSubstances(
  content: SubstanceContent,
  facts: ReadonlyMap<string, { unreviewed: boolean }>,
): UnreviewedSubstance[] {
  return content.substances
    .filter((amount) => facts.get(amount.substanceId)?.unreviewed)
    .map((amount) => ({
      substanceId: amount.substanceId,
      inciName: amount.inciName,
      percent: upperPercent(amount),
      ingredientNames: [...new Set(amount.sources.map((source) => source.ingredientName))],
    }))
    .sort((a, b) => a.inciName.localeCompare(b.inciName));
}
