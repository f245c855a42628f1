import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** `'a','b'` for a CHECK ... IN (...) built from the domain's value lists. */
function list(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

import { ISSUE_STATUSES, RULE_EXPOSURES, RULE_TYPES, SEVERITIES } from '../../domain/compliance/constants.ts';
import { EXPORT_FORMATS, EXPORT_STATUSES } from '../../domain/export/constants.ts';
import {
  APPLICATION_AREAS,
  EXPOSURES,
  FORMULATION_STATUSES,
  PRODUCT_TYPES,
  SKIN_TYPES,
} from '../../domain/formulation/constants.ts';
import {
  INGREDIENT_CATEGORIES,
  INGREDIENT_UNITS,
  QUALITY_GRADES,
} from '../../domain/ingredient/constants.ts';
import { SCENARIO_STATUSES, SCENARIO_TYPES } from '../../domain/scenario/constants.ts';

const id = () => uuid('id').primaryKey().defaultRandom();
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const timestamps = {
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
};
/** Optimistic concurrency: every update sends the revision it read (DESIGN §3). */
const revision = () => integer('revision').notNull().default(1);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    // Free text on purpose: an unknown role value reads as "User" with viewer rights (spec).
    role: text('role').notNull().default('viewer'),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    company: text('company'),
    bio: text('bio'),
    lastActiveAt: tz('last_active_at'),
    passwordChangedAt: tz('password_changed_at'),
    // Two-factor sign-in (RFC 6238): the base32 secret while enrolling or enrolled; on once enabled_at is set.
    totpSecret: text('totp_secret'),
    totpEnabledAt: tz('totp_enabled_at'),
    // The last time step a code was accepted for: a code is never accepted twice (no replay).
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    // Single sign-on: the provider's subject, linked at the first sign-on by verified e-mail.
    oidcSubject: text('oidc_subject'),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_unique').on(t.oidcSubject),
  ],
);

/** Ten single-use recovery codes per user with two-factor sign-in; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Browsers a user has signed in from (a long-lived random cookie, hashed): a new one raises a sign-in alert. */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idHash: text('id_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: tz('created_at').notNull().defaultNow(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_devices_user_device_unique').on(t.userId, t.idHash)],
);

/** A user's own in-app notices (sign-in alerts, security changes), shown in the header's notifications. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: tz('read_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Fixed-window request counters shared by every instance (sign-up, invitations, exports; ADR 011): one row per
 * key, reset when its window ends.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tz('reset_at').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    // Only the SHA-256 of the cookie's random id is stored.
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    // active: signed in. two_factor: the password was right, the code is still due. enrol: an administrator who
    // must set up two-factor sign-in first. Only an active session reaches the API (issue 13).
    stage: text('stage').notNull().default('active'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    check('sessions_stage_valid', sql`${t.stage} in ('active', 'two_factor', 'enrol')`),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    // success | failure | locked | rate_limited | unlock: lockouts are computed from the failures per
    // (e-mail, address) since the pair's last success or the account's last unlock by an admin (ADR 011).
    outcome: text('outcome').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_email_ip_idx').on(t.email, t.ip, t.createdAt),
    check(
      'login_attempts_outcome_valid',
      sql`${t.outcome} in ('success', 'failure', 'locked', 'rate_limited', 'unlock')`,
    ),
  ],
);

export const systemSettings = pgTable(
  'system_settings',
  {
    id: integer('id').primaryKey().default(1),
    data: jsonb('data').notNull(),
    revision: revision(),
    ...timestamps,
  },
  (t) => [check('system_settings_single_row', sql`${t.id} = 1`)],
);

export const accountSettings = pgTable('account_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  revision: revision(),
  ...timestamps,
});

export const themes = pgTable(
  'themes',
  {
    id: id(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isTemplate: boolean('is_template').notNull().default(false),
    colorPalette: jsonb('color_palette').notNull(),
    typography: jsonb('typography').notNull(),
    layout: jsonb('layout').notNull(),
    brandElements: jsonb('brand_elements').notNull(),
    revision: revision(),
    ...timestamps,
  },
  (t) => [uniqueIndex('themes_one_active').on(t.isActive).where(sql`${t.isActive}`)],
);

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
    // Footprints per ounce of ingredient (DESIGN §11); null = no data yet. The ISO 16128 natural origin index
    // belongs to the substances of the composition (DESIGN §4a).
    waterLitersPerOz: numeric('water_liters_per_oz', { precision: 14, scale: 6 }),
    carbonKgPerOz: numeric('carbon_kg_per_oz', { precision: 14, scale: 6 }),
    // g/mL, for pricing volume units by weight (DESIGN §4); null = not entered, the assumed 1 g/mL.
    density: numeric('density', { precision: 8, scale: 4 }),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('ingredients_category_valid', sql`${t.category} in (${list(INGREDIENT_CATEGORIES)})`),
    check('ingredients_unit_valid', sql`${t.unit} in (${list(INGREDIENT_UNITS)})`),
    check('ingredients_quality_grade_valid', sql`${t.qualityGrade} in (${list(QUALITY_GRADES)})`),
    check('ingredients_unit_cost_positive', sql`${t.unitCost} >= 0.01`),
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

/** The substance catalogue (DESIGN §4a): what regulations and labels speak of. */
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
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('substances_inci_name_unique').on(sql`lower(${t.inciName})`),
    check('substances_natural_origin_range', sql`${t.naturalOriginIndex} between 0 and 1`),
  ],
);

