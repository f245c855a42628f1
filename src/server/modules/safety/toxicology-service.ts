import { toScale } from '../../../domain/formulation/cost.ts';
import type { Toxicology, ToxicologyInput } from '../../../domain/safety/toxicology-schema.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, notFound, staleRevision } from '../../errors.ts';
import type { ImportFile } from '../../http/import-file.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { createSafetyRepository, type ProfileRow } from './repository.ts';
import { toxicologyImportRow } from './toxicology-import-row.ts';

/** Re-checks the formulations holding a substance, in the caller's transaction (the compliance module's). */
export type RecheckSubstance = (tx: Executor, substanceId: string, actor: Actor) => Promise<void>;

function toDto(substance: { id: string; inciName: string }, row: ProfileRow | undefined): Toxicology {
  return {
    substanceId: substance.id,
    inciName: substance.inciName,
    onFile: Boolean(row),
    pointOfDeparture: row?.pointOfDeparture ?? null,
    podType: (row?.podType as Toxicology['podType']) ?? null,
    route: (row?.route as Toxicology['route']) ?? null,
    source: row?.source ?? null,
    sourceDate: row?.sourceDate ?? null,
    dermalAbsorption: row?.dermalAbsorption ?? null,
    cmr: row?.cmr ?? false,
    sensitiser: row?.sensitiser ?? false,
    threshold: row?.threshold ?? null,
    thresholdReason: row?.thresholdReason ?? null,
    note: row?.note ?? null,
    // No profile yet: revision 0, so the first PUT sends 0.
    revision: row?.revision ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

function columns(input: ToxicologyInput) {
  const given = input.pointOfDeparture != null;
  return {
    pointOfDeparture: given ? toScale(input.pointOfDeparture!, 6) : null,
    podType: given ? (input.podType ?? null) : null,
    route: given ? (input.route ?? null) : null,
    source: input.source,
    sourceDate: input.sourceDate ?? null,
    dermalAbsorption: input.dermalAbsorption == null ? null : toScale(input.dermalAbsorption, 4),
    cmr: input.cmr,
    sensitiser: input.sensitiser,
    threshold: input.threshold == null ? null : toScale(input.threshold, 2),
    thresholdReason: input.threshold == null ? null : input.thresholdReason,
    note: input.note,
  };
}

/**
 * Toxicological profiles (CPSR Part A). A change re-checks, in its own transaction, every formulation holding
 * the substance, so the margins of safety and the safety findings never go stale (ADR 052).
 */
export function createToxicologyService({ db, recheck }: { db: Db; recheck: RecheckSubstance }) {
  async function write(
    tx: Executor,
    substance: { id: string; inciName: string },
    input: ToxicologyInput,
    actor: Actor,
    source?: string,
  ) {
    const row = await createSafetyRepository(tx).saveProfile({
      substanceId: substance.id,
      ...columns(input),
      updatedAt: new Date(),
    });
    await recordActivity(
      tx,
      actor,
      {
        action: 'toxicology_update',
        entityType: 'substance',
        entityId: substance.id,
        description: `Updated the toxicological profile of ${substance.inciName}${source ? ` (import from ${source})` : ''}`,
      },
      { type: 'substances', entityId: substance.id },
    );
    await recheck(tx, substance.id, actor);
    return row;
  }

  return {
    async get(substanceId: string): Promise<Toxicology> {
      const repo = createSafetyRepository(db);
      const substance = isUuid(substanceId) ? await repo.substance(substanceId) : undefined;
      if (!substance) throw notFound('Substance');
      return toDto(substance, await repo.profile(substance.id));
    },

    async put(substanceId: string, input: ToxicologyInput, actor: Actor): Promise<Toxicology> {
      if (!isUuid(substanceId)) throw notFound('Substance');
      if (input.revision === undefined)
        throw badRequest('Revision is required', { revision: ['Revision is required'] });
      return db.transaction(async (tx) => {
        const repo = createSafetyRepository(tx);
        const substance = await repo.substance(substanceId);
        if (!substance) throw notFound('Substance');
        const current = await repo.profile(substance.id, { forUpdate: true });
        if ((current?.revision ?? 0) !== input.revision) throw staleRevision();
        return toDto(substance, await write(tx, substance, input, actor));
      });
    },

    /** CSV or Excel import (read by http/import-file.ts) with a per-row report; accepted rows in one transaction. */
    async importFile({ source, records }: ImportFile, actor: Actor) {
      const rows = records.map((record) => ({ record, ...toxicologyImportRow(record.values) }));
      return db.transaction(async (tx) => {
        const repo = createSafetyRepository(tx);
        const byName = await repo.substancesByName(
          rows.map((row) => row.inciName.toLowerCase()).filter(Boolean),
        );
        const seen = new Set<string>();
        for (const row of rows) {
          if (!row.inciName) continue;
          const key = row.inciName.toLowerCase();
          if (!byName.has(key)) row.errors.push(`Substance "${row.inciName}" not found`);
          else if (seen.has(key)) row.errors.push('This substance appears twice in the file');
          seen.add(key);
        }
        const accepted = rows.filter((row) => row.errors.length === 0);
        for (const row of accepted)
          await write(tx, byName.get(row.inciName.toLowerCase())!, row.input!, actor, source);
        return {
          accepted: accepted.length,
          rejected: rows
            .filter((row) => row.errors.length > 0)
            .map((row) => ({ row: row.record.rowNumber, name: row.inciName, errors: row.errors })),
        };
      });
    },
  };
}
export type ToxicologyService = ReturnType<typeof createToxicologyService>;
