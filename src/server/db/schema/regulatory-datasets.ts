import { sql } from 'drizzle-orm';
import { check, date, index, integer, json, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ANNEXES } from '../../../domain/regulatory-data/cosing-schema.ts';
import { DATASET_STATUSES } from '../../../domain/regulatory-data/dataset-schema.ts';
import { users } from './accounts.ts';
import { id, list, tz } from './columns.ts';

/**
 * One CosIng annex export as imported (ADR 055): the file as published (its text, kept to apply exactly what
 * was previewed), its annex and dates, its SHA-256, the preview of what it changes, and each entry's digest
 * (reference number and occurrence to the SHA-256 of its cells) that the next import of the annex diffs against.
 */
export const regulatoryDatasets = pgTable(
  'regulatory_datasets',
  {
    id: id(),
    annex: text('annex').notNull(),
    fileName: text('file_name').notNull(),
    fileCreationDate: date('file_creation_date', { mode: 'string' }).notNull(),
    lastUpdate: date('last_update', { mode: 'string' }).notNull(),
    sha256: text('sha256').notNull(),
    status: text('status').notNull().default('previewed'),
    content: text('content').notNull(),
    entryDigests: jsonb('entry_digests').$type<Record<string, string>>().notNull(),
    // The dataset of the annex applied when the preview was made: applying over another one would apply a stale diff.
    baseDatasetId: uuid('base_dataset_id'),
    entries: integer('entries').notNull(),
    added: integer('added').notNull(),
    changed: integer('changed').notNull(),
    removed: integer('removed').notNull(),
    structured: integer('structured').notNull(),
    needsReview: integer('needs_review').notNull(),
    // json, not jsonb: it is only ever stored and read whole, and across a portfolio it holds megabytes that
    // jsonb would take apart on every preview (6 MB: ~80 ms as json against 230-440 ms as jsonb, PostgreSQL 15).
    preview: json('preview').$type<unknown>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    appliedBy: uuid('applied_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: tz('applied_at'),
  },
  (t) => [
    check('regulatory_datasets_annex_valid', sql`${t.annex} in (${list(ANNEXES)})`),
    check('regulatory_datasets_status_valid', sql`${t.status} in (${list(DATASET_STATUSES)})`),
    index('regulatory_datasets_annex_idx').on(t.annex, t.appliedAt),
  ],
);
