import type { ChangeProposal } from '../../../domain/change-proposal/change-proposal-schema.ts';
import type { SubstanceInput, SubstanceSaved } from '../../../domain/substance/substance-schema.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { SearchFeed } from '../../db/search/live-search-index.ts';
import { badRequest, conflict, HttpError, notFound, staleRevision, uniqueConflicts } from '../../errors.ts';
import type { ImportFile } from '../../http/import-file.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { countsAsRows, substanceColumns, toSubstanceDto } from './dto.ts';
import {
  applyApprovedChanges,
  changesAnything,
  changesOfSave,
  type SubstanceProposals,
  withGovernedKept,
} from './governance.ts';
import { importSubstances } from './import.ts';
import { createSubstanceNames, type ReviewHooks } from './names.ts';
import { createSubstanceRepository, type SubstanceFilter } from './repository.ts';
import { createSubstanceSearch } from './search-index.ts';

export const NAME_TAKEN = 'A substance with this INCI name already exists';

/** A listing of names for a message: at most five, then "and N more". */
function someNames(names: string[]): string {
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}

/** Called after a substance changed, inside its transaction (compliance re-checks hook in here). */
export type AfterSubstanceChange = (tx: Executor, substanceId: string, actor: Actor) => Promise<void>;

/**
 * The substance catalogue (docs/product-rules.md, "Substances and the label"). A substance's name is unique ignoring case; what it counts as must exist
 * and never be itself; a substance in a raw material's composition, or one others count as, is not deleted. Its
 * governed fields (allergen, CAS numbers, natural origin index, counts as) change directly only for the regulatory
 * role and administrators; anyone else's change to them is filed as a proposal (ADR 037).
 */
