import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';
import { DATE_RANGES, DEFAULT_DATE_RANGE, DEFAULT_EXPORT_FORMAT, EXPORT_FORMATS } from './constants.ts';
import { NO_TEMPLATES_MESSAGE } from './messages.ts';
import { EXPORT_TEMPLATE_IDS } from './templates.ts';

export { NO_TEMPLATES_MESSAGE };

export const exportRequestSchema = z.object({
  templates: z
    .array(z.enum(EXPORT_TEMPLATE_IDS, { error: 'Unknown export template' }), { error: NO_TEMPLATES_MESSAGE })
    .min(1, NO_TEMPLATES_MESSAGE)
    .max(EXPORT_TEMPLATE_IDS.length)
    .transform((ids) => [...new Set(ids)]),
  format: z.enum(EXPORT_FORMATS, { error: 'Format must be xlsx, csv or pdf' }).default(DEFAULT_EXPORT_FORMAT),
  dateRange: z.enum(DATE_RANGES, { error: 'Unknown date range' }).default(DEFAULT_DATE_RANGE),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

export const exportRecordSchema = z.object({
  id: z.string(),
  template: z.string(),
  templateLabel: z.string(),
  format: z.string(),
  dateRange: z.string(),
  status: z.string(),
  /** 0-100: how far a running export has come (the Exports screen's progress bar). */
  progress: z.number().int(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  createdAt: dateTimeText,
  completedAt: dateTimeText.nullable(),
  expiresAt: dateTimeText,
});
export type ExportRecord = z.infer<typeof exportRecordSchema>;

/** `GET /api/exports/preview?dateRange=`: the records each template's export would hold, before it is made. */
export const exportPreviewQuerySchema = z.object({
  dateRange: z.enum(DATE_RANGES, { error: 'Unknown date range' }).default(DEFAULT_DATE_RANGE),
});
export const exportPreviewSchema = z.array(z.object({ template: z.string(), records: z.number().int() }));
export type ExportPreview = z.infer<typeof exportPreviewSchema>;
