import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';
import { INT4_MAX, optionalText } from '../common/numeric-input.ts';
import { CAUSALITIES, EFFECT_SEVERITIES } from './constants.ts';

/** An undesirable effect reported for a formulation (cosmetovigilance). */
export const undesirableEffectInputSchema = z.object({
  occurredOn: z.iso.date({ error: 'Date must be a date (YYYY-MM-DD)' }),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
  bodyArea: z
    .string({ error: 'Body area is required' })
    .trim()
    .min(1, 'Body area is required')
    .max(200, 'Body area must be at most 200 characters'),
  severity: z.enum(EFFECT_SEVERITIES, { error: 'Severity must be mild, moderate or severe' }),
  serious: z.boolean({ error: 'Serious must be true or false' }),
  causality: z.enum(CAUSALITIES, { error: 'Causality is invalid' }),
  followUp: optionalText(5000, 'Follow-up must be at most 5000 characters'),
  revision: z.int().min(0).max(INT4_MAX).optional(),
});
export type UndesirableEffectInput = z.infer<typeof undesirableEffectInputSchema>;

export const undesirableEffectSchema = z.object({
  id: z.string(),
  formulationId: z.string(),
  occurredOn: z.string(),
  description: z.string(),
  bodyArea: z.string(),
  severity: z.enum(EFFECT_SEVERITIES),
  serious: z.boolean(),
  causality: z.enum(CAUSALITIES),
  followUp: z.string().nullable(),
  /** Serious ones: the last day to report it (15 business days after it became known). */
  reportDeadline: z.string().nullable(),
  reportedBy: z.string().nullable(),
  revision: z.number().int(),
  createdAt: dateTimeText,
});
export type UndesirableEffect = z.infer<typeof undesirableEffectSchema>;
