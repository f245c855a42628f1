import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_AREAS,
  EXPOSURES,
  FORMULATION_STATUSES,
  PRODUCT_TYPES,
  SKIN_TYPES,
} from '../../../domain/formulation/constants.ts';
import { ENTRY_MODES, type EntryMode } from '../../../domain/formulation/formulation-entry.ts';
import type { Phase } from '../../../domain/formulation/procedure.ts';
import type { Specification } from '../../../domain/formulation/specification.ts';
import { IFRA_CATEGORIES } from '../../../domain/ifra/ifra.ts';
import { MARKET_CODES } from '../../../domain/market/constants.ts';
import { EXPOSURE_CATEGORY_IDS } from '../../../domain/safety/exposure-categories.ts';
import { users } from './accounts.ts';
import { ingredients } from './catalogue.ts';
import { id, list, revision, timestamps, tz } from './columns.ts';

/** Formulations, their lines and status history (docs/product-rules.md, "Records"). */
export const formulations = pgTable(
  'formulations',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    productType: text('product_type').notNull(),
    targetSkinType: text('target_skin_type'),
    status: text('status').notNull().default('draft'),
    // Where and how it is used (docs/product-rules.md, "Compliance"): what the rules' conditions of use are read against.
    applicationArea: text('application_area').notNull().default('face'),
    exposure: text('exposure').notNull().default('leave_on'),
    // The SCCS exposure category the safety assessment reads (ADR 052), defaulted from the two above.
    exposureCategory: text('exposure_category').notNull().default('face_cream'),
    // The IFRA product category (ADR 063): which certificate level of each perfume raw material applies.
    ifraCategory: text('ifra_category').notNull().default('5B'),
    // The markets it is placed on (ADR 058): each one's rule library checks it.
    markets: text('markets').array().notNull().default(sql`'{EU}'::text[]`),
    // Units sold a year: what a reformulation's cost change per unit comes to per year (ADR 059).
    yearlyVolume: integer('yearly_volume').notNull().default(10000),
    batchSize: numeric('batch_size', { precision: 18, scale: 6 }).notNull().default('1000'),
    unitSize: numeric('unit_size', { precision: 18, scale: 6 }).notNull().default('50'),
    version: integer('version').notNull().default(1),
    // Versions of one product share a lineage (the first version's id); parent is the version it was copied from.
    lineageId: uuid('lineage_id').notNull(),
    parentId: uuid('parent_id'),
    totalCost: numeric('total_cost', { precision: 18, scale: 4 }).notNull().default('0'),
    costPerUnit: numeric('cost_per_unit', { precision: 18, scale: 4 }).notNull().default('0'),
    targetMargin: numeric('target_margin', { precision: 5, scale: 2 }).notNull().default('60'),
    // Cost per unit / (1 - margin), from the unrounded cost per unit and rounded once, to the cent it is shown at.
    suggestedUnitPrice: numeric('suggested_unit_price', { precision: 18, scale: 2 }).notNull().default('0'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // The version's procedure and specification (ADR 049): read and written whole with the version, never
    // queried across formulations, so one jsonb value each, written by the save's one statement at no extra cost.
    entryMode: text('entry_mode').$type<EntryMode>().notNull().default('ounces'),
    phases: jsonb('phases').$type<Phase[]>().notNull().default([]),
    specification: jsonb('specification').$type<Specification>(),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('formulations_entry_mode_valid', sql`${t.entryMode} in (${list(ENTRY_MODES)})`),
    check('formulations_phases_array', sql`jsonb_typeof(${t.phases}) = 'array'`),
    check('formulations_product_type_valid', sql`${t.productType} in (${list(PRODUCT_TYPES)})`),
    check(
      'formulations_skin_type_valid',
      sql`${t.targetSkinType} is null or ${t.targetSkinType} in (${list(SKIN_TYPES)})`,
    ),
    check('formulations_status_valid', sql`${t.status} in (${list(FORMULATION_STATUSES)})`),
    check('formulations_application_area_valid', sql`${t.applicationArea} in (${list(APPLICATION_AREAS)})`),
    check('formulations_exposure_valid', sql`${t.exposure} in (${list(EXPOSURES)})`),
    check(
      'formulations_exposure_category_valid',
      sql`${t.exposureCategory} in (${list(EXPOSURE_CATEGORY_IDS)})`,
    ),
    check('formulations_ifra_category_valid', sql`${t.ifraCategory} in (${list(IFRA_CATEGORIES)})`),
    check('formulations_batch_size_min', sql`${t.batchSize} >= 1`),
    check(
      'formulations_markets_valid',
      sql`cardinality(${t.markets}) >= 1 and ${t.markets} <@ array[${list(MARKET_CODES)}]::text[]`,
    ),
    check('formulations_yearly_volume_range', sql`${t.yearlyVolume} >= 0`),
    check('formulations_unit_size_min', sql`${t.unitSize} >= 1`),
    check('formulations_version_positive', sql`${t.version} >= 1`),
    check('formulations_costs_nonnegative', sql`${t.totalCost} >= 0 and ${t.costPerUnit} >= 0`),
    check('formulations_margin_range', sql`${t.targetMargin} >= 0 and ${t.targetMargin} <= 95`),
    index('formulations_created_idx').on(t.createdAt),
    index('formulations_status_idx').on(t.status),
    // The dashboard's "Highest Cost" and the list's dearest-first page read the top of this index instead of
    // sorting every formulation (DESC is NULLS FIRST, as their ORDER BY, so the planner can use it).
    index('formulations_cost_per_unit_idx').on(t.costPerUnit.desc().nullsFirst(), t.createdAt, t.id),
    uniqueIndex('formulations_lineage_version_unique').on(t.lineageId, t.version),
  ],
);

