import { toScale } from '../../../domain/formulation/cost.ts';
import type { Substance, SubstanceInput } from '../../../domain/substance/substance-schema.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound, staleRevision, uniqueConflicts } from '../../errors.ts';
import type { ImportFile } from '../../http/import-file.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { importSubstances } from './import.ts';
import { createSubstanceNames, type ReviewHooks } from './names.ts';
import { createSubstanceRepository, type SubstanceFilter, type SubstanceListRow } from './repository.ts';

type CountsAsRow = Awaited<ReturnType<ReturnType<typeof createSubstanceRepository>['countsAs']>>[number];

export const NAME_TAKEN = 'A substance with this INCI name already exists';

export function toSubstanceDto(row: SubstanceListRow, countsAs: CountsAsRow[]): Substance {
  return {
    id: row.id,
    inciName: row.inciName,
    casNumbers: row.casNumbers,
    ecNumber: row.ecNumber,
    synonyms: row.synonyms,
    functions: row.functions,
    allergen: row.allergen,
    fragrance: row.fragrance,
    colourIndex: row.colourIndex,
    nano: row.nano,
    naturalOriginIndex: row.naturalOriginIndex,
    annexEntry: row.annexEntry,
    unreviewed: row.unreviewed,
    countsAs: countsAs
      .filter((link) => link.substanceId === row.id)
      .map((link) => ({ substanceId: link.targetId, inciName: link.targetName, factor: link.factor })),
    usageCount: row.usageCount,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function substanceColumns(input: SubstanceInput) {
  return {
    inciName: input.inciName,
    casNumbers: input.casNumbers,
    ecNumber: input.ecNumber,
    synonyms: input.synonyms,
    functions: input.functions,
    allergen: input.allergen,
    fragrance: input.fragrance,
    colourIndex: input.colourIndex,
    nano: input.nano,
    naturalOriginIndex: input.naturalOriginIndex == null ? null : toScale(input.naturalOriginIndex, 3),
    annexEntry: input.annexEntry,
  };
}

/** A listing of names for a message: at most five, then "and N more". */
function someNames(names: string[]): string {
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}

/** Called after a substance changed, inside its transaction (compliance re-checks hook in here). */
export type AfterSubstanceChange = (tx: Executor, substanceId: string, actor: Actor) => Promise<void>;

/**
 * The substance catalogue (DESIGN §4a). A substance's name is unique ignoring case; what it counts as must exist
 * and never be itself; a substance in a raw material's composition, or one others count as, is not deleted.
 */
export function createSubstanceService({
  db,
  afterChange,
  review,
}: {
  db: Db;
  afterChange?: AfterSubstanceChange;
  review?: ReviewHooks;
}) {
  const read = createSubstanceRepository(db);
  const names = createSubstanceNames({ db, review, get: (id) => get(id), afterChange });

  async function get(id: string, executor: Executor = db) {
    const repo = createSubstanceRepository(executor);
    const row = isUuid(id) ? await repo.find(id) : undefined;
    if (!row) throw notFound('Substance');
    return toSubstanceDto(row, await repo.countsAs([id]));
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

  const countsAsRows = (input: SubstanceInput) =>
    input.countsAs.map((link) => ({ targetId: link.substanceId, factor: toScale(link.factor, 6) }));

  return {
    async list(filter: SubstanceFilter) {
      const { rows, total } = await read.list(filter);
      const links = await read.countsAs(rows.map((row) => row.id));
      return { items: rows.map((row) => toSubstanceDto(row, links)), total };
    },

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

    async update(id: string, input: SubstanceInput, actor: Actor) {
      if (!isUuid(id)) throw notFound('Substance');
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
            if (!(await repo.update(id, input.revision, substanceColumns(input)))) throw staleRevision();
            await repo.replaceCountsAs(id, countsAsRows(input));
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
      return get(id);
    },

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
