import { z } from 'zod';

/**
 * "Did you mean": a search that found nothing answers the closest names on file by trigram similarity (ADR 067).
 * The same shape for substances and raw materials, so one link list serves both screens.
 */
export const searchSuggestionSchema = z.object({
  /** The substance or raw material that was close. */
  id: z.string(),
  /** Its name as the list shows it: the INCI name of a substance, the name of a raw material. */
  name: z.string(),
  /** The name, synonym or INCI name that was close: what the link searches for. */
  matchedName: z.string(),
  /** Trigram similarity of the search to `matchedName`, 0 to 1. */
  similarity: z.number(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** `?q=` of the suggestions: the text that found nothing. */
export const suggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, 'Search text is required')
    .max(200, 'Search text must be at most 200 characters'),
});
