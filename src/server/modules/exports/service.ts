import fs from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_RETENTION_DAYS, type ExportFormat } from '../../../domain/export/constants.ts';
import type { ExportRecord, ExportRequest } from '../../../domain/export/export-schema.ts';
import { EXPORT_TEMPLATES, type ExportTemplateId, templateLabel } from '../../../domain/export/templates.ts';
import { exportTemplateAllowed } from '../../../domain/user/permissions.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { buildReport, type ReportSources } from './build-report.ts';
import { renderCsv } from './render-csv.ts';
import { renderPdf } from './render-pdf.ts';
import { renderXlsx } from './render-xlsx.ts';
import { createExportRepository, type ExportRow } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

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

export async function render(format: ExportFormat, report: Parameters<typeof renderCsv>[0]): Promise<Buffer> {
  if (format === 'csv') return renderCsv(report);
  if (format === 'pdf') return renderPdf(report);
  return renderXlsx(report);
}

/**
 * The export engine: template + format + date range -> a file in DATA_DIR/exports, recorded per user and kept 30
 * days. Files are named by the export's id only, so a download path can never leave that folder.
 */
export function createExportService({
  db,
  dataDir,
  sources,
}: {
  db: Db;
  dataDir: string;
  sources: ReportSources;
}) {
  const repo = createExportRepository(db);
  const folder = path.join(dataDir, 'exports');
  const filePath = (row: ExportRow) => path.join(folder, `${row.id}.${row.format}`);

  async function produce(row: ExportRow, template: ExportTemplateId, actor: Actor) {
    await repo.update(row.id, { status: 'running' });
    try {
      const report = await buildReport(template, row.dateRange as ExportRequest['dateRange'], sources);
      const file = await render(row.format as ExportFormat, report);
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(filePath(row), file);
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
      await repo.update(row.id, { status: 'failed', error: 'The export could not be produced.' });
      throw error;
    }
  }

  return {
    templatesFor(user: { role: string }) {
      return EXPORT_TEMPLATES.filter((template) => exportTemplateAllowed(user, template.id)).map(
        (template) => ({ ...template }),
      );
    },

    /** One file per selected template, produced now; the answer lists the finished exports. */
    async create(request: ExportRequest, user: { id: string; role: string }, actor: Actor) {
      const refused = request.templates.filter((template) => !exportTemplateAllowed(user, template));
      if (refused.length) throw forbidden(`You may not export: ${refused.map(templateLabel).join(', ')}`);
      const results: ExportRecord[] = [];
      for (const template of request.templates) {
        const row = await repo.insert({
          userId: user.id,
          templates: [template],
          format: request.format,
          dateRange: request.dateRange,
          status: 'pending',
          expiresAt: new Date(Date.now() + EXPORT_RETENTION_DAYS * DAY_MS),
        });
        results.push(toRecord(await produce(row, template, actor)));
      }
      return results;
    },

    async list(userId: string) {
      await this.removeExpired();
      return (await repo.listOwned(userId, 50)).map(toRecord);
    },

    async download(id: string, userId: string) {
      const row = isUuid(id) ? await repo.findOwned(id, userId) : undefined;
      if (row?.status !== 'completed') throw notFound('Export');
      const content = await fs.readFile(filePath(row)).catch(() => {
        throw notFound('Export');
      });
      return {
        content,
        fileName: row.fileName ?? `${row.id}.${row.format}`,
        contentType: CONTENT_TYPES[row.format as ExportFormat],
      };
    },

    async remove(id: string, userId: string) {
      const row = isUuid(id) ? await repo.findOwned(id, userId) : undefined;
      if (!row) throw notFound('Export');
      await repo.remove(id);
      await fs.rm(filePath(row), { force: true });
    },

    /** Exports older than 30 days go, with their files. */
    async removeExpired() {
      for (const row of await repo.expired(new Date())) {
        await fs.rm(path.join(folder, `${row.id}.xlsx`), { force: true });
        await fs.rm(path.join(folder, `${row.id}.csv`), { force: true });
        await fs.rm(path.join(folder, `${row.id}.pdf`), { force: true });
      }
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
