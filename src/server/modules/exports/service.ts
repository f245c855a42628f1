import {
  type DateRange,
  EXPORT_RETENTION_DAYS,
  type ExportFormat,
} from '../../../domain/export/constants.ts';
import type { ExportRecord, ExportRequest } from '../../../domain/export/export-schema.ts';
import { emptyExportMessage } from '../../../domain/export/messages.ts';
import {
  EXPORT_TEMPLATES,
  type ExportTemplateId,
  templateLabel,
  templateOpen,
} from '../../../domain/export/templates.ts';
import { exportTemplateAllowed } from '../../../domain/user/permissions.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { FileStore } from '../../files/index.ts';
import { isUuid } from '../../http/list-query.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import type { JobContext } from '../../jobs/tasks.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import type { SettingsService } from '../settings/service.ts';
import { buildReport, countRecords, type ReportSources } from './build-report.ts';
import { CONTENT_TYPES, render } from './render.ts';
import { createExportRepository, type ExportOwner, type ExportRow } from './repository.ts';

/** How far an export has come when each step is done: the Exports screen's progress bar. */
const PROGRESS = { started: 5, built: 50, rendered: 80, stored: 100 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
function toRecord(row: ExportRow): ExportRecord {
  const template = row.templates[0] ?? '';
  return {
    id: row.id,
    template,
    templateLabel: templateLabel(template),
    format: row.format,
    dateRange: row.dateRange,
    status: row.status,
    progress: row.progress,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    error: row.error,
    downloadUrl: row.status === 'completed' ? `/api/exports/${row.id}/download` : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The export engine: template + format + date range -> a file in the file store (ADR 038), made in the background
 * by an `export` job (ADR 039), recorded per user and kept 30 days. Files are keyed by the export's id only.
 */
export function createExportService({
  db,
  files,
  sources,
  settings,
  keep,
  maxBytes,
}: {
  db: Db;
  files: FileStore;
  sources: ReportSources;
  settings: SettingsService;
  /** Exports kept per user: the oldest beyond it are deleted with their files (docs/product-rules.md, "Sign-in and permissions"). */
  keep: number;
  /** The largest file an export may be; a bigger one fails with 413 and is not kept. */
  maxBytes: number;
}) {
  const repo = createExportRepository(db);
  const keyOf = (row: Pick<ExportRow, 'id' | 'format'>) => `exports/${row.id}.${row.format}`;
  const features = async () => (await settings.get()).features;
  const open = (row: ExportRow, on: Record<string, boolean>) => templateOpen(row.templates[0] ?? '', on);

  async function removeFiles(id: string) {
    for (const format of ['xlsx', 'csv', 'pdf']) await files.delete(`exports/${id}.${format}`);
  }

  /** A step of an export, told to its owner's screens through the live feed with the record. */
  async function advance(row: ExportRow, values: Parameters<typeof repo.update>[1], activity?: Actor) {
    return db.transaction(async (tx) => {
      const updated = await createExportRepository(tx).update(row.id, values);
      if (activity) {
        const template = row.templates[0] ?? '';
        await recordActivity(tx, activity, {
          action: 'export_create',
          entityType: 'export',
          entityId: row.id,
          description: `Exported ${templateLabel(template)} as ${row.format.toUpperCase()}`,
        });
      }
      await publishEvent(tx, 'exports', row.id, { ownerId: row.userId });
      return updated;
    });
  }

  /**
   * The `export` job: builds the report, renders it and stores the file, with its progress. A file over the size
   * limit fails for good at once (no attempt would make it smaller); any other failure is retried by the queue,
   * and the export says "failed" only when the last attempt fails.
   */
  async function produce(exportId: string, job: Pick<JobContext, 'lastAttempt'>) {
    const row = await repo.find(exportId);
    // Deleted meanwhile, or done by an earlier attempt whose worker stopped before the queue heard of it.
    if (!row || row.status === 'completed') return;
    const template = row.templates[0] as ExportTemplateId;
    await advance(row, { status: 'running', progress: PROGRESS.started, error: null });
    try {
      const report = await buildReport(template, row.dateRange as ExportRequest['dateRange'], sources);
      await advance(row, { progress: PROGRESS.built });
      const file = await render(row.format as ExportFormat, report);
      if (file.length > maxBytes) {
        await advance(row, {
          status: 'failed',
          progress: 0,
          error: `The export is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB. Choose a shorter date range.`,
        });
        return;
      }
      await advance(row, { progress: PROGRESS.rendered });
      await files.put(keyOf(row), file, CONTENT_TYPES[row.format as ExportFormat]);
      const fileName = `${template.replaceAll('_', '-')}-${new Date().toISOString().slice(0, 10)}.${row.format}`;
      const done = await advance(
        row,
        {
          status: 'completed',
          progress: PROGRESS.stored,
          fileName,
          sizeBytes: file.length,
          completedAt: new Date(),
        },
        { userId: row.userId },
      );
      // Deleted while it was being made (by its owner, or beyond EXPORT_KEEP): its file goes too.
      if (!done) await files.delete(keyOf(row));
    } catch (error) {
      await advance(
        row,
        job.lastAttempt
          ? { status: 'failed', progress: 0, error: 'The export could not be produced.' }
          : { status: 'pending', progress: 0 },
      ).catch(() => undefined);
      throw error;
    }
  }

  /** The export rows of a request, each with its job, in the caller's transaction (they commit together). */
  async function queue(tx: Executor, request: ExportRequest, owner: ExportOwner) {
    const rows: ExportRow[] = [];
    for (const template of request.templates) {
      const row = await createExportRepository(tx).insert({
        userId: owner.userId,
        tokenId: owner.tokenId,
        templates: [template],
        format: request.format,
        dateRange: request.dateRange,
        status: 'pending',
        expiresAt: new Date(Date.now() + EXPORT_RETENTION_DAYS * DAY_MS),
      });
      await enqueueJob(tx, 'export', { exportId: row.id });
      rows.push(row);
    }
    await publishEvent(tx, 'exports', rows[0]?.id ?? null, { ownerId: owner.userId });
    return rows;
  }

  return {
    async templatesFor(user: { role: string }) {
      const on = await features();
      return EXPORT_TEMPLATES.filter(
        (template) => exportTemplateAllowed(user, template.id) && templateOpen(template.id, on),
      ).map(({ id, label, description, adminOnly, scope, periodNote }) => ({
        id,
        label,
        description,
        adminOnly,
        scope,
        periodNote,
      }));
    },

    /** How many records each template this user may export would hold for a date range, before any is made. */
    async preview(dateRange: DateRange, user: { role: string }) {
      const on = await features();
      const allowed = EXPORT_TEMPLATES.filter(
        (template) => exportTemplateAllowed(user, template.id) && templateOpen(template.id, on),
      );
      return Promise.all(
        allowed.map(async (template) => ({
          template: template.id,
          records: await countRecords(template.id, dateRange, sources),
        })),
      );
    },

    produce,

    /**
     * One export per selected template, made in the background: the answer lists them waiting, and the Exports
     * screen follows their progress live. A template with no records is refused before anything is queued (the
     * form has already said so).
     */
    /** `owner`: the person, or the service token that asks for it (its exports are its own, ADR 029). */
    async create(request: ExportRequest, user: { role: string }, owner: ExportOwner) {
      const refused = request.templates.filter((template) => !exportTemplateAllowed(user, template));
      if (refused.length) throw forbidden(`You may not export: ${refused.map(templateLabel).join(', ')}`);
      const on = await features();
      if (request.templates.some((template) => !templateOpen(template, on)))
        throw notFound('Export template');
      const counts = await Promise.all(
        request.templates.map((template) => countRecords(template, request.dateRange, sources)),
      );
      const empty = request.templates.filter((_, index) => counts[index] === 0);
      if (empty.length) throw badRequest(emptyExportMessage(empty.map(templateLabel)));
      const rows = await db.transaction((tx) => queue(tx, request, owner));
      for (const old of await repo.beyondNewest(owner, keep)) await removeFiles(old.id);
      return rows.map(toRecord);
    },

    async list(owner: ExportOwner) {
      await this.removeExpired();
      const on = await features();
      return (await repo.listOwned(owner, keep)).filter((row) => open(row, on)).map(toRecord);
    },

    /** The finished file as a stream from the file store (a 50 MB export is never held whole in memory). */
    async download(id: string, owner: ExportOwner) {
      const row = isUuid(id) ? await repo.findOwned(id, owner) : undefined;
      if (row?.status !== 'completed' || !open(row, await features())) throw notFound('Export');
      const stored = await files.stream(keyOf(row));
      if (!stored) throw notFound('Export');
      return {
        content: stored.body,
        sizeBytes: stored.file.size,
        fileName: row.fileName ?? `${row.id}.${row.format}`,
        contentType: CONTENT_TYPES[row.format as ExportFormat],
      };
    },

    async remove(id: string, owner: ExportOwner) {
      const row = isUuid(id) ? await repo.findOwned(id, owner) : undefined;
      if (!row) throw notFound('Export');
      await repo.remove(id);
      await files.delete(keyOf(row));
    },

    /** Exports older than 30 days go, with their files. */
    async removeExpired() {
      for (const row of await repo.expired(new Date())) await removeFiles(row.id);
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
