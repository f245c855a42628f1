import { HttpError } from '../errors.ts';

/**
 * The limits every uploaded file is read within (ADR 027). A file over one is refused with 413 and a message
 * naming the limit, before anything is imported; a file that is not what it claims to be with 400.
 */
export interface ZipLimits {
  /** Parts (files) in the archive. */
  parts: number;
  /** Any one part's size once inflated, as its header declares it and as it really inflates. */
  partBytes: number;
  /** All parts together once inflated. */
  inflatedBytes: number;
}

export interface SheetLimits {
  /** The last row number a sheet may use (blank and title rows count: they are materialised too). */
  rows: number;
  /** The last column a sheet may use: a cell in column XFD makes a row of 16,384 columns. */
  columns: number;
  /** Cells in the whole workbook (every sheet, and the texts of its shared-string table). */
  cells: number;
}

export interface UploadLimits {
  /** The file as uploaded. */
  fileBytes: number;
}

/**
 * Imports of at most 5,000 rows (substances, raw materials, suppliers). The widest import has 17 columns: 100
 * columns and 200,000 cells leave room for extra columns of a user's own, and the largest workbook within them
 * (5,000 rows of 39 columns) reads inside the worker's 128 MB (measured). 30 MB per part holds 200,000 cells of
 * long text; a real 5,000-row export is a few MB.
 */
export const SPREADSHEET_LIMITS: UploadLimits & ZipLimits & SheetLimits = {
  fileBytes: 5_000_000,
  parts: 500,
  partBytes: 30_000_000,
  inflatedBytes: 60_000_000,
  rows: 10_000,
  columns: 100,
  cells: 200_000,
};

/** Records (non-blank rows below the header) an import takes. */
export const MAX_IMPORT_ROWS = 5000;

export const tooLarge = (message: string) => new HttpError(413, message);

export const count = (value: number) => value.toLocaleString('en-US');
/** 5000000 -> "5 MB", 1000 -> "1,000 bytes". */
export const megabytes = (bytes: number) =>
  bytes < 1_000_000 ? `${count(bytes)} bytes` : `${Math.round(bytes / 1_000_000)} MB`;

/** Characters of base64 that carry a file of this many bytes. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/**
 * A route's Fastify body limit for a file of at most `fileBytes` sent as base64 in JSON (the CSRF rule refuses
 * other bodies): the base64 and 1 MB for the JSON around it (a file name, a CSV's escaped quotes).
 */
export const uploadBodyLimit = (fileBytes: number) => base64Length(fileBytes) + 1024 * 1024;

/** The bytes of a base64 upload, refused when they exceed the route's file limit. */
export function decodeUpload(base64: string, limits: UploadLimits): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > limits.fileBytes) throw fileTooLarge(limits);
  return bytes;
}

export const fileTooLargeMessage = (limits: UploadLimits) =>
  `The file is larger than ${megabytes(limits.fileBytes)}`;
const fileTooLarge = (limits: UploadLimits) => tooLarge(fileTooLargeMessage(limits));
