import { z } from 'zod';
import type { ImportFile } from '../uploads/spreadsheet-import.ts';
import {
  base64Length,
  decodeUpload,
  fileTooLargeMessage,
  SPREADSHEET_LIMITS,
  uploadBodyLimit,
} from '../uploads/upload-limits.ts';
import { uploadWorkers } from '../uploads/upload-worker-pool.ts';

export type { ImportFile } from '../uploads/spreadsheet-import.ts';

/** The route's body limit: a file at the limit in base64 and the JSON around it. */
export const IMPORT_BODY_LIMIT = uploadBodyLimit(SPREADSHEET_LIMITS.fileBytes);
const CHOOSE_FILE = 'Choose a CSV or Excel file to import';
const TOO_LARGE = fileTooLargeMessage(SPREADSHEET_LIMITS);

/**
 * Every import's body (ingredients, suppliers, and whatever imports next). Imports travel as JSON (the CSRF
 * rule refuses other bodies): the file's bytes in base64 as `file` with its `fileName`, which the web sends, or
 * the text of a CSV as `csv` for scripts.
 */
export const importFileBody = z
  .object({
    csv: z.string().max(SPREADSHEET_LIMITS.fileBytes, TOO_LARGE).optional(),
    file: z.string().max(base64Length(SPREADSHEET_LIMITS.fileBytes), TOO_LARGE).optional(),
    fileName: z.string().max(255).optional(),
  })
  .refine((body) => Boolean(body.csv || body.file), { message: CHOOSE_FILE });
export type ImportFileBody = z.infer<typeof importFileBody>;

export const importResult = z.object({
  accepted: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), name: z.string(), errors: z.array(z.string()) })),
});

/**
 * One way for every import to turn an uploaded CSV or Excel file into records keyed by their column headers:
 * read in an upload worker within the spreadsheet limits (ADR 027), so no file can stall or exhaust the server.
 */
export async function readImportFile(body: ImportFileBody): Promise<ImportFile> {
  if (body.file) {
    // A copy of exactly the file's bytes: a small Buffer is a view on a shared pool, all of which would be
    // copied to the worker with it.
    const bytes = new Uint8Array(decodeUpload(body.file, SPREADSHEET_LIMITS));
    return uploadWorkers.run('spreadsheet-import', { bytes, fileName: body.fileName });
  }
  return uploadWorkers.run('spreadsheet-import', { text: body.csv ?? '' });
}
