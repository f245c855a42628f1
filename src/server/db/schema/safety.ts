import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CAUSALITIES, EFFECT_SEVERITIES, POD_ROUTES, POD_TYPES } from '../../../domain/safety/constants.ts';
import { users } from './accounts.ts';
import { substances } from './catalogue.ts';
import { id, list, revision, timestamps, tz } from './columns.ts';
import { formulations } from './formulations.ts';

/**
 * The safety assessment (CPSR, Reg. 1223/2009 Annex I; ADR 052): each substance's toxicological profile, the
 * assessor's signed conclusions and the undesirable effects reported for a formulation.
 */
export const toxicologyProfiles = pgTable(
  'toxicology_profiles',
  {
    // One profile per substance: the substance's id is the profile's.
    substanceId: uuid('substance_id')
      .primaryKey()
      .references(() => substances.id, { onDelete: 'cascade' }),
    // mg/kg bw/day; null: no point of departure on file (data missing).
    pointOfDeparture: numeric('point_of_departure', { precision: 18, scale: 6 }),
    podType: text('pod_type'),
    route: text('route'),
    source: text('source'),
    sourceDate: date('source_date', { mode: 'string' }),
    // %; null: not measured, the SCCS default applies.
    dermalAbsorption: numeric('dermal_absorption', { precision: 7, scale: 4 }),
    cmr: boolean('cmr').notNull().default(false),
    sensitiser: boolean('sensitiser').notNull().default(false),
    threshold: numeric('threshold', { precision: 9, scale: 2 }),
    thresholdReason: text('threshold_reason'),
    note: text('note'),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check(
      'toxicology_profiles_pod_type_valid',
      sql`${t.podType} is null or ${t.podType} in (${list(POD_TYPES)})`,
    ),
    check('toxicology_profiles_route_valid', sql`${t.route} is null or ${t.route} in (${list(POD_ROUTES)})`),
    check(
      'toxicology_profiles_pod_positive',
      sql`${t.pointOfDeparture} is null or ${t.pointOfDeparture} > 0`,
    ),
    check(
      'toxicology_profiles_absorption_range',
      sql`${t.dermalAbsorption} is null or (${t.dermalAbsorption} >= 0 and ${t.dermalAbsorption} <= 100)`,
    ),
    check('toxicology_profiles_threshold_positive', sql`${t.threshold} is null or ${t.threshold} > 0`),
  ],
);

/**
 * The assessor's conclusions (CPSR Part B), each electronically signed: who, when, what the signature means and
 * the SHA-256 of the version's content it covers. Rows are never updated (a trigger refuses it); a new
 * conclusion is a new row.
 */
export const safetyConclusions = pgTable(
  'safety_conclusions',
  {
    id: id(),
    formulationId: uuid('formulation_id')
      .notNull()
      .references(() => formulations.id, { onDelete: 'cascade' }),
    conclusion: text('conclusion').notNull(),
    warnings: text('warnings'),
    reasoning: text('reasoning').notNull(),
    assessorName: text('assessor_name').notNull(),
    assessorQualification: text('assessor_qualification').notNull(),
    acceptsFindings: boolean('accepts_findings').notNull().default(false),
    justification: text('justification'),
    // The substances whose findings it accepts (ids), open when it was signed.
    acceptedSubstances: jsonb('accepted_substances').$type<string[]>().notNull().default([]),
    signedBy: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
    // The signer's name as it was when signing: kept if the account is renamed or removed.
    signerName: text('signer_name').notNull(),
    signedAt: tz('signed_at').notNull().defaultNow(),
    meaning: text('meaning').notNull(),
    contentHash: text('content_hash').notNull(),
  },
  (t) => [
    check('safety_conclusions_justified', sql`not ${t.acceptsFindings} or ${t.justification} is not null`),
    check('safety_conclusions_hash_format', sql`${t.contentHash} ~ '^[0-9a-f]{64}$'`),
    index('safety_conclusions_formulation_idx').on(t.formulationId, t.signedAt),
    index('safety_conclusions_signed_by_idx').on(t.signedBy),
  ],
);

/** Undesirable effects reported for a formulation (cosmetovigilance; US MoCRA deadlines for serious ones). */
export const undesirableEffects = pgTable(
  'undesirable_effects',
  {
    id: id(),
    formulationId: uuid('formulation_id')
      .notNull()
      .references(() => formulations.id, { onDelete: 'cascade' }),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    bodyArea: text('body_area').notNull(),
    severity: text('severity').notNull(),
    serious: boolean('serious').notNull().default(false),
    causality: text('causality').notNull(),
    followUp: text('follow_up'),
    reportDeadline: date('report_deadline', { mode: 'string' }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('undesirable_effects_severity_valid', sql`${t.severity} in (${list(EFFECT_SEVERITIES)})`),
    check('undesirable_effects_causality_valid', sql`${t.causality} in (${list(CAUSALITIES)})`),
    check('undesirable_effects_deadline_if_serious', sql`${t.serious} = (${t.reportDeadline} is not null)`),
    index('undesirable_effects_formulation_idx').on(t.formulationId, t.occurredOn),
    index('undesirable_effects_reported_by_idx').on(t.reportedBy),
  ],
);
