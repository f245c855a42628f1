import { bigserial, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { id, tz } from './columns.ts';
import { complianceIssues } from './compliance.ts';

/** The activity log, the live-feed events and notification reads (docs/product-rules.md, "The AI"). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    description: text('description').notNull(),
    metadata: jsonb('metadata'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.createdAt),
    index('activity_log_user_idx').on(t.userId, t.createdAt),
    index('activity_log_action_idx').on(t.action, t.createdAt),
  ],
);

/** The live-event feed (docs/product-rules.md, "Live updates, jobs and scale-out"): ids come from here so a reconnecting stream can replay. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    entityId: text('entity_id'),
    // Null: for everyone allowed to read the type; otherwise only this user's stream receives it.
    userId: uuid('user_id'),
    // The record's owner: such an event goes to the owner and to administrators only (docs/product-rules.md, "Sign-in and permissions").
    ownerId: uuid('owner_id'),
    payload: jsonb('payload'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('events_created_idx').on(t.createdAt)],
);

/** Which compliance alerts each user has seen, for the header's unread count. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => complianceIssues.id, { onDelete: 'cascade' }),
    readAt: tz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.issueId] }),
    index('notification_reads_issue_idx').on(t.issueId),
  ],
);
