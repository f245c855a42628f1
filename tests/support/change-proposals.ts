import { substancePayload } from './factories.ts';

/** A substance as its form sends it back after a read, with some fields changed (the change proposals tests). */
export const substanceAsSaved = (substance: Record<string, unknown>, changes: object) => ({
  ...substancePayload({
    inciName: substance.inciName,
    casNumbers: substance.casNumbers,
    functions: substance.functions,
    allergen: substance.allergen,
    naturalOriginIndex: substance.naturalOriginIndex,
    countsAs: (substance.countsAs as { substanceId: string; factor: string }[]).map(
      ({ substanceId, factor }) => ({
        substanceId,
        factor,
      }),
    ),
  }),
  revision: substance.revision,
  ...changes,
});
