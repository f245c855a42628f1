import { z } from 'zod';
import { numberField } from '../common/numeric-input.ts';
import { PRODUCT_TYPES } from '../formulation/constants.ts';
import { RULE_SCOPES, RULE_TYPES, SEVERITIES } from './constants.ts';

export { RULE_SCOPE_LABELS, RULE_TYPE_LABELS } from './rule-labels.ts';

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

/** The rule library's form and API body (DESIGN §9); the same schema validates on the server. */
export const ruleInputSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(200, 'Name must be at most 200 characters'),
    ruleType: z.enum(RULE_TYPES, { error: 'Rule type is required' }),
    substance: text(200, 'Substance must be at most 200 characters'),
    maxPercent,
    productTypes: z
      .array(z.enum(PRODUCT_TYPES, { error: 'Unknown product type' }), { error: 'Unknown product type' })
      .max(PRODUCT_TYPES.length, 'Unknown product type')
      .nullish()
      .transform((value) => (value?.length ? [...new Set(value)] : null)),
    scope: z.enum(RULE_SCOPES, { error: 'Scope must be all, leave-on or rinse-off' }).default('all'),
    region: z
      .string({ error: 'Region is required' })
      .trim()
      .min(1, 'Region is required')
      .max(50, 'Region must be at most 50 characters')
      .default('EU'),
    severity: z.enum(SEVERITIES, { error: 'Severity is required' }),
    reference: text(500, 'Reference must be at most 500 characters'),
    warningText: text(1000, 'Warning text must be at most 1000 characters'),
    isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
    revision: z.int().min(0).optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.ruleType !== 'missing_inci' && !rule.substance)
      ctx.addIssue({ code: 'custom', path: ['substance'], message: 'Substance is required' });
    if (rule.ruleType === 'max_concentration' && rule.maxPercent === null)
      ctx.addIssue({
        code: 'custom',
        path: ['maxPercent'],
        message: 'Maximum % is required for a concentration limit',
      });
  })
  .transform((rule) => ({
    ...rule,
    // A missing-INCI rule looks at no substance, and only limits and label thresholds carry a percentage.
    substance: rule.ruleType === 'missing_inci' ? null : rule.substance,
    maxPercent:
      rule.ruleType === 'max_concentration' || rule.ruleType === 'allergen_label' ? rule.maxPercent : null,
  }));
export type RuleInput = z.infer<typeof ruleInputSchema>;
export type RuleFormValues = z.input<typeof ruleInputSchema>;

export const ruleSchema = z.object({
  id: z.string(),
  name: z.string(),
  ruleType: z.string(),
  substance: z.string().nullable(),
  maxPercent: z.string().nullable(),
  productTypes: z.array(z.string()).nullable(),
  scope: z.string(),
  region: z.string(),
  severity: z.string(),
  reference: z.string().nullable(),
  warningText: z.string().nullable(),
  isActive: z.boolean(),
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegulatoryRule = z.infer<typeof ruleSchema>;
