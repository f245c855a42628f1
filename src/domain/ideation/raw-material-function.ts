import { GENERAL_FUNCTIONS } from '../substance/constants.ts';
import type { CatalogueFacts, RawMaterialFact } from './facts.ts';

/**
 * The jobs a raw material does: the catalogue's functions of the substances it is made of, without the general
 * ones every kind of substance is given (skin conditioning, masking, solvent, ...: GENERAL_FUNCTIONS). Those
 * say nothing about what a stand-in must do: ceramide NP, bakuchiol and sodium salicylate are all "skin
 * conditioning", yet a preservative salt is no stand-in for a barrier lipid or an antioxidant (ADR 036).
 */
export function jobFunctions(ingredientId: string, catalogue: CatalogueFacts): Set<string> {
  const jobs = new Set<string>();
  for (const row of catalogue.compositions.get(ingredientId) ?? []) {
    for (const fn of catalogue.substances.get(row.substanceId)?.functions ?? [])
      if (!GENERAL_FUNCTIONS.has(fn)) jobs.add(fn);
  }
  return jobs;
}

/** The jobs both raw materials do (catalogue functions, general ones left out), in `from`'s order. */
export function sharedJobs(from: RawMaterialFact, to: RawMaterialFact, catalogue: CatalogueFacts): string[] {
  const theirs = jobFunctions(to.id, catalogue);
  return [...jobFunctions(from.id, catalogue)].filter((fn) => theirs.has(fn));
}

/** A prohibited or quarantined ingredient is never suggested. */
export function isProhibited(rawMaterial: Pick<RawMaterialFact, 'regulatoryRestrictions'>): boolean {
  return rawMaterial.regulatoryRestrictions.some((text) => /prohibited|do not use/i.test(text));
}

/**
 * Whether `to` may stand in for `from`: the same inventory category and at least one shared job by the
 * substances' catalogue functions, never a prohibited ingredient. A raw material whose substances have no
 * function beyond the general ones (or no composition) has no stand-in by function: none is guessed from its
 * category or its name.
 */
export function interchangeable(
  from: RawMaterialFact,
  to: RawMaterialFact,
  catalogue: CatalogueFacts,
): boolean {
  if (from.id === to.id || from.category !== to.category || isProhibited(to)) return false;
  return sharedJobs(from, to, catalogue).length > 0;
}
