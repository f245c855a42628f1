import { z } from 'zod';
import { rawMaterialSchema } from '../../../domain/raw-material/raw-material-schema.ts';
import type { Db } from '../../db/client.ts';
import { LiveSearchIndex, type SearchFeed, searchPage } from '../../db/search/live-search-index.ts';
import { mapInSlices } from '../../db/search/trigram-index.ts';
import { compositionsById } from './composition.ts';
import { toRawMaterialDto } from './dto.ts';
import { createRawMaterialRepository, type RawMaterialFilter } from './repository.ts';

interface RawMaterialEntry {
  category: string;
  supplierId: string | null;
  /** The raw material as the list answers it, serialized as the response schema serializes it. */
  json: string;
}

/**
 * Raw-material search from memory (ADR 067), as the substances' (modules/substances/search-index.ts): every raw
 * material as the list answers it behind a trigram index of its name and INCI text, dropped when a raw material,
 * its supplier, its composition, a substance in it or a formulation line (the usage count) is written. Other
 * orders than the name's go to PostgreSQL.
 */
export function createRawMaterialSearch(db: Db, feed: SearchFeed, log: (message: string) => void) {
  const index = new LiveSearchIndex<RawMaterialEntry>(feed, {
    tables: ['ingredients', 'suppliers', 'ingredient_substances', 'substances', 'formulation_ingredients'],
    log,
    load: async () => {
      const repo = createRawMaterialRepository(db);
      const [rows, compositions] = await Promise.all([repo.searchRows(), repo.compositions('all')]);
      const compositionOf = compositionsById(compositions);
      return mapInSlices(rows, ({ row, text, group }) => {
        const dto = toRawMaterialDto(row, compositionOf.get(row.id) ?? []);
        const json = JSON.stringify(z.encode(rawMaterialSchema, dto));
        return {
          id: row.id,
          text,
          group,
          attrs: { category: row.category, supplierId: row.supplierId, json },
        };
      });
    },
  });

  return {
    /** A search's page, serialized, and its total from memory; undefined when the index cannot answer it now. */
    list(filter: RawMaterialFilter) {
      // No filter, no test per match.
      const filtered = filter.category || filter.supplierId;
      return searchPage(index, filter, 'name', {
        accept: filtered
          ? (entry) =>
              (!filter.category || entry.category === filter.category) &&
              (!filter.supplierId || entry.supplierId === filter.supplierId)
          : undefined,
      });
    },
  };
}
