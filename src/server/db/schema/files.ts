import { sql } from 'drizzle-orm';
import { bigint, customType, date, integer, pgSchema, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/**
 * The file store's tables (ADR 038) in a schema of their own: the application's backups cover the `public`
 * schema, so a backup never holds the earlier backups kept here and a restore never deletes them.
 */
export const fileStore = pgSchema('file_store');

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** One row per file; `key` is null only while its bytes are being written (inside that transaction). */
export const storedFiles = fileStore.table('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').unique(),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  contentType: text('content_type').notNull(),
  chunks: integer('chunks').notNull().default(0),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** A file's bytes, 1 MiB a row, so no reader or writer holds a whole 50 MB export in memory. */
export const storedFileChunks = fileStore.table(
  'chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/** The schema of the background jobs' own bookkeeping (the queue itself is graphile-worker's schema). */
export const jobsSchema = pgSchema('jobs');

/**
 * Worker processes that are alive: each beats every JOB_HEARTBEAT_SECONDS; jobs locked by a worker pool whose
 * beat stopped are released to the others (ADR 039).
 */
export const jobWorkers = jobsSchema.table('workers', {
  poolId: text('pool_id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: tz('started_at').notNull().defaultNow(),
  beatAt: tz('beat_at').notNull().default(sql`now()`),
});

/** Reminders already sent, so a daily run reminds of each thing once per due date (ADR 039). */
export const remindersSent = jobsSchema.table(
  'reminders_sent',
  {
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    userId: uuid('user_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    sentAt: tz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId, t.userId, t.dueOn] })],
);
