/**
 * Supplier and raw-material documents (ADR 069): their types, the files they may be, and when they expire. Pure,
 * so the server, the web and the tests decide the same way.
 */
export const DOCUMENT_TYPES = [
  'sds',
  'coa',
  'tds',
  'ifra_certificate',
  'allergen_declaration',
  'iso16128_statement',
  'certificate',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  sds: 'Safety data sheet',
  coa: 'Certificate of analysis',
  tds: 'Technical data sheet',
  ifra_certificate: 'IFRA certificate',
  allergen_declaration: 'Allergen declaration',
  iso16128_statement: 'ISO 16128 statement',
  certificate: 'Certificate (organic or other)',
};

/** 20 MB: a scanned certificate of a few pages; a larger file is refused before it is stored. */
export const DOCUMENT_FILE_BYTES = 20_000_000;

export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

export const DOCUMENT_FILE_MESSAGE = 'The file must be a PDF or an image (PNG, JPEG or WebP).';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/**
 * What the file is by its first bytes (its "magic number"), whatever its name says: `%PDF-`, the PNG signature,
 * a JPEG's SOI marker, or a RIFF container of WEBP. Null for anything else.
 */
export function sniffContentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

export const EXTENSIONS: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The windows the Documents screen offers: documents expiring within 30, 60 or 90 days. */
export const EXPIRY_WINDOWS = [30, 60, 90] as const;

const DAY_MS = 86_400_000;

/** Whole days from `today` to `expiresOn` (both YYYY-MM-DD): 0 on the day itself, negative once past. */
export function daysLeft(today: string, expiresOn: string): number {
  return Math.round(
    (Date.parse(`${expiresOn}T00:00:00.000Z`) - Date.parse(`${today}T00:00:00.000Z`)) / DAY_MS,
  );
}

export type ExpiryStatus = 'expired' | 'expiring' | 'valid' | 'no_expiry';

/**
 * Where a document stands on `today` for a window of `windowDays`: expired once its expiry day is past (a document
 * is valid through the day it expires), expiring when it expires within the window (the window's last day
 * included), valid beyond it; a document without an expiry date never expires.
 */
export function expiryStatus(
  today: string,
  expiresOn: string | null,
  windowDays: number,
): { status: ExpiryStatus; daysLeft: number | null } {
  if (expiresOn === null) return { status: 'no_expiry', daysLeft: null };
  const left = daysLeft(today, expiresOn);
  if (left < 0) return { status: 'expired', daysLeft: left };
  return { status: left <= windowDays ? 'expiring' : 'valid', daysLeft: left };
}

/** A safety data sheet counts while it has not expired (no expiry date: it counts). */
export const isValidOn = (today: string, expiresOn: string | null) =>
  expiresOn === null || daysLeft(today, expiresOn) >= 0;

/** "Expired 3 days ago", "Expires today", "1 day left", "12 days left". */
export function daysLeftText(left: number): string {
  if (left < 0) return `Expired ${-left === 1 ? '1 day' : `${-left} days`} ago`;
  if (left === 0) return 'Expires today';
  return left === 1 ? '1 day left' : `${left} days left`;
}
