import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { EXPORT_FORMATS, EXPORT_STATUSES } from '../../../domain/export/constants.ts';
import { SCENARIO_STATUSES, SCENARIO_TYPES } from '../../../domain/scenario/constants.ts';
import { apiTokens, users } from './accounts.ts';
import { id, list, revision, timestamps, tz } from './columns.ts';
import { formulations } from './formulations.ts';

/** AI ideation sessions, scenarios, sustainability goals and exports. */
export const ideationSessions = pgTable(
  'ideation_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    prompt: text('prompt').notNull(),
    context: text('context'),
    response: text('response').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    formulationId: uuid('formulation_id').references(() => formulations.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    rating: integer('rating'),
    isImplemented: boolean('is_implemented').notNull().default(false),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('ideation_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    index('ideation_user_idx').on(t.userId, t.createdAt),
    index('ideation_formulation_idx').on(t.formulationId),
  ],
);

export const scenarios = pgTable(
  'scenarios',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('draft'),
    description: text('description'),
    parameters: jsonb('parameters').notNull(),
    results: jsonb('results'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ranAt: tz('ran_at'),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('scenarios_type_valid', sql`${t.type} in (${list(SCENARIO_TYPES)})`),
    check('scenarios_status_valid', sql`${t.status} in (${list(SCENARIO_STATUSES)})`),
  ],
);

export const sustainabilityGoals = pgTable(
  'sustainability_goals',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    // Which live figure the goal tracks (see domain/sustainability/goals.ts).
    metric: text('metric').notNull(),
    targetValue: numeric('target_value', { precision: 14, scale: 4 }).notNull(),
    baselineValue: numeric('baseline_value', { precision: 14, scale: 4 }),
    dueDate: date('due_date', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    revision: revision(),
    ...timestamps,
  },
  (t) => [check('sustainability_goals_target_nonnegative', sql`${t.targetValue} >= 0`)],
);

export const exports = pgTable(
  'exports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Made by a service token: the token's own (ADR 029), not its administrator's (user_id, kept for the key).
    tokenId: uuid('token_id').references(() => apiTokens.id, { onDelete: 'cascade' }),
    templates: text('templates').array().notNull(),
    format: text('format').notNull(),
    dateRange: text('date_range').notNull(),
    status: text('status').notNull().default('pending'),
    /** 0-100 while its job runs (ADR 039). */
    progress: integer('progress').notNull().default(0),
    fileName: text('file_name'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    expiresAt: tz('expires_at').notNull(),
    completedAt: tz('completed_at'),
    ...timestamps,
  },
  (t) => [
    check('exports_format_valid', sql`${t.format} in (${list(EXPORT_FORMATS)})`),
    check('exports_status_valid', sql`${t.status} in (${list(EXPORT_STATUSES)})`),
    index('exports_user_idx').on(t.userId, t.createdAt),
  ],
);
