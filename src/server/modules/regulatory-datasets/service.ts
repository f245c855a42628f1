import { createHash } from 'node:crypto';
import type { ComplianceRule } from '../../../domain/compliance/rule.ts';
import {
  DATASET_FILE_BYTES,
  type DatasetPreview,
  type DatasetUpload,
} from '../../../domain/regulatory-data/dataset-schema.ts';
import type { Annex } from '../../../domain/regulatory-data/index.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { decodeUpload } from '../../uploads/upload-limits.ts';
import { uploadWorkers } from '../../uploads/upload-worker-pool.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import type { CheckCounts } from '../compliance/reconcile-alerts.ts';
import { publishEvent } from '../events/publish.ts';
import { affectedFormulations, type ContentsLoader, planReach } from './affected-formulations.ts';
import { entryCount, planImport } from './plan.ts';
import { createDatasetRepository, type ListedDataset } from './repository.ts';
import { ruleColumns } from './rule-columns.ts';

/**
 * The Commission's annex exports imported as published (ADR 055): a file is read in an upload worker (ADR 027),
 * diffed against its annex's dataset applied last and previewed with the formulations the change reaches; the
 * apply writes the substances and rules in one transaction and re-checks those formulations in it.
 */
export function toDatasetDto(row: ListedDataset): DatasetPreview {
  const preview = row.preview as Pick<DatasetPreview, 'affectedFormulations' | 'newSubstances'>;
  return {
    id: row.id,
    annex: row.annex as Annex,
    fileName: row.fileName,
    fileCreationDate: row.fileCreationDate,
    lastUpdate: row.lastUpdate,
    sha256: row.sha256,
    status: row.status as DatasetPreview['status'],
    entries: row.entries,
    added: row.added,
    changed: row.changed,
    removed: row.removed,
    structured: row.structured,
    needsReview: row.needsReview,
    newSubstances: preview.newSubstances,
    affectedFormulations: preview.affectedFormulations,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

type ReadFile = Awaited<ReturnType<typeof uploadWorkers.run<'cosing-file'>>>;
/** One per annex: enough for a preview and its apply, or a re-import of the same files. */
const RECENT_FILES = 5;
const recentFiles = new Map<string, ReadFile>();

/**
 * A file read in an upload worker, or the same bytes read moments ago: the apply reads again what its preview
 * read, and each read costs a worker's start and the parse (ADR 055's budget is five files previewed and applied
 * in 10 s). Keyed by the bytes' SHA-256, so only identical bytes share a reading; the typed file is never
 * changed after it is read.
 */
async function readFile(bytes: Uint8Array): Promise<ReadFile> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const recent = recentFiles.get(sha256);
  if (recent) {
    recentFiles.delete(sha256);
    recentFiles.set(sha256, recent);
    return recent;
  }
  const read = await uploadWorkers.run('cosing-file', { bytes });
  recentFiles.set(sha256, read);
  if (recentFiles.size > RECENT_FILES) recentFiles.delete(recentFiles.keys().next().value!);
  return read;
}

export function createRegulatoryDatasetService({
  db,
  contents,
  activeRules,
  recheck,
}: {
  db: Db;
  contents: ContentsLoader;
  activeRules: (executor: Executor) => Promise<ComplianceRule[]>;
  recheck: (tx: Executor, formulationIds: string[], actor: Actor) => Promise<CheckCounts>;
}) {
  const read = createDatasetRepository(db);

  async function find(id: string) {
    const row = isUuid(id) ? await read.find(id) : undefined;
    if (!row) throw notFound('Regulatory dataset');
    return row;
  }

  return {
    list: async () => (await read.list()).map(toDatasetDto),
    get: async (id: string) => toDatasetDto(await find(id)),

    async preview(body: DatasetUpload, actor: Actor): Promise<DatasetPreview> {
      // A copy of exactly the file's bytes (a small Buffer is a view on a shared pool).
      const bytes = new Uint8Array(decodeUpload(body.file, { fileBytes: DATASET_FILE_BYTES }));
      const { file, text, sha256 } = await readFile(bytes);
      const base = await read.lastApplied(file.annex);
      const plan = planImport(file, base?.entryDigests ?? {}, await read.knownSubstances());
      const affected = await affectedFormulations(db, { contents, activeRules }, file.annex, plan);
      const row = await read.insert({
        annex: file.annex,
        fileName: body.fileName,
        fileCreationDate: file.fileCreationDate,
        lastUpdate: file.lastUpdate,
        sha256,
        content: text,
        entryDigests: plan.digests,
        baseDatasetId: base?.id ?? null,
        entries: plan.stats.entries,
        added: entryCount(plan.added),
        changed: entryCount(plan.changed),
        removed: entryCount(plan.removed),
        structured: plan.stats.structuredEntries,
        needsReview: plan.stats.needsReviewEntries,
        preview: { affectedFormulations: affected, newSubstances: plan.matcher.created().length },
        createdBy: actor.userId,
      });
      return toDatasetDto(row);
    },

    async apply(id: string, actor: Actor): Promise<DatasetPreview & { checks: CheckCounts }> {
      const row = await find(id);
      if (row.status !== 'previewed')
        throw conflict(
          row.status === 'applied' ? 'This file is already applied' : 'This file is being applied',
        );
      const base = await read.lastApplied(row.annex);
      if ((base?.id ?? null) !== row.baseDatasetId)
        throw conflict(
          `Another file of Annex ${row.annex} was applied since this preview: import the file again to see what it changes now`,
        );
      if (!(await read.moveStatus(id, 'previewed', 'applying'))) throw conflict('This file is being applied');
      try {
        const { file } = await readFile(new TextEncoder().encode(row.content));
        const checks = await db.transaction(async (tx) => {
          const repo = createDatasetRepository(tx);
          const plan = planImport(file, base?.entryDigests ?? {}, await repo.knownSubstances());
          const { replaced, formulationIds } = await planReach(tx, row.annex, plan);
          const created = plan.matcher.created();
          const ids = await repo.createSubstances(created.map(({ key: _key, ...substance }) => substance));
          const idOf = (key: string) =>
            key.startsWith('new:')
              ? ids.get(created.find((item) => item.key === key)!.inciName.toLowerCase())!
              : key;
          await repo.deleteRules(replaced.map((rule) => rule.id));
          await repo.insertRules(plan.drafts.map((draft) => ruleColumns(draft, idOf, id, row.annex)));
          await repo.moveStatus(id, 'applying', 'applied', {
            appliedAt: new Date(),
            appliedBy: actor.userId,
          });
          await recordActivity(tx, actor, {
            action: 'regulatory_dataset_apply',
            entityType: 'regulatory_dataset',
            entityId: id,
            description: `Applied Annex ${row.annex} (${row.fileName}, last update ${row.lastUpdate}): ${row.added} added, ${row.changed} changed, ${row.removed} removed, ${plan.drafts.length} rules and ${created.length} substances written`,
          });
          const counts = await recheck(tx, formulationIds, actor);
          await publishEvent(tx, 'compliance', id);
          return counts;
        });
        return { ...toDatasetDto(await find(id)), checks };
      } catch (error) {
        await read.moveStatus(id, 'applying', 'previewed');
        throw error;
      }
    },
  };
}
export type RegulatoryDatasetService = ReturnType<typeof createRegulatoryDatasetService>;
