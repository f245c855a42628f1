import type { SubstanceContent } from '../substance/substance-content.ts';
import { EXPOSURE_CATEGORIES, type ExposureCategory, exposureCategory } from './exposure-categories.ts';
import { marginOfSafety, type SafetyRow, type ToxicologyFacts } from './margin-of-safety.ts';

export interface SafetySubjectFacts {
  inciName: string;
  toxicology: ToxicologyFacts | null;
  isWater: boolean;
}

/**
 * Water needs no margin of safety. It is known by its CAS number, or by its INCI name "Aqua": a raw material
 * named by its INCI text alone brings the substance in under that name, without a CAS number (ADR 052).
 */
export function isWaterSubstance(facts: SafetySubjectFacts | undefined): boolean {
  return Boolean(facts && (facts.isWater || facts.inciName.trim().toLowerCase() === 'aqua'));
}

/**
 * A formulation's safety table: its substance content against the relative daily exposure of its exposure
 * category, each substance with its profile. Water is not assessed.
 */
export function assessSafety(
  formulation: { exposureCategory: string; content: Pick<SubstanceContent, 'substances'> },
  facts: ReadonlyMap<string, SafetySubjectFacts>,
): { category: ExposureCategory; rows: SafetyRow[] } {
  // A stored category is one of the list (a CHECK constraint): the fallback only keeps the type total.
  const category = exposureCategory(formulation.exposureCategory) ?? EXPOSURE_CATEGORIES[4];
  const rows = marginOfSafety(
    formulation.content.substances,
    (id) => facts.get(id)?.toxicology,
    category.relativeDailyExposure,
    (id) => isWaterSubstance(facts.get(id)),
  );
  return { category, rows };
}
