import type { Substance } from '../../../../domain/substance/substance-schema.ts';
import { trimDecimal } from '../../../lib/format.ts';

/** One "counts as" row: the substance it counts as for limits, and the factor. */
export interface CountsAsFormRow {
  substanceId: string;
  inciName: string;
  factor: string;
}

/**
 * What the substance form holds: text as typed. CAS numbers are one text (commas, semicolons, spaces or lines
 * between them); synonyms one a line, because a chemical name may hold a comma ("1,2-Hexanediol").
 */
export interface SubstanceFormState {
  inciName: string;
  casNumbers: string;
  ecNumber: string;
  synonyms: string;
  functions: string[];
  allergen: boolean;
  fragrance: boolean;
  colourIndex: string;
  nano: boolean;
  naturalOriginIndex: string;
  annexEntry: string;
  countsAs: CountsAsFormRow[];
}

export function substanceFormDefaults(substance?: Substance): SubstanceFormState {
  return {
    inciName: substance?.inciName ?? '',
    casNumbers: substance?.casNumbers.join(', ') ?? '',
    ecNumber: substance?.ecNumber ?? '',
    synonyms: substance?.synonyms.join('\n') ?? '',
    functions: [...(substance?.functions ?? [])],
    allergen: substance?.allergen ?? false,
    fragrance: substance?.fragrance ?? false,
    colourIndex: substance?.colourIndex ?? '',
    nano: substance?.nano ?? false,
    naturalOriginIndex: trimDecimal(substance?.naturalOriginIndex ?? null),
    annexEntry: substance?.annexEntry ?? '',
    countsAs: (substance?.countsAs ?? []).map((link) => ({
      substanceId: link.substanceId,
      inciName: link.inciName,
      factor: trimDecimal(link.factor),
    })),
  };
}

/** "50-00-0, 7732-18-5" or one a line -> the list (empties dropped). */
export function splitList(text: string, separators: RegExp): string[] {
  return text
    .split(separators)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The body of POST / PUT /api/substances: the shared schema (substanceInputSchema) validates it on both sides. */
export function toSubstancePayload(form: SubstanceFormState, revision?: number) {
  return {
    inciName: form.inciName.trim(),
    casNumbers: splitList(form.casNumbers, /[\s,;]+/),
    ecNumber: form.ecNumber.trim() || null,
    synonyms: splitList(form.synonyms, /\r?\n/),
    functions: form.functions,
    allergen: form.allergen,
    fragrance: form.fragrance,
    colourIndex: form.colourIndex.trim() || null,
    nano: form.nano,
    naturalOriginIndex: form.naturalOriginIndex.trim() || null,
    annexEntry: form.annexEntry.trim() || null,
    // A row whose substance was never picked is sent as it is, so the schema names it ("Substance not found").
    countsAs: form.countsAs.map((row) => ({ substanceId: row.substanceId, factor: row.factor.trim() })),
    ...(revision !== undefined && { revision }),
  };
}
export type SubstancePayload = ReturnType<typeof toSubstancePayload>;
