import { z } from 'zod';
import type { ChangeProposal } from '../../../domain/change-proposal/change-proposal-schema.ts';
import { substanceSchema } from '../../../domain/substance/substance-schema.ts';
import type { Db } from '../../db/client.ts';
import { LiveSearchIndex, type SearchFeed } from '../../db/search/live-search-index.ts';
import { mapInSlices } from '../../db/search/trigram-index.ts';
import { toSubstanceDto } from './dto.ts';
import type { SubstanceProposals } from './governance.ts';
import { createSubstanceRepository, type SubstanceFilter } from './repository.ts';

interface SubstanceEntry {
  allergen: boolean;
  functions: readonly string[];
  /** The substance as the list answers it, serialized as the response schema serializes it. */
  json: string;
}

/** A search's page, serialized, and its total. */
export interface SearchAnswer {
  json: string;
  total: number;
}

function byKey<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * Substance search from memory (ADR 067): every substance of the catalogue as the list answers it, in the list's
 * order, behind a trigram index of its search text, kept current by the commit feed: dropped when a substance,
 * what one counts as, a composition (the usage count), a change proposal or its proposer is written, built again on the next
 * search. A search's page is then the matching entries' JSON joined, without a statement. Searches the index
 * cannot answer (ordered by use, or while it is being built) go to PostgreSQL as before.
 */
export function createSubstanceSearch(
  db: Db,
  proposals: Pick<SubstanceProposals, 'pendingFor'>,
  feed: SearchFeed,
  log: (message: string) => void,
) {
  const index = new LiveSearchIndex<SubstanceEntry>(feed, {
    // The proposals' proposer is named from `users` and shown as their privacy setting allows (`account_settings`).
    tables: [
      'substances',
      'substance_counts_as',
      'ingredient_substances',
      'change_proposals',
      'users',
      'account_settings',
    ],
    log,
    load: async () => {
      const repo = createSubstanceRepository(db);
      const [rows, links, pending] = await Promise.all([
        repo.searchRows(),
        repo.countsAs('all'),
        proposals.pendingFor('substance', 'all'),
      ]);
      const linksOf = byKey(links, (link) => link.substanceId);
      const pendingOf = byKey<ChangeProposal>(pending, (proposal) => proposal.entityId);
      return mapInSlices(rows, ({ substance, usageCount, text, group }) => {
        const dto = toSubstanceDto(
          { ...substance, usageCount },
          linksOf.get(substance.id) ?? [],
          pendingOf.get(substance.id) ?? [],
        );
        const json = JSON.stringify(z.encode(substanceSchema, dto));
        return {
          id: substance.id,
          text,
          group,
          attrs: { allergen: substance.allergen, functions: substance.functions, json },
        };
      });
    },
  });

  return {
    /** A search's page and total from memory; undefined when the index cannot answer it now. */
    list(filter: SubstanceFilter): SearchAnswer | undefined {
      const sort = filter.sort ?? 'inciName';
      if (!filter.q || filter.limit === undefined || (sort !== 'inciName' && sort !== '-inciName')) return;
      const found = index.current()?.search(filter.q, {
        offset: filter.offset ?? 0,
        limit: filter.limit,
        descending: sort === '-inciName',
        accept: (entry) =>
          (filter.allergen === undefined || entry.allergen === filter.allergen) &&
          (!filter.function || entry.functions.includes(filter.function)),
      });
      return found && { json: `[${found.rows.map((row) => row.attrs.json).join(',')}]`, total: found.total };
    },
  };
}
