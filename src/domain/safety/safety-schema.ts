import { z } from 'zod';
import { dateTimeText, decimalText } from '../common/api-text.ts';
import { SAFETY_STATUSES } from './constants.ts';
import { EXPOSURE_CATEGORY_IDS } from './exposure-categories.ts';

/** One published exposure category (SCCS Notes of Guidance, 12th revision, Tables 3A and 3B). */
export const exposureCategorySchema = z.object({
  id: z.string(),
  label: z.string(),
  table: z.enum(['3A', '3B']),
  exposure: z.string(),
  dailyAmount: decimalText,
  retentionFactor: decimalText,
  relativeDailyExposure: decimalText,
});

export const safetySubstanceSchema = z.object({
  substanceId: z.string(),
  inciName: z.string(),
  /** % w/w in the product; a supplier's range at its maximum. */
  percent: decimalText,
  dermalAbsorption: decimalText,
  dermalAbsorptionDefaulted: z.boolean(),
  pointOfDeparture: decimalText.nullable(),
  sed: decimalText,
  mos: decimalText.nullable(),
  threshold: decimalText,
  status: z.enum(SAFETY_STATUSES),
});
export type SafetySubstance = z.infer<typeof safetySubstanceSchema>;

/** The signature's state as the Safety tab and the file show it. */
export const signatureSchema = z.object({
  signedBy: z.string().nullable(),
  signerName: z.string(),
  signedAt: dateTimeText,
  meaning: z.string(),
  contentHash: z.string(),
  /** The version's content still hashes to what was signed. */
  matches: z.boolean(),
});

export const conclusionSchema = z.object({
  id: z.string(),
  formulationId: z.string(),
  conclusion: z.string(),
  warnings: z.string().nullable(),
  reasoning: z.string(),
  assessorName: z.string(),
  assessorQualification: z.string(),
  acceptsFindings: z.boolean(),
  justification: z.string().nullable(),
  acceptedSubstances: z.array(z.string()),
  signature: signatureSchema,
});
export type Conclusion = z.infer<typeof conclusionSchema>;

/** `GET /api/formulations/:id/safety`: the margin of safety of every substance, computed from the current data. */
export const formulationSafetySchema = z.object({
  exposureCategory: z.enum(EXPOSURE_CATEGORY_IDS),
  relativeDailyExposure: decimalText,
  substances: z.array(safetySubstanceSchema),
});
export type FormulationSafety = z.infer<typeof formulationSafetySchema>;

/** Where each row's inputs come from: the profile's source, the range, a threshold's reason. */
export const safetySourceSchema = z.object({
  substanceId: z.string(),
  range: z.boolean(),
  podType: z.string().nullable(),
  route: z.string().nullable(),
  source: z.string().nullable(),
  sourceDate: z.string().nullable(),
  thresholdReason: z.string().nullable(),
  cmr: z.boolean(),
  sensitiser: z.boolean(),
});

/** `GET /api/formulations/:id/safety/assessment`: what the assessor reads beside the table. */
export const safetyAssessmentSchema = z.object({
  exposureCategoryLabel: z.string(),
  sources: z.array(safetySourceSchema),
  /** INCI names of the findings that block approval: open, and not accepted by a conclusion that still matches. */
  blocking: z.array(z.string()),
  /** Signed conclusions, newest first. */
  conclusions: z.array(conclusionSchema),
});
export type SafetyAssessment = z.infer<typeof safetyAssessmentSchema>;

export const exposureCategoryInputSchema = z.object({
  exposureCategory: z.enum(EXPOSURE_CATEGORY_IDS, { error: 'Exposure category is invalid' }),
  revision: z
    .int({ error: 'Revision is required' })
    .min(0, 'Revision is required')
    .max(2_147_483_647, 'Revision is required'),
});
