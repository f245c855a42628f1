import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { id, tz } from './columns.ts';

/** The notification channels beyond the bell and e-mail, announcements and usage analytics (ADR 064, ADR 065). */

/** A browser's Web Push subscription (the endpoint and the keys its push service gave it), one per browser. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The server's VAPID key pair when the environment gives none: generated at first start, the private key sealed
 * (ADR 031). One row.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [check('vapid_keys_single_row', sql`${t.id} = 1`)],
);

/** Product announcements an administrator sent, with how many users they reached (ADR 064). */
export const announcements = pgTable('announcements', {
  id: id(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  recipients: integer('recipients').notNull().default(0),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Usage analytics: uses of a feature per day, counted only for users who allow it (ADR 065). */
export const featureUsage = pgTable(
  'feature_usage',
  {
    day: date('day', { mode: 'string' }).notNull(),
    feature: text('feature').notNull(),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.feature] })],
);