/** "Counts as": retinyl palmitate counts toward retinol x 0.546, and so on (DESIGN §9). */
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

/** A raw material's composition: exact % or a min-max range per substance (DESIGN §4a). */
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

export const formulations = pgTable(
  'formulations',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    productType: text('product_type').notNull(),
    targetSkinType: text('target_skin_type'),
    status: text('status').notNull().default('draft'),
    // Where and how it is used (DESIGN §9): what the rules' conditions of use are read against.
    applicationArea: text('application_area').notNull().default('face'),
    exposure: text('exposure').notNull().default('leave_on'),
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
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('formulations_product_type_valid', sql`${t.productType} in (${list(PRODUCT_TYPES)})`),
    check(
      'formulations_skin_type_valid',
      sql`${t.targetSkinType} is null or ${t.targetSkinType} in (${list(SKIN_TYPES)})`,
    ),
    check('formulations_status_valid', sql`${t.status} in (${list(FORMULATION_STATUSES)})`),
    check('formulations_application_area_valid', sql`${t.applicationArea} in (${list(APPLICATION_AREAS)})`),
    check('formulations_exposure_valid', sql`${t.exposure} in (${list(EXPOSURES)})`),
    check('formulations_batch_size_min', sql`${t.batchSize} >= 1`),
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
 * Running totals of the formulations table for the dashboard and cost analysis (issue 15: flat aggregates), kept
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
    // Restrict: an ingredient in use cannot be deleted (409 naming the formulations).
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'restrict' }),
    ounces: numeric('ounces', { precision: 18, scale: 6 }).notNull(),
    cost: numeric('cost', { precision: 18, scale: 6 }).notNull().default('0'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('formulation_ingredients_ounces_min', sql`${t.ounces} >= 0.01`),
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

export const regulatoryRules = pgTable(
  'regulatory_rules',
  {
    id: id(),
    name: text('name').notNull(),
    ruleType: text('rule_type').notNull(),
    // The substance it regulates (DESIGN §9), never a name matched as text; null for missing_inci.
    substanceId: uuid('substance_id').references(() => substances.id, { onDelete: 'restrict' }),
    maxPercent: numeric('max_percent', { precision: 9, scale: 4 }),
    productTypes: text('product_types').array(),
    applicationAreas: text('application_areas').array(),
    exposure: text('exposure').notNull().default('all'),
    region: text('region').notNull().default('EU'),
    severity: text('severity').notNull().default('high'),
    annexEntry: text('annex_entry'),
    reference: text('reference'),
    warningText: text('warning_text'),
    appliesFrom: date('applies_from', { mode: 'string' }),
    placingBanFrom: date('placing_ban_from', { mode: 'string' }),
    makingAvailableBanFrom: date('making_available_ban_from', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('regulatory_rules_type_valid', sql`${t.ruleType} in (${list(RULE_TYPES)})`),
    check(
      'regulatory_rules_substance_given',
      sql`(${t.ruleType} = 'missing_inci') = (${t.substanceId} is null)`,
    ),
    check('regulatory_rules_exposure_valid', sql`${t.exposure} in (${list(RULE_EXPOSURES)})`),
    index('regulatory_rules_substance_idx').on(t.substanceId),
    check('regulatory_rules_severity_valid', sql`${t.severity} in (${list(SEVERITIES)})`),
    check('regulatory_rules_max_percent_range', sql`${t.maxPercent} is null or ${t.maxPercent} >= 0`),
  ],
);

export const complianceIssues = pgTable(
  'compliance_issues',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    severity: text('severity').notNull(),
    status: text('status').notNull().default('open'),
    region: text('region'),
    dueDate: date('due_date', { mode: 'string' }),
    formulationId: uuid('formulation_id').references(() => formulations.id, { onDelete: 'set null' }),
    ingredientId: uuid('ingredient_id').references(() => ingredients.id, { onDelete: 'set null' }),
    ruleId: uuid('rule_id').references(() => regulatoryRules.id, { onDelete: 'set null' }),
    // Automated alerts carry a key (rule + formulation + ingredient) so one violation opens one alert.
    autoKey: text('auto_key'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    statusChangedAt: tz('status_changed_at'),
    resolvedAt: tz('resolved_at'),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('compliance_issues_severity_valid', sql`${t.severity} in (${list(SEVERITIES)})`),
    check('compliance_issues_status_valid', sql`${t.status} in (${list(ISSUE_STATUSES)})`),
    uniqueIndex('compliance_issues_open_auto_key')
      .on(t.autoKey)
      .where(sql`${t.autoKey} is not null and ${t.status} <> 'resolved'`),
    // The compliance screen's pages: newest first, the id breaking ties (one run of checks opens many alerts
    // in the same instant), with or without a status; a severity filter walks the unfiltered order.
    index('compliance_issues_status_idx').on(t.status, t.createdAt, t.id),
    index('compliance_issues_created_idx').on(t.createdAt, t.id),
    // Every save checks its formulation's open alerts, and deleting a formulation, ingredient or rule sets
    // these to null: without them both scan every alert.
    index('compliance_issues_formulation_idx').on(t.formulationId),
    index('compliance_issues_ingredient_idx').on(t.ingredientId),
    index('compliance_issues_rule_idx').on(t.ruleId),
    // The dashboard's Compliance Alerts card: the first open alerts by severity, newest first, read from the top of
    // this index instead of sorting every open alert (the expression is the repository's severity rank).
    index('compliance_issues_open_rank_idx')
      .on(
        sql`(case ${t.severity} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end)`,
        t.createdAt.desc().nullsFirst(),
      )
      .where(sql`${t.status} = 'open'`),
  ],
);

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
    templates: text('templates').array().notNull(),
    format: text('format').notNull(),
    dateRange: text('date_range').notNull(),
    status: text('status').notNull().default('pending'),
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

/** The live-event feed (DESIGN §7): ids come from here so a reconnecting stream can replay. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    entityId: text('entity_id'),
    // Null: for everyone allowed to read the type; otherwise only this user's stream receives it.
    userId: uuid('user_id'),
    // The record's owner: such an event goes to the owner and to administrators only (issue 13).
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

/**
 * A one-time link an administrator gives a new user to set their own password: only the SHA-256 of the
 * token is kept; it expires and is marked used once accepted.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    index('invitations_user_idx').on(t.userId),
  ],
);

/**
 * API tokens (issue 16, ADR 018): only the SHA-256 of a token is kept. A personal token acts as its owner; a
 * service token carries the role an administrator gave it and is owned by that administrator (it stops working
 * when the owner is no longer one).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    access: text('access').notNull(),
    role: text('role'),
    expiresAt: tz('expires_at').notNull(),
    lastUsedAt: tz('last_used_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('api_tokens_hash_unique').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
    check('api_tokens_kind_check', sql`${t.kind} in ('personal', 'service')`),
    check('api_tokens_access_check', sql`${t.access} in ('read', 'write')`),
    check('api_tokens_role_check', sql`(${t.kind} = 'service') = (${t.role} is not null)`),
  ],
);

/** Where changes are pushed (issue 16, ADR 019). The secret signs deliveries, so it is kept as given. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  revision: revision(),
  ...timestamps,
});

/**
 * The outbox: one row per endpoint and change, written in the transaction of the change (so a crash loses none
 * and a rolled-back change sends nothing), sent after commit by the dispatcher.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').defaultNow(),
    lockedUntil: tz('locked_until'),
    ...timestamps,
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** Every attempt of a delivery and the receiver's answer, for the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: tz('attempted_at').notNull().defaultNow(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    responseBody: text('response_body'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);
