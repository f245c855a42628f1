import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TICKET_UNITS } from '../../../domain/formulation/batch-ticket.ts';
import type { Phase } from '../../../domain/formulation/procedure.ts';
import type { Specification } from '../../../domain/formulation/specification.ts';
import type { LogReductions, OrganismId } from '../../../domain/lab/challenge-test.ts';
import { LAB_BATCH_STATUSES } from '../../../domain/lab/constants.ts';
import type { Measurements } from '../../../domain/lab/measurements.ts';
import { users } from './accounts.ts';
import { ingredients } from './catalogue.ts';
import { id, list, revision, timestamps, tz } from './columns.ts';
import { formulations } from './formulations.ts';

/**
 * Lab batches, their weighed lines, stability studies and their cells, challenge tests (ADR 051). A batch is a
 * record of what was made: it keeps the formulation's name, version, procedure and specification as they were,
 * so deleting the formulation or a raw material later leaves it readable (their ids are then set to null).
 */
export const labBatches = pgTable(
  'lab_batches',
  {
    id: id(),
    batchNumber: text('batch_number').notNull(),
    formulationId: uuid('formulation_id').references(() => formulations.id, { onDelete: 'set null' }),
    formulationName: text('formulation_name').notNull(),
    formulationVersion: integer('formulation_version').notNull(),
    size: numeric('size', { precision: 18, scale: 6 }).notNull(),
    unit: text('unit').notNull(),
    status: text('status').notNull().default('in_progress'),
    phases: jsonb('phases').$type<Phase[]>().notNull().default([]),
    specification: jsonb('specification').$type<Specification>(),
    measurements: jsonb('measurements').$type<Measurements>(),
    measuredAt: tz('measured_at'),
    notes: text('notes'),
    madeBy: uuid('made_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: tz('completed_at'),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('lab_batches_unit_valid', sql`${t.unit} in (${list(TICKET_UNITS)})`),
    check('lab_batches_status_valid', sql`${t.status} in (${list(LAB_BATCH_STATUSES)})`),
    check('lab_batches_size_positive', sql`${t.size} > 0`),
    uniqueIndex('lab_batches_number_unique').on(t.batchNumber),
    index('lab_batches_created_idx').on(t.createdAt),
    index('lab_batches_formulation_idx').on(t.formulationId),
  ],
);

export const labBatchLines = pgTable(
  'lab_batch_lines',
  {
    id: id(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => labBatches.id, { onDelete: 'cascade' }),
    ingredientId: uuid('ingredient_id').references(() => ingredients.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phase: text('phase'),
    position: integer('position').notNull(),
    percent: numeric('percent', { precision: 9, scale: 6 }).notNull(),
    targetWeight: numeric('target_weight', { precision: 18, scale: 6 }).notNull(),
    tolerancePercent: numeric('tolerance_percent', { precision: 5, scale: 2 }).notNull().default('1'),
    actualWeight: numeric('actual_weight', { precision: 18, scale: 6 }),
    lotNumber: text('lot_number'),
    weighedBy: uuid('weighed_by').references(() => users.id, { onDelete: 'set null' }),
    weighedAt: tz('weighed_at'),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: tz('acknowledged_at'),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('lab_batch_lines_weights_nonnegative', sql`${t.targetWeight} >= 0 and ${t.actualWeight} >= 0`),
    check(
      'lab_batch_lines_tolerance_range',
      sql`${t.tolerancePercent} >= 0 and ${t.tolerancePercent} <= 100`,
    ),
    index('lab_batch_lines_batch_idx').on(t.batchId, t.position),
  ],
);

export const stabilityStudies = pgTable(
  'stability_studies',
  {
    id: id(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => labBatches.id, { onDelete: 'cascade' }),
    // Who follows the study: the reminders go to them.
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    conditions: jsonb('conditions').$type<string[]>().notNull(),
    timepoints: jsonb('timepoints').$type<string[]>().notNull(),
    revision: revision(),
    ...timestamps,
  },
  (t) => [index('stability_studies_batch_idx').on(t.batchId)],
);

export const stabilityCells = pgTable(
  'stability_cells',
  {
    id: id(),
    studyId: uuid('study_id')
      .notNull()
      .references(() => stabilityStudies.id, { onDelete: 'cascade' }),
    condition: text('condition').notNull(),
    timepoint: text('timepoint').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    measurements: jsonb('measurements').$type<Measurements>(),
    notes: text('notes'),
    doneAt: tz('done_at'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stability_cells_study_cell_unique').on(t.studyId, t.condition, t.timepoint),
    // The due-time-point query reads the cells not done by date, whatever the number of finished studies.
    index('stability_cells_open_due_idx').on(t.dueDate).where(sql`${t.doneAt} is null`),
  ],
);

export const challengeTests = pgTable(
  'challenge_tests',
  {
    id: id(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => labBatches.id, { onDelete: 'cascade' }),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    laboratory: text('laboratory'),
    results: jsonb('results').$type<Record<OrganismId, LogReductions>>().notNull(),
    notes: text('notes'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    revision: revision(),
    ...timestamps,
  },
  (t) => [index('challenge_tests_batch_idx').on(t.batchId)],
);
