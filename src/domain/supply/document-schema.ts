import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';
import { INT4_MAX, REVISION_RANGE } from '../common/numeric-input.ts';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from './documents.ts';

const DATE_MESSAGE = 'Dates are written YYYY-MM-DD';
const TYPE_MESSAGE = `Choose a document type: ${DOCUMENT_TYPES.join(', ')}`;
const optionalDate = z
  .union([z.iso.date({ error: DATE_MESSAGE }), z.literal('')])
  .nullish()
  .transform((value) => value || null);

/**
 * An upload (ADR 069): the file's bytes in base64 as `file` (bodies are JSON, as for imports) with its name, the
 * document's type and its dates. The file's own type is read from its bytes by the server, not from its name.
 */
export const documentUploadSchema = z
  .object({
    type: z.enum(DOCUMENT_TYPES, { error: TYPE_MESSAGE }),
    fileName: z
      .string({ error: 'The file name is required' })
      .trim()
      .min(1, 'The file name is required')
      .max(255, 'The file name is at most 255 characters'),
    // Bounded by the route's body limit; the decoded size is checked against the 20 MB limit (413).
    file: z.string({ error: 'Choose a file to upload' }).min(1, 'Choose a file to upload'),
    issuedOn: optionalDate,
    expiresOn: optionalDate,
  })
  .refine((input) => !input.issuedOn || !input.expiresOn || input.issuedOn <= input.expiresOn, {
    message: 'The expiry date cannot be before the issue date',
    path: ['expiresOn'],
  });
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

export const documentVersionSchema = z.object({
  id: z.string(),
  ingredientId: z.string().nullable(),
  supplierId: z.string().nullable(),
  type: z.enum(DOCUMENT_TYPES),
  version: z.number().int(),
  current: z.boolean(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  /** Days from today to the expiry date (negative once expired); null without an expiry date. */
  daysLeft: z.number().int().nullable(),
  expired: z.boolean(),
  uploadedBy: z.string().nullable(),
  revision: z.number().int(),
  createdAt: dateTimeText,
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** A current document with the versions it replaced, newest first. */
export const documentSchema = documentVersionSchema.extend({ earlier: z.array(documentVersionSchema) });
export type Document = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({
  items: z.array(documentSchema),
  /** A raw material used in an approved formulation without a valid safety data sheet (always false for a supplier). */
  sdsMissing: z.boolean(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** A current document expiring within the window, or already expired, with what it belongs to. */
export const expiringDocumentSchema = documentVersionSchema.extend({
  ownerName: z.string(),
  ownerKind: z.enum(['ingredient', 'supplier']),
});
export type ExpiringDocument = z.infer<typeof expiringDocumentSchema>;

export const missingSdsSchema = z.object({
  ingredientId: z.string(),
  name: z.string(),
  /** Approved formulations that use the raw material. */
  approvedFormulations: z.number().int(),
  /** The current safety data sheet's expiry when it has expired; null when there is none. */
  expiredOn: z.string().nullable(),
});
export type MissingSds = z.infer<typeof missingSdsSchema>;

export const deleteDocumentQuerySchema = z.object({
  revision: z.coerce
    .number({ error: 'Revision is required' })
    .int('Revision is required')
    .min(1, 'Revision is required')
    .max(INT4_MAX, REVISION_RANGE),
});

const OWNER_WORDS: Record<string, 'ingredient' | 'supplier'> = {
  'raw material': 'ingredient',
  ingredient: 'ingredient',
  supplier: 'supplier',
};
const TYPE_BY_WORD = new Map<string, DocumentType>(
  DOCUMENT_TYPES.flatMap((type) => [
    [type, type],
    [DOCUMENT_TYPE_LABELS[type].toLowerCase(), type],
  ]),
);

/**
 * A row of a documents spreadsheet (ADR 069): which version's dates to set, found as the export names it
 * ("Belongs to", "Name", "Type" as a label or a code, "Version", the current one when empty), and its issue and
 * expiry dates (an empty cell clears the date). The file itself is never imported: it is uploaded.
 */
export const documentDatesRowSchema = z
  .object({
    belongsTo: z
      .string()
      .transform((word) => OWNER_WORDS[word.trim().toLowerCase()])
      .pipe(z.enum(['ingredient', 'supplier'], { error: 'Belongs to is "Raw material" or "Supplier"' })),
    name: z.string().trim().min(1, 'The name of the raw material or supplier is required'),
    type: z
      .string()
      .transform((word) => TYPE_BY_WORD.get(word.trim().toLowerCase()))
      .pipe(z.enum(DOCUMENT_TYPES, { error: TYPE_MESSAGE })),
    version: z
      .string()
      .trim()
      .regex(/^\d{0,6}$/, 'The version is a whole number')
      .transform((text) => (text ? Number(text) : null)),
    issuedOn: optionalDate,
    expiresOn: optionalDate,
  })
  .refine((input) => !input.issuedOn || !input.expiresOn || input.issuedOn <= input.expiresOn, {
    message: 'The expiry date cannot be before the issue date',
    path: ['expiresOn'],
  });
export type DocumentDatesRow = z.infer<typeof documentDatesRowSchema>;
