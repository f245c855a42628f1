import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_TYPES } from '../../../domain/supply/documents.ts';
import { users } from './accounts.ts';
import { ingredients, suppliers } from './catalogue.ts';
import { id, list, revision, timestamps } from './columns.ts';

/**
 * A raw material's or a supplier's documents (ADR 069): one row per uploaded version, the bytes in the file store
 * under `file_key` (ADR 038). A new upload of the same type for the same raw material or supplier becomes the
 * current version and keeps the others as history.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    ingredientId: uuid('ingredient_id').references(() => ingredients.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    current: boolean('current').notNull().default(true),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    fileKey: text('file_key').notNull().unique(),
    issuedOn: date('issued_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('documents_one_owner', sql`(${t.ingredientId} is null) <> (${t.supplierId} is null)`),
    check('documents_type_valid', sql`${t.type} in (${list(DOCUMENT_TYPES)})`),
    check('documents_content_type_valid', sql`${t.contentType} in (${list(DOCUMENT_CONTENT_TYPES)})`),
    check(
      'documents_dates',
      sql`${t.issuedOn} is null or ${t.expiresOn} is null or ${t.issuedOn} <= ${t.expiresOn}`,
    ),
    uniqueIndex('documents_ingredient_current')
      .on(t.ingredientId, t.type)
      .where(sql`${t.current} and ${t.ingredientId} is not null`),
    uniqueIndex('documents_supplier_current')
      .on(t.supplierId, t.type)
      .where(sql`${t.current} and ${t.supplierId} is not null`),
    index('documents_ingredient_idx').on(t.ingredientId, t.type, t.version),
    index('documents_supplier_idx').on(t.supplierId, t.type, t.version),
    index('documents_expiry_idx').on(t.expiresOn).where(sql`${t.current}`),
  ],
);
