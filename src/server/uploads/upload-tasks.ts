import { readCosingUpload } from '../modules/regulatory-datasets/cosing-upload.ts';
import { readSpreadsheetImport } from './spreadsheet-import.ts';

/**
 * Everything an upload worker can do, by name (ADR 027). A new kind of upload (a raw material's documents) adds
 * its reader here: a function of plain data (bytes, names) to plain data, throwing an HttpError to refuse.
 */
export const UPLOAD_TASKS = {
  'spreadsheet-import': readSpreadsheetImport,
  'cosing-file': readCosingUpload,
};

export type UploadTasks = typeof UPLOAD_TASKS;
export type UploadTaskKind = keyof UploadTasks;
export type UploadTaskInput<K extends UploadTaskKind> = Parameters<UploadTasks[K]>[0];
export type UploadTaskOutput<K extends UploadTaskKind> = Awaited<ReturnType<UploadTasks[K]>>;

/** What the worker answers: the task's value, or the refusal to send as it is. */
export type UploadReply<T = unknown> =
  | { ok: true; value: T }
  | { ok: false; statusCode: number; message: string };
