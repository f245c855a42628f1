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
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  QUALITY_GRADES,
  RAW_MATERIAL_CATEGORIES,
  RAW_MATERIAL_UNITS,
} from '../../../domain/raw-material/constants.ts';
import { USED_AS } from '../../../domain/substance/constants.ts';
import { id, list, revision, timestamps, tz } from './columns.ts';

/** The raw-material catalogue: suppliers, ingredients, substances and their compositions (docs/product-rules.md, "Substances and the label"), and the catalogue version the compliance cache reads. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    name: text('name').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    address: text('address'),
    country: text('country'),
    website: text('website'),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0.0'),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    sustainabilityScore: integer('sustainability_score').notNull().default(0),
    leadTimeDays: integer('lead_time_days').notNull().default(0),
    minimumOrderValue: numeric('minimum_order_value', { precision: 14, scale: 2 }).notNull().default('0.00'),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('suppliers_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('suppliers_sustainability_range', sql`${t.sustainabilityScore} between 0 and 100`),
    check('suppliers_lead_time_nonnegative', sql`${t.leadTimeDays} >= 0`),
    check('suppliers_minimum_order_nonnegative', sql`${t.minimumOrderValue} >= 0`),
    index('suppliers_name_idx').on(t.name),
  ],
);

export const ingredients = pgTable(
  'ingredients',
  {
    id: id(),
    name: text('name').notNull(),
    inciName: text('inci_name'),
    description: text('description').notNull(),
    category: text('category').notNull(),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    unitCost: numeric('unit_cost', { precision: 18, scale: 6 }).notNull(),
    unit: text('unit').notNull().default('oz'),
    qualityGrade: text('quality_grade').notNull().default('cosmetic'),
    sustainabilityRating: integer('sustainability_rating').notNull().default(50),
    regulatoryRestrictions: text('regulatory_restrictions').array().notNull().default(sql`'{}'::text[]`),
    allergenInfo: text('allergen_info'),
    shelfLifeMonths: integer('shelf_life_months').notNull().default(24),
    storageConditions: text('storage_conditions'),
    // Footprints per ounce of raw material (docs/product-rules.md, "Sustainability, analytics, exports"); null = no data yet. The ISO 16128 natural origin index
    // belongs to the substances of the composition (docs/product-rules.md, "Substances and the label").
    waterLitersPerOz: numeric('water_liters_per_oz', { precision: 14, scale: 6 }),
    carbonKgPerOz: numeric('carbon_kg_per_oz', { precision: 14, scale: 6 }),
    // g/mL, for pricing volume units by weight (docs/product-rules.md, "Costs and units"); null = not entered, the assumed 1 g/mL.
    density: numeric('density', { precision: 8, scale: 4 }),
    // Perfume whatever its category (ADR 033): everything it carries is part of the label's Parfum.
    declaredAsParfum: boolean('declared_as_parfum').notNull().default(false),
    // A perfume's levels from its IFRA certificate (ADR 063): read whole with the raw material, never queried by
    // category, so one jsonb list.
    ifraLimits: jsonb('ifra_limits')
      .$type<{ category: string; maxPercent: string }[]>()
      .notNull()
      .default([]),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('ingredients_category_valid', sql`${t.category} in (${list(RAW_MATERIAL_CATEGORIES)})`),
    check('ingredients_unit_valid', sql`${t.unit} in (${list(RAW_MATERIAL_UNITS)})`),
    check('ingredients_quality_grade_valid', sql`${t.qualityGrade} in (${list(QUALITY_GRADES)})`),
    check('ingredients_unit_cost_positive', sql`${t.unitCost} > 0`),
    check('ingredients_sustainability_range', sql`${t.sustainabilityRating} between 1 and 100`),
    check('ingredients_shelf_life_range', sql`${t.shelfLifeMonths} between 1 and 120`),
    check('ingredients_water_nonnegative', sql`${t.waterLitersPerOz} >= 0`),
    check('ingredients_carbon_nonnegative', sql`${t.carbonKgPerOz} >= 0`),
    check(
      'ingredients_density_positive',
      sql`${t.density} is null or (${t.density} > 0 and ${t.density} <= 30)`,
    ),
    index('ingredients_name_idx').on(t.name),
    index('ingredients_supplier_idx').on(t.supplierId),
  ],
);

/**
 * The substance catalogue: what regulations and labels speak of. Names are found again by
 * trigram similarity ("did you mean", ADR 035) through GIN indexes on the INCI name and the synonyms that the
 * hand-written part of the migration creates with the pg_trgm extension (src/server/db/migrations-manual/).
 * That part also adds `search_text`, a stored generated column of the INCI name, synonyms, CAS and EC numbers
 * with its trigram index, which the list search reads (ADR 067); it is not declared here, as drizzle-kit would
 * write it before the function it calls exists (raw materials have one too, of the name and INCI text).
 */
