import type { Db } from '../../db/client.ts';
import { type ChangeSource, ReadCache } from '../../db/read-cache.ts';
import { createFormulationRepository } from './repository.ts';

type PriceRow = Awaited<
  ReturnType<ReturnType<typeof createFormulationRepository>['rawMaterialPrices']>
>[number];
export type PriceReader = (ids: string[]) => Promise<PriceRow[]>;

/**
 * The raw materials' prices a save is costed with, kept in memory between saves (a save is then one
 * round trip). A cached price may be stale by a change not yet announced: the save's statement checks each raw
 * material's revision and the catalogue version, writes nothing when one moved, and the save reads again
 * (`fresh`), so a stale entry costs a retry, never a wrong cost.
 */
export function createPriceCache(db: Db, changes?: ChangeSource) {
  const repo = createFormulationRepository(db);
  const cache =
    changes &&
    new ReadCache<PriceRow>(changes, { maxEntries: 20_000, tables: ['ingredients', 'catalogue_version'] });
  return {
    reader(fresh: boolean): PriceReader {
      return async (ids) => {
        if (cache && !fresh) {
          const hits = ids.map((id) => cache.get(id));
          if (hits.every((hit) => hit !== undefined)) return hits as PriceRow[];
        }
        const generation = cache?.begin() ?? 0;
        const rows = await repo.rawMaterialPrices(ids);
        for (const row of rows) cache?.set(row.id, generation, row);
        return rows;
      };
    },
  };
}
