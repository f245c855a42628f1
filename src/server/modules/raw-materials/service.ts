import type { ProposedChange } from '../../../domain/change-proposal/proposed-change.ts';
import { D, toScale } from '../../../domain/formulation/cost.ts';
import { inUseMessage } from '../../../domain/raw-material/in-use.ts';
import type { RawMaterialInput } from '../../../domain/raw-material/raw-material-schema.ts';
import type { Executor } from '../../db/client.ts';
import type { SearchFeed } from '../../db/search/live-search-index.ts';
import { conflict, notFound } from '../../errors.ts';
import type { ImportFile } from '../../http/import-file.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { compositionsById } from './composition.ts';
import { columns, toRawMaterialDto } from './dto.ts';
import { importRawMaterials } from './import.ts';
import { createRawMaterialRepository, type RawMaterialFilter } from './repository.ts';
import { insertRawMaterial, type RawMaterialSaveDeps, updateRawMaterial } from './save-raw-material.ts';
import { createRawMaterialSearch } from './search-index.ts';
import { applyApprovedUsedAs } from './used-as-governance.ts';

/** `search`: searches from memory (ADR 067) when given the change feed; otherwise every search is a query. */
export function createRawMaterialService(
  deps: RawMaterialSaveDeps & { search?: { feed: SearchFeed; log: (message: string) => void } },
) {
  const { db, formulations, substances, afterCompositionChange, search } = deps;
  const read = createRawMaterialRepository(db);
  const fromMemory = search && createRawMaterialSearch(db, search.feed, search.log);

  async function get(id: string) {
    const row = isUuid(id) ? await read.find(id) : undefined;
    if (!row) throw notFound('Ingredient');
    return toRawMaterialDto(row, await read.compositions([id]));
  }

  return {
    async list(filter: RawMaterialFilter) {
      const { rows, total } = await read.list(filter);
      const compositions = compositionsById(await read.compositions(rows.map((row) => row.id)));
      return { items: rows.map((row) => toRawMaterialDto(row, compositions.get(row.id) ?? [])), total };
    },

    /** A search's page as the list would answer it, already serialized, from memory; undefined: call `list`. */
    searchFromMemory: (filter: RawMaterialFilter) => fromMemory?.list(filter),

    get,

    /** "Did you mean" for a raw-material search that found nothing (ADR 067). */
    suggestions: (q: string) => read.similarNames(q, { limit: 5 }),

    /** `direct`: the actor may set a row's function of use; for anyone else a change to it is proposed. */
    async create(input: RawMaterialInput, actor: Actor, options: { direct: boolean }) {
      const { id, proposal } = await insertRawMaterial(deps, input, actor, options);
      return { ...(await get(id)), proposal };
    },

    /** Prices, composition and the rest from the form; save-raw-material.ts says what follows from each. */
    async update(id: string, input: RawMaterialInput, actor: Actor, options: { direct: boolean }) {
      const { recomputedFormulations, proposal } = await updateRawMaterial(deps, id, input, actor, options);
      return { rawMaterial: await get(id), recomputedFormulations, proposal };
    },

    /** An approved proposal's changes of function of use (the change proposals' applier for raw materials). */
    applyApproved: (tx: Executor, id: string, changes: readonly ProposedChange[], actor: Actor) =>
      applyApprovedUsedAs(tx, { formulations, afterCompositionChange }, id, changes, actor),

    /** Refused with 409 naming the formulations while any uses it. */
    async remove(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Ingredient');
      await db.transaction(async (tx) => {
        const repo = createRawMaterialRepository(tx);
        const current = await repo.lockForUpdate(id);
        if (!current) throw notFound('Ingredient');
        const users = await formulations.usedByIn(tx, id);
        if (users.length) {
          const names = users.map((f) => `${f.name} (v${f.version})`);
          throw conflict(inUseMessage(current.name, names), { formulations: users });
        }
        await repo.remove(id);
        await recordActivity(tx, actor, {
          action: 'ingredient_delete',
          entityType: 'ingredient',
          entityId: id,
          description: `Deleted ingredient "${current.name}"`,
        });
        await publishEvent(tx, 'ingredients', id);
      });
    },

    async whereUsed(id: string) {
      if (!isUuid(id) || !(await read.find(id))) throw notFound('Ingredient');
      const rows = await read.whereUsed(id);
      return rows.map((row) => ({
        formulationId: row.formulationId,
        name: row.name,
        version: row.version,
        status: row.status,
        ounces: toScale(D(row.ounces), 6),
        concentration: toScale(D(row.ounces).div(row.recipeOunces).times(100), 4),
      }));
    },

    /** CSV or Excel import with a per-row report (import.ts). */
    importFile: (file: ImportFile, actor: Actor) =>
      importRawMaterials({ db, substances, columns }, file, actor),
  };
}
export type RawMaterialService = ReturnType<typeof createRawMaterialService>;
