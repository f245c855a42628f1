import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PROPOSAL_ENTITY_TYPES,
  PROPOSAL_STATUSES,
} from '../../../domain/change-proposal/change-proposal-schema.ts';
import type { ProposedChange } from '../../../domain/change-proposal/proposed-change.ts';
import {
  ISSUE_STATUSES,
  RULE_EXPOSURES,
  RULE_TYPES,
  type RuleType,
  SEVERITIES,
} from '../../../domain/compliance/constants.ts';
import { MARKET_CODES } from '../../../domain/market/constants.ts';
import { USED_AS } from '../../../domain/substance/constants.ts';
import { users } from './accounts.ts';
import { ingredients, substances } from './catalogue.ts';
import { id, list, revision, timestamps, tz } from './columns.ts';
import { formulations } from './formulations.ts';
import { regulatoryDatasets } from './regulatory-datasets.ts';

/** Regulatory rules and compliance issues (docs/product-rules.md, "Compliance"). */
export const regulatoryRules = pgTable(
  'regulatory_rules',
  {
    id: id(),
    name: text('name').notNull(),
    ruleType: text('rule_type').$type<RuleType>().notNull(),
    // The substance it regulates (docs/product-rules.md, "Compliance"), never a name matched as text; null for missing_inci.
    substanceId: uuid('substance_id').references(() => substances.id, { onDelete: 'restrict' }),
    maxPercent: numeric('max_percent', { precision: 9, scale: 4 }),
    productTypes: text('product_types').array(),
    applicationAreas: text('application_areas').array(),
    exposure: text('exposure').notNull().default('all'),
    // Counts only the substance used with this function (ADR 034); null: whatever it does.
    usedAs: text('used_as'),
    // The market whose library it belongs to (ADR 058): it applies only to formulations targeting it.
    // A CHECK over the fixed codes rather than a foreign key: the markets' rows are seeded after the column is
    // added, and every code has its row (markets.ts).
    market: text('market').notNull().default('EU'),
    severity: text('severity').notNull().default('high'),
    annexEntry: text('annex_entry'),
    reference: text('reference'),
    warningText: text('warning_text'),
    // The warning applies only above this % w/w; null: whenever the substance is present.
    thresholdPercent: numeric('threshold_percent', { precision: 9, scale: 4 }),
    appliesFrom: date('applies_from', { mode: 'string' }),
    placingBanFrom: date('placing_ban_from', { mode: 'string' }),
    makingAvailableBanFrom: date('making_available_ban_from', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    // Imported from a CosIng annex export (ADR 055): the dataset, the annex entry it came from (reference number
    // and occurrence, the key a re-import diffs by), the entry's CMR column and update date, and the legal text
    // verbatim beside the structure. Null for rules typed in by hand.
    sourceDatasetId: uuid('source_dataset_id').references(() => regulatoryDatasets.id, {
      onDelete: 'set null',
    }),
    sourceAnnex: text('source_annex'),
    sourceReference: text('source_reference'),
    sourceEntryKey: text('source_entry_key'),
    regulation: text('regulation'),
    cmr: text('cmr'),
    sourceUpdateDate: date('source_update_date', { mode: 'string' }),
    calculatedAs: text('calculated_as'),
    legalText: jsonb('legal_text').$type<Record<string, string>>(),
    // The parser was unsure of the structure (ADR 046): present in a formulation, the rule raises a "review the
    // rule" finding instead of a verdict, until the regulatory role completes it in the rule form.
    needsReview: boolean('needs_review').notNull().default(false),
    reviewReasons: text('review_reasons').array(),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('regulatory_rules_type_valid', sql`${t.ruleType} in (${list(RULE_TYPES)})`),
    // Missing INCI looks at no substance, a positive list at every substance used with its function.
    check(
      'regulatory_rules_substance_given',
      sql`(${t.ruleType} in ('missing_inci', 'positive_list')) = (${t.substanceId} is null)`,
    ),
    check(
      'regulatory_rules_positive_list_used_as',
      sql`${t.ruleType} <> 'positive_list' or ${t.usedAs} is not null`,
    ),
    index('regulatory_rules_source_idx').on(t.sourceAnnex, t.sourceEntryKey),
    check('regulatory_rules_exposure_valid', sql`${t.exposure} in (${list(RULE_EXPOSURES)})`),
    index('regulatory_rules_substance_idx').on(t.substanceId),
    index('regulatory_rules_market_idx').on(t.market),
    check('regulatory_rules_market_valid', sql`${t.market} in (${list(MARKET_CODES)})`),
    check('regulatory_rules_severity_valid', sql`${t.severity} in (${list(SEVERITIES)})`),
    check('regulatory_rules_max_percent_range', sql`${t.maxPercent} is null or ${t.maxPercent} >= 0`),
    check('regulatory_rules_used_as_valid', sql`${t.usedAs} is null or ${t.usedAs} in (${list(USED_AS)})`),
    check(
      'regulatory_rules_threshold_range',
      sql`${t.thresholdPercent} is null or (${t.thresholdPercent} >= 0 and ${t.thresholdPercent} <= 100)`,
    ),
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
    // Automated alerts carry a key (rule + formulation + raw material) so one violation opens one alert.
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
    // Every save checks its formulation's open alerts, and deleting a formulation, raw material or rule sets
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

/**
 * Proposed changes to master data that changes compliance (ADR 037): made by someone who may edit the record but
 * not those fields, applied when the regulatory role approves. The record is named by type and id (no foreign
 * key: the entity types live in several tables); its service deletes them with the record.
 */
export const changeProposals = pgTable(
  'change_proposals',
  {
    id: id(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    entityName: text('entity_name').notNull(),
    changes: jsonb('changes').$type<ProposedChange[]>().notNull(),
    status: text('status').notNull().default('pending'),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    proposedAt: tz('proposed_at').notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tz('decided_at'),
    decisionNote: text('decision_note'),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    check('change_proposals_entity_type_valid', sql`${t.entityType} in (${list(PROPOSAL_ENTITY_TYPES)})`),
    check('change_proposals_status_valid', sql`${t.status} in (${list(PROPOSAL_STATUSES)})`),
    index('change_proposals_entity_idx').on(t.entityType, t.entityId),
    index('change_proposals_status_idx').on(t.status, t.proposedAt),
  ],
);
