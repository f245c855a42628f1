import fs from 'node:fs/promises';
import path from 'node:path';
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
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import type { SettingsService } from '../settings/service.ts';
import { buildReport, countRecords, type ReportSources } from './build-report.ts';
import { CONTENT_TYPES, render } from './render.ts';
import { createExportRepository, type ExportOwner, type ExportRow } from './repository.ts';

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
 * The export engine: template + format + date range -> a file in DATA_DIR/exports, recorded per user and kept 30
 * days. Files are named by the export's id only, so a download path can never leave that folder.
 */
export function createExportService({
  db,
  dataDir,
  sources,
  settings,
  keep,
  maxBytes,
}: {
  db: Db;
  dataDir: string;
  sources: ReportSources;
  settings: SettingsService;
  /** Exports kept per user: the oldest beyond it are deleted with their files (issue 13). */
  keep: number;
  /** The largest file an export may be; a bigger one fails with 413 and is not kept. */
  maxBytes: number;
}) {
  const repo = createExportRepository(db);
  const folder = path.join(dataDir, 'exports');
  const filePath = (row: ExportRow) => path.join(folder, `${row.id}.${row.format}`);
  const features = async () => (await settings.get()).features;
  const open = (row: ExportRow, on: Record<string, boolean>) => templateOpen(row.templates[0] ?? '', on);

  async function removeFiles(id: string) {
    for (const format of ['xlsx', 'csv', 'pdf'])
      await fs.rm(path.join(folder, `${id}.${format}`), { force: true });
  }

  async function produce(row: ExportRow, template: ExportTemplateId, actor: Actor) {
    await repo.update(row.id, { status: 'running' });
    try {
      const report = await buildReport(template, row.dateRange as ExportRequest['dateRange'], sources);
      const file = await render(row.format as ExportFormat, report);
      if (file.length > maxBytes) {
        throw new HttpError(
          413,
          `The export is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB. Choose a shorter date range.`,
        );
      }
      // Readable by the server's user only: exports hold the company's recipes and costs.
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      await fs.writeFile(filePath(row), file, { mode: 0o600 });
      await fs.chmod(filePath(row), 0o600);
      const fileName = `${template.replaceAll('_', '-')}-${new Date().toISOString().slice(0, 10)}.${row.format}`;
      const done = await repo.update(row.id, {
        status: 'completed',
        fileName,
        sizeBytes: file.length,
        completedAt: new Date(),
      });
      await recordActivity(db, actor, {
        action: 'export_create',
        entityType: 'export',
        entityId: row.id,
        description: `Exported ${templateLabel(template)} as ${row.format.toUpperCase()}`,
      });
      return done;
    } catch (error) {
      const message = error instanceof HttpError ? error.message : 'The export could not be produced.';
      await repo.update(row.id, { status: 'failed', error: message });
      throw error;
    }
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

    /**
     * One file per selected template, produced now; the answer lists the finished exports. A template with no
     * records is refused before anything is made (the form has already said so).
     */
    async create(request: ExportRequest, user: { role: string }, owner: ExportOwner, actor: Actor) {
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
      const results: ExportRecord[] = [];
      for (const template of request.templates) {
        const row = await repo.insert({
          userId: owner.userId,
          tokenId: owner.tokenId,
          templates: [template],
          format: request.format,
          dateRange: request.dateRange,
          status: 'pending',
          expiresAt: new Date(Date.now() + EXPORT_RETENTION_DAYS * DAY_MS),
        });
        results.push(toRecord(await produce(row, template, actor)));
      }
      for (const old of await repo.beyondNewest(owner, keep)) await removeFiles(old.id);
      return results;
    },

    async list(owner: ExportOwner) {
      await this.removeExpired();
      const on = await features();
      return (await repo.listOwned(owner, keep)).filter((row) => open(row, on)).map(toRecord);
    },

    async download(id: string, owner: ExportOwner) {
      const row = isUuid(id) ? await repo.findOwned(id, owner) : undefined;
      if (row?.status !== 'completed' || !open(row, await features())) throw notFound('Export');
      const content = await fs.readFile(filePath(row)).catch(() => {
        throw notFound('Export');
      });
      return {
        content,
        fileName: row.fileName ?? `${row.id}.${row.format}`,
        contentType: CONTENT_TYPES[row.format as ExportFormat],
      };
    },

    async remove(id: string, owner: ExportOwner) {
      const row = isUuid(id) ? await repo.findOwned(id, owner) : undefined;
      if (!row) throw notFound('Export');
      await repo.remove(id);
      await fs.rm(filePath(row), { force: true });
    },

    /** Exports older than 30 days go, with their files. */
    async removeExpired() {
      for (const row of await repo.expired(new Date())) await removeFiles(row.id);
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
