import { z } from 'zod';
import { dateTimeText, decimalText } from '../common/api-text.ts';
import { INT4_MAX, numberField, REVISION_RANGE } from '../common/numeric-input.ts';
import { APPLICATION_AREAS, PRODUCT_TYPES } from '../formulation/constants.ts';
import { DEFAULT_MARKET, MARKET_CODES } from '../market/constants.ts';
import { USED_AS } from '../substance/constants.ts';
import { RULE_EXPOSURES, RULE_TYPES, SEVERITIES } from './constants.ts';

export { RULE_EXPOSURE_LABELS, RULE_TYPE_LABELS } from './rule-labels.ts';

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

// An empty field is "no percentage"; anything else must be a number from 0 to 100.
const maxPercent = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    numberField({ message: 'Maximum % must be a number from 0 to 100', min: 0, max: 100 }).nullish(),
  )
  .transform((value) => value ?? null);

// The level above which a warning applies; empty is "whenever the substance is present".
const thresholdPercent = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    numberField({
      message: 'Warning threshold % must be a number from 0 to 100',
      min: 0,
      max: 100,
    }).nullish(),
  )
  .transform((value) => value ?? null);

/** A calendar day (YYYY-MM-DD) that exists, or empty for none. */
const day = (message: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string({ error: message })
        // One check, so a malformed day gets the message once (a regex and a refine would both fail).
        .refine(
          (value) =>
            /^\d{4}-\d{2}-\d{2}$/.test(value) &&
            !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
            new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
          message,
        )
        .nullish(),
    )
    .transform((value) => value ?? null);

const list = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .max(values.length, message)
    .nullish()
    .transform((items) => (items?.length ? [...new Set(items)] : null));

/** The rule library's form and API body (docs/product-rules.md, "Compliance"); the same schema validates on the server. */
export const ruleInputSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(200, 'Name must be at most 200 characters'),
    ruleType: z.enum(RULE_TYPES, { error: 'Rule type is required' }),
    substanceId: z
      .union([z.guid({ error: 'Substance not found' }), z.literal('')], { error: 'Substance not found' })
      .nullish()
      .transform((value) => value || null),
    maxPercent,
    productTypes: list(PRODUCT_TYPES, 'Unknown product type'),
    applicationAreas: list(APPLICATION_AREAS, 'Unknown application area'),
    exposure: z.enum(RULE_EXPOSURES, { error: 'Exposure must be all, leave-on or rinse-off' }).default('all'),
    // The function of use it counts (ADR 034); empty counts the substance whatever it does.
    usedAs: z
      .union([z.enum(USED_AS), z.literal('')], {
        error: 'Used as must be UV filter, preservative, colourant, perfume or other',
      })
      .nullish()
      .transform((value) => value || null),
    // The one market whose library it belongs to (ADR 058): it applies only to formulations targeting it.
    market: z
      .enum(MARKET_CODES, { error: `Market must be one of ${MARKET_CODES.join(', ')}` })
      .default(DEFAULT_MARKET),
    severity: z.enum(SEVERITIES, { error: 'Severity is required' }),
    annexEntry: text(100, 'Annex entry must be at most 100 characters'),
    reference: text(500, 'Reference must be at most 500 characters'),
    warningText: text(1000, 'Warning text must be at most 1000 characters'),
    thresholdPercent,
    appliesFrom: day('Applies from must be a date'),
    placingBanFrom: day('No placing on the market from must be a date'),
    makingAvailableBanFrom: day('No making available from must be a date'),
    isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
    revision: z.int().min(0).max(INT4_MAX, REVISION_RANGE).optional(),
  })
  .superRefine((rule, ctx) => {
    const listsNoSubstance = rule.ruleType === 'missing_inci' || rule.ruleType === 'positive_list';
    if (!listsNoSubstance && !rule.substanceId)
      ctx.addIssue({ code: 'custom', path: ['substanceId'], message: 'Substance is required' });
    if (rule.ruleType === 'positive_list' && !rule.usedAs)
      ctx.addIssue({
        code: 'custom',
        path: ['usedAs'],
        message: 'A positive list needs the function it lists (used as)',
      });
    if (rule.ruleType === 'max_concentration' && rule.maxPercent === null)
      ctx.addIssue({
        code: 'custom',
        path: ['maxPercent'],
        message: 'Maximum % is required for a concentration limit',
      });
    if (rule.ruleType === 'mandatory_warning' && !rule.warningText)
      ctx.addIssue({
        code: 'custom',
        path: ['warningText'],
        message: 'Warning text is required for a warning',
      });
    if (
      rule.ruleType === 'conditional' &&
      !rule.productTypes &&
      !rule.applicationAreas &&
      rule.exposure === 'all'
    )
      ctx.addIssue({
        code: 'custom',
        path: ['applicationAreas'],
        message: 'Give at least one condition where the substance is allowed',
      });
    if (
      rule.placingBanFrom &&
      rule.makingAvailableBanFrom &&
      rule.makingAvailableBanFrom < rule.placingBanFrom
    )
      ctx.addIssue({
        code: 'custom',
        path: ['makingAvailableBanFrom'],
        message: 'No making available from must not be before no placing on the market from',
      });
  })
  .transform((rule) => ({
    ...rule,
    // A missing-INCI rule looks at no substance; limits, conditions and label thresholds carry a percentage.
    substanceId: ['missing_inci', 'positive_list'].includes(rule.ruleType) ? null : rule.substanceId,
    maxPercent: ['max_concentration', 'conditional', 'allergen_label'].includes(rule.ruleType)
      ? rule.maxPercent
      : null,
    usedAs: rule.ruleType === 'missing_inci' ? null : rule.usedAs,
    // A threshold belongs to a warning: without a warning text there is nothing for it to start.
    thresholdPercent: rule.warningText ? rule.thresholdPercent : null,
  }));
export type RuleInput = z.infer<typeof ruleInputSchema>;
export type RuleFormValues = z.input<typeof ruleInputSchema>;

export const ruleSchema = z.object({
  id: z.string(),
  name: z.string(),
  ruleType: z.string(),
  substanceId: z.string().nullable(),
  /** The substance's INCI name, for lists and alerts. */
  substanceName: z.string().nullable(),
  maxPercent: decimalText.nullable(),
  productTypes: z.array(z.string()).nullable(),
  applicationAreas: z.array(z.string()).nullable(),
  exposure: z.string(),
  usedAs: z.enum(USED_AS).nullable(),
  market: z.string(),
  severity: z.string(),
  annexEntry: z.string().nullable(),
  reference: z.string().nullable(),
  warningText: z.string().nullable(),
  thresholdPercent: decimalText.nullable(),
  appliesFrom: z.string().nullable(),
  placingBanFrom: z.string().nullable(),
  makingAvailableBanFrom: z.string().nullable(),
  isActive: z.boolean(),
  /** Imported from an annex with a structure the parser was unsure of (ADR 046, 055); a save completes it. */
  needsReview: z.boolean(),
  reviewReasons: z.array(z.string()).nullable(),
  /** The annex entry it was imported from (ADR 055); null for a rule typed in. */
  sourceAnnex: z.string().nullable(),
  regulation: z.string().nullable(),
  cmr: z.string().nullable(),
  sourceUpdateDate: z.string().nullable(),
  calculatedAs: z.string().nullable(),
  legalText: z.record(z.string(), z.string()).nullable(),
  revision: z.number().int(),
  createdAt: dateTimeText,
  updatedAt: dateTimeText,
});
export type RegulatoryRule = z.infer<typeof ruleSchema>;