/**
 * Running totals of the formulations table for the dashboard and cost analysis (flat aggregates), kept
 * by statement-level triggers in shards chosen by the writing connection (pg_backend_pid() % 64), so concurrent
 * writers do not queue on one row; a read sums at most 64 rows, whatever the number of formulations.
 */
export const formulationTotals = pgTable('formulation_totals', {
  shard: integer('shard').primaryKey(),
  formulations: bigint('formulations', { mode: 'number' }).notNull().default(0),
  active: bigint('active', { mode: 'number' }).notNull().default(0),
  sumCostPerUnit: numeric('sum_cost_per_unit').notNull().default('0'),
  sumTotalCost: numeric('sum_total_cost').notNull().default('0'),
});

export const formulationIngredients = pgTable(
  'formulation_ingredients',
  {
    id: id(),
    formulationId: uuid('formulation_id')
      .notNull()
      .references(() => formulations.id, { onDelete: 'cascade' }),
    // Restrict: a raw material in use cannot be deleted (409 naming the formulations).
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'restrict' }),
    ounces: numeric('ounces', { precision: 18, scale: 6 }).notNull(),
    cost: numeric('cost', { precision: 18, scale: 6 }).notNull().default('0'),
    position: integer('position').notNull().default(0),
    // The phase's code (ADR 049); percent as entered when the version is entered in % w/w; the q.s. line.
    phase: text('phase'),
    percent: numeric('percent', { precision: 9, scale: 6 }),
    qs: boolean('qs').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The spec's 0.01 oz minimum is the rule of ounce entry (the schema's); a line entered in % may be smaller.
    check('formulation_ingredients_ounces_positive', sql`${t.ounces} > 0`),
    check(
      'formulation_ingredients_percent_range',
      sql`${t.percent} is null or (${t.percent} > 0 and ${t.percent} <= 100)`,
    ),
    check('formulation_ingredients_phase_code', sql`${t.phase} is null or ${t.phase} ~ '^[A-Z]$'`),
    check('formulation_ingredients_cost_nonnegative', sql`${t.cost} >= 0`),
    index('formulation_ingredients_formulation_idx').on(t.formulationId, t.position),
    index('formulation_ingredients_ingredient_idx').on(t.ingredientId),
  ],
);

export const formulationStatusHistory = pgTable(
  'formulation_status_history',
  {
    id: id(),
    formulationId: uuid('formulation_id')
      .notNull()
      .references(() => formulations.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: tz('changed_at').notNull().defaultNow(),
  },
  (t) => [
    check('status_history_to_valid', sql`${t.toStatus} in (${list(FORMULATION_STATUSES)})`),
    index('status_history_formulation_idx').on(t.formulationId, t.changedAt),
  ],
);
