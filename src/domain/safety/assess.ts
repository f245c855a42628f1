import type { SubstanceContent } from '../substance/substance-content.ts';
import { EXPOSURE_CATEGORIES, type ExposureCategory, exposureCategory } from './exposure-categories.ts';
import { marginOfSafety, type SafetyRow, type ToxicologyFacts } from './margin-of-safety.ts';

export interface SafetySubjectFacts {
  toxicology: ToxicologyFacts | null;
  isWater: boolean;
}

/**
 * A formulation's safety table: its substance content against the relative daily exposure of its exposure
 * category, each substance with its profile. Water is not assessed (it needs no margin of safety).
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
    (id) => facts.get(id)?.isWater ?? false,
  );
  return { category, rows };
}