export const substances = pgTable(
  'substances',
  {
    id: id(),
    inciName: text('inci_name').notNull(),
    casNumbers: text('cas_numbers').array().notNull().default(sql`'{}'::text[]`),
    ecNumber: text('ec_number'),
    synonyms: text('synonyms').array().notNull().default(sql`'{}'::text[]`),
    functions: text('functions').array().notNull().default(sql`'{}'::text[]`),
    allergen: boolean('allergen').notNull().default(false),
    fragrance: boolean('fragrance').notNull().default(false),
    colourIndex: text('colour_index'),
    nano: boolean('nano').notNull().default(false),
    naturalOriginIndex: numeric('natural_origin_index', { precision: 4, scale: 3 }),
    annexEntry: text('annex_entry'),
    // Created from a name nothing matched (ADR 035): no rule is known to apply until the regulatory staff review it.
    unreviewed: boolean('unreviewed').notNull().default(false),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('substances_inci_name_unique').on(sql`lower(${t.inciName})`),
    // A CAS or EC number typed where a name was expected resolves to its substance (ADR 035).
    index('substances_cas_numbers_idx').using('gin', t.casNumbers),
    index('substances_ec_number_idx').on(t.ecNumber),
    check('substances_natural_origin_range', sql`${t.naturalOriginIndex} between 0 and 1`),
  ],
);

/** "Counts as": retinyl palmitate counts toward retinol x 0.546, and so on (docs/product-rules.md, "Compliance"). */
export const substanceCountsAs = pgTable(
  'substance_counts_as',
  {
    substanceId: uuid('substance_id')
      .notNull()
      .references(() => substances.id, { onDelete: 'cascade' }),
    // Restrict: a substance others count as cannot be deleted from under them.
    targetId: uuid('target_id')
      .notNull()
      .references(() => substances.id, { onDelete: 'restrict' }),
    factor: numeric('factor', { precision: 12, scale: 6 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.substanceId, t.targetId] }),
    check('substance_counts_as_factor_range', sql`${t.factor} > 0 and ${t.factor} <= 10`),
    check('substance_counts_as_not_self', sql`${t.substanceId} <> ${t.targetId}`),
    index('substance_counts_as_target_idx').on(t.targetId),
  ],
);

/** A raw material's composition: exact % or a min-max range per substance (docs/product-rules.md, "Substances and the label"). */
export const ingredientSubstances = pgTable(
  'ingredient_substances',
  {
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    // Restrict: a substance in a composition cannot be deleted (409 naming the raw materials).
    substanceId: uuid('substance_id')
      .notNull()
      .references(() => substances.id, { onDelete: 'restrict' }),
    percent: numeric('percent', { precision: 9, scale: 6 }),
    minPercent: numeric('min_percent', { precision: 9, scale: 6 }),
    maxPercent: numeric('max_percent', { precision: 9, scale: 6 }),
    // What the substance does in this raw material (ADR 034): rules may count only one function of use.
    usedAs: text('used_as').notNull().default('other'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ingredientId, t.substanceId] }),
    check(
      'ingredient_substances_exact_or_range',
      sql`(${t.percent} is not null and ${t.minPercent} is null and ${t.maxPercent} is null and ${t.percent} > 0 and ${t.percent} <= 100)
        or (${t.percent} is null and ${t.minPercent} is not null and ${t.maxPercent} is not null
            and ${t.minPercent} >= 0 and ${t.minPercent} <= ${t.maxPercent} and ${t.maxPercent} > 0 and ${t.maxPercent} <= 100)`,
    ),
    index('ingredient_substances_substance_idx').on(t.substanceId),
    check('ingredient_substances_used_as_valid', sql`${t.usedAs} in (${list(USED_AS)})`),
  ],
);

/**
 * One row counting changes to what the regulatory engine reads (rules, substances, counts-as, compositions),
 * bumped by statement triggers (migration 0010): a formulation save compares it with its in-memory copy of the
 * catalogue instead of reading the catalogue again.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

/** TypeScript data migrations applied after the SQL ones (costs recomputed by the engine, not by SQL). */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  appliedAt: tz('applied_at').notNull().defaultNow(),
});