export function createSubstanceService({
  db,
  afterChange,
  review,
  proposals,
  search,
}: {
  db: Db;
  afterChange?: AfterSubstanceChange;
  review?: ReviewHooks;
  proposals: SubstanceProposals;
  /** Searches from memory (ADR 067) when given the change feed; otherwise every search is a query. */
  search?: { feed: SearchFeed; log: (message: string) => void };
}) {
  const read = createSubstanceRepository(db);
  const fromMemory = search && createSubstanceSearch(db, proposals, search.feed, search.log);
  const names = createSubstanceNames({ db, review, get: (id) => get(id), afterChange });

  async function get(id: string, executor: Executor = db) {
    const repo = createSubstanceRepository(executor);
    const row = isUuid(id) ? await repo.find(id) : undefined;
    if (!row) throw notFound('Substance');
    return toSubstanceDto(row, await repo.countsAs([id]), await proposals.pendingFor('substance', [id]));
  }

  async function checkCountsAs(tx: Executor, input: SubstanceInput, selfId?: string) {
    const targets = input.countsAs.map((link) => link.substanceId);
    if (selfId && targets.includes(selfId)) {
      throw badRequest('A substance cannot count as itself', {
        countsAs: ['A substance cannot count as itself'],
      });
    }
    const found = await createSubstanceRepository(tx).existingIds(targets);
    if (targets.some((id) => !found.has(id))) {
      throw badRequest('Substance not found', { countsAs: ['Substance not found'] });
    }
  }

  // The field's message too, so the form shows it under the INCI name.
  const nameTaken = () => new HttpError(409, NAME_TAKEN, { inciName: [NAME_TAKEN] });

  async function checkName(tx: Executor, inciName: string, exceptId?: string) {
    if (await createSubstanceRepository(tx).nameTaken(inciName, exceptId)) throw nameTaken();
  }

  return {
    async list(filter: SubstanceFilter) {
      const { rows, total } = await read.list(filter);
      const ids = rows.map((row) => row.id);
      const [links, pending] = await Promise.all([
        read.countsAs(ids),
        proposals.pendingFor('substance', ids),
      ]);
      return { items: rows.map((row) => toSubstanceDto(row, links, pending)), total };
    },

    /** A search's page as the list would answer it, already serialized, from memory; undefined: call `list`. */
    searchFromMemory: (filter: SubstanceFilter) => fromMemory?.list(filter),

    get: (id: string) => get(id),

    async create(input: SubstanceInput, actor: Actor) {
      // Two saves of one name at once: the unique index refuses the second, which gets the same 409.
      const id = await uniqueConflicts(
        () =>
          db.transaction(async (tx) => {
            await checkName(tx, input.inciName);
            await checkCountsAs(tx, input);
            const repo = createSubstanceRepository(tx);
            const row = await repo.insert(substanceColumns(input));
            await repo.replaceCountsAs(row.id, countsAsRows(input));
            await recordActivity(tx, actor, {
              action: 'substance_create',
              entityType: 'substance',
              entityId: row.id,
              description: `Added substance "${row.inciName}"`,
            });
            await publishEvent(tx, 'substances', row.id);
            return row.id;
          }),
        nameTaken,
      );
      return get(id);
    },

    /**
     * Saves a substance. `direct`: the actor may change the governed fields (the regulatory role, admins); for
     * anyone else a change to them is filed as a proposal and they stay as they are, the rest saved as usual.
     */
    async update(
      id: string,
      input: SubstanceInput,
      actor: Actor,
      { direct }: { direct: boolean },
    ): Promise<SubstanceSaved> {
      if (!isUuid(id)) throw notFound('Substance');
      let proposal: ChangeProposal | null = null;
      await uniqueConflicts(
        () =>
          db.transaction(async (tx) => {
            const repo = createSubstanceRepository(tx);
            const current = await repo.find(id, { forUpdate: true });
            if (!current) throw notFound('Substance');
            if (input.revision === undefined)
              throw badRequest('Revision is required', { revision: ['Revision is required'] });
            if (current.revision !== input.revision) throw staleRevision();
            await checkName(tx, input.inciName, id);
            await checkCountsAs(tx, input, id);
            const changes = await changesOfSave(repo, current, input);
            const held = !direct && changes.length > 0;
            const columns = held
              ? withGovernedKept(substanceColumns(input), current)
              : substanceColumns(input);
            if (held) {
              proposal = await proposals.propose(
                tx,
                { entityType: 'substance', entityId: id, entityName: input.inciName },
                changes,
                actor,
              );
              // Only the governed fields changed: the substance itself is as it was.
              if (!changesAnything(columns, current)) return;
            }
            if (!(await repo.update(id, input.revision, columns))) throw staleRevision();
            if (!held) await repo.replaceCountsAs(id, countsAsRows(input));
            await recordActivity(tx, actor, {
              action: 'substance_update',
              entityType: 'substance',
              entityId: id,
              description: `Updated substance "${input.inciName}"`,
            });
            await afterChange?.(tx, id, actor);
            await publishEvent(tx, 'substances', id);
            // Labels and limits of the formulations that hold it read the new facts.
            if (current.usageCount > 0) await publishEvent(tx, 'formulations', null);
          }),
        nameTaken,
      );
      return { ...(await get(id)), proposal };
    },

    /** An approved proposal's changes (the change proposals' applier for substances). */
    applyApproved: (
      tx: Executor,
      id: string,
      changes: Parameters<typeof applyApprovedChanges>[2],
      actor: Actor,
    ) => applyApprovedChanges(tx, id, changes, actor, afterChange),

    /** Refused with 409 while a raw material holds it or another substance counts as it. */
    async remove(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Substance');
      await db.transaction(async (tx) => {
        const repo = createSubstanceRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Substance');
        const usedBy = await repo.usedBy(id);
        if (usedBy.length) {
          throw conflict(
            `"${current.inciName}" is in the composition of ${usedBy.length} raw material(s): ${someNames(usedBy.map((i) => i.name))}. Remove it from them first.`,
            { ingredients: usedBy },
          );
        }
        const countedBy = await repo.countedAsBy(id);
        if (countedBy.length) {
          throw conflict(
            `${someNames(countedBy.map((s) => s.inciName))} count(s) as "${current.inciName}". Remove that first.`,
            { substances: countedBy },
          );
        }
        await proposals.removeFor(tx, 'substance', id);
        await repo.remove(id);
        if (current.unreviewed) await review?.closed(tx, id, 'the substance was deleted', actor);
        await recordActivity(tx, actor, {
          action: 'substance_delete',
          entityType: 'substance',
          entityId: id,
          description: `Deleted substance "${current.inciName}"`,
        });
        await publishEvent(tx, 'substances', id);
      });
    },

    /** CSV import: each row through the form's rules, the valid ones written in one transaction. */
    importFile: (file: ImportFile, actor: Actor) => importSubstances(db, file, actor),

    ...names,

    /** Refuses substance ids that are not in the catalogue (a composition's rows). */
    async checkExist(tx: Executor, ids: string[], field: string) {
      const found = await createSubstanceRepository(tx).existingIds(ids);
      if (ids.some((id) => !found.has(id)))
        throw badRequest('Substance not found', { [field]: ['Substance not found'] });
    },
  };
}
export type SubstanceService = ReturnType<typeof createSubstanceService>;
