import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportRecord } from '../../domain/export/export-schema.ts';
import type { ExportTemplateId } from '../../domain/export/templates.ts';
import { api, readApiError } from './api.ts';
import { toast } from './toast.ts';

const EXPORTS_KEY = ['/api/exports'] as const;

/** Lets the browser save a same-origin file (the server answers it as an attachment, with our cookie). */
export function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** How often, and for how long, the button asks whether the background export is done. */
const POLL_MS = 400;
const GIVE_UP_MS = 120_000;

/** The export once its background job (ADR 039) has made the file or failed, read from the user's exports. */
async function whenFinished(id: string): Promise<ExportRecord | undefined> {
  const until = Date.now() + GIVE_UP_MS;
  while (Date.now() < until) {
    const record = (await api.get<ExportRecord[]>('/api/exports')).find((entry) => entry.id === id);
    if (!record || record.status === 'completed' || record.status === 'failed') return record;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}

/**
 * Produces one template's report as xlsx over all time (POST /api/exports), waits for the background job that
 * makes it, and downloads it.
 */
export async function exportReport(template: ExportTemplateId): Promise<ExportRecord> {
  const [queued] = await api.post<ExportRecord[]>('/api/exports', {
    templates: [template],
    format: 'xlsx',
    dateRange: 'all_time',
  });
  const record = queued && !queued.downloadUrl ? await whenFinished(queued.id) : queued;
  if (!record?.downloadUrl) throw new Error(record?.error ?? 'The report could not be exported.');
  saveFile(record.downloadUrl, record.fileName ?? `${template}.xlsx`);
  return record;
}

/**
 * A screen's "Export Report" button: export, download, toast. The new export joins the user's Recent Exports,
 * so that list is refreshed.
 */
export function useExportReport(template: ExportTemplateId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => exportReport(template),
    onSuccess: (record) => {
      void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
      toast({
        variant: 'success',
        title: 'Report exported',
        description: `${record.templateLabel} downloaded as ${record.fileName}.`,
      });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: readApiError(error, 'The report could not be exported. Please try again.').message,
      });
    },
  });
}
