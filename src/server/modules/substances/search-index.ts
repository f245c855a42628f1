import { z } from 'zod';
import { groupBy } from '../../../domain/common/group-by.ts';
import { substanceSchema } from '../../../domain/substance/substance-schema.ts';
import type { Db } from '../../db/client.ts';
import {
  LiveSearchIndex,
  type SearchAnswer,
  type SearchFeed,
  searchPage,
} from '../../db/search/live-search-index.ts';
import { mapInSlices } from '../../db/search/trigram-index.ts';
import { toSubstanceDto } from './dto.ts';
import type { SubstanceProposals } from './governance.ts';
import { createSubstanceRepository, type SubstanceFilter } from './repository.ts';

interface SubstanceEntry {
  allergen: boolean;
  functions: readonly string[];
  /** A change to it awaits review. */
  pending: boolean;
  /** The substance as the list answers it, serialized as the response schema serializes it. */
  json: string;
}

/**
 * Substance search from memory (ADR 067): every substance of the catalogue as the list answers it, in the list's
 * order, behind a trigram index of its search text, kept current by the commit feed: dropped when a substance,
 * what one counts as, a composition (the usage count) or a change proposal is written, built again on the next
 * search. A search's page is then the matching entries' JSON joined, without a statement. Searches the index
 * cannot answer (ordered by use, a page holding a substance with a change pending review, or while it is being
 * built) go to PostgreSQL as before.
 */
export function createSubstanceSearch(
  db: Db,
  proposals: Pick<SubstanceProposals, 'pendingFor'>,
  feed: SearchFeed,
  log: (message: string) => void,
) {
  const index = new LiveSearchIndex<SubstanceEntry>(feed, {
    // Not `users`: a pending change's proposer is named from it, and every active session writes it each minute;
    // a page holding a substance with a pending change is answered by PostgreSQL instead (`pending` below).
    tables: ['substances', 'substance_counts_as', 'ingredient_substances', 'change_proposals'],
    log,
    load: async () => {
      const repo = createSubstanceRepository(db);
      const [rows, links, pending] = await Promise.all([
        repo.searchRows(),
        repo.countsAs('all'),
        proposals.pendingFor('substance', 'all'),
      ]);
      const linksOf = groupBy(links, (link) => link.substanceId);
      const withPending = new Set(pending.map((proposal) => proposal.entityId));
      return mapInSlices(rows, ({ substance, usageCount, text, group }) => {
        const pending = withPending.has(substance.id);
        const dto = toSubstanceDto({ ...substance, usageCount }, linksOf.get(substance.id) ?? [], []);
        // A substance with a pending change is never answered from here: its JSON is not needed.
        const json = pending ? '' : JSON.stringify(z.encode(substanceSchema, dto));
        const { allergen, functions } = substance;
        return { id: substance.id, text, group, attrs: { allergen, functions, pending, json } };
      });
    },
  });

  return {
    /** A search's page and total from memory; undefined when the index cannot answer it now. */
    list(filter: SubstanceFilter): SearchAnswer | undefined {
      // No filter, no test per match.
      const filtered = filter.allergen !== undefined || filter.function;
      return searchPage(index, filter, 'inciName', {
        accept: filtered
          ? (entry) =>
              (filter.allergen === undefined || entry.allergen === filter.allergen) &&
              (!filter.function || entry.functions.includes(filter.function))
          : undefined,
        // A change pending review names who proposed it, as users and their privacy settings say now.
        answerable: (entry) => !entry.pending,
      });
    },
  };
}
