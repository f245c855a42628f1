import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';
import { INT4_MAX } from '../common/numeric-input.ts';
import { specificationSchema } from '../formulation/specification.ts';
import { CELL_STATUSES, MAX_CONDITIONS, MAX_TIMEPOINTS } from './constants.ts';
import { evaluationSchema, measurementsInputSchema, measurementsSchema } from './measurements.ts';
import { stabilitySummarySchema } from './stability-summary.ts';
import {
  parseTimepoint,
  TIMEPOINT_MESSAGE,
  TIMEPOINT_RANGE_MESSAGE,
  withinStudyRange,
} from './timepoints.ts';

/** Stability studies (docs/glossary.md, "Stability study", "Time point"): what the API takes and answers. */

function unique(values: readonly string[], ctx: z.RefinementCtx, message: string) {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    if (seen.has(value.toLowerCase())) ctx.addIssue({ code: 'custom', path: [index], message });
    seen.add(value.toLowerCase());
  });
}

export const createStudySchema = z.object({
  conditions: z
    .array(
      z
        .string({ error: 'A condition needs a name' })
        .trim()
        .min(1, 'A condition needs a name')
        .max(60, 'A condition must be at most 60 characters'),
      { error: 'Choose at least one condition' },
    )
    .min(1, 'Choose at least one condition')
    .max(MAX_CONDITIONS, `A study can have at most ${MAX_CONDITIONS} conditions`)
    .superRefine((values, ctx) => unique(values, ctx, 'Each condition can be chosen once')),
  timepoints: z
    .array(
      z
        .string({ error: TIMEPOINT_MESSAGE })
        .trim()
        .max(4, TIMEPOINT_MESSAGE)
        .superRefine((value, ctx) => {
          const parsed = parseTimepoint(value);
          if (!parsed) ctx.addIssue({ code: 'custom', message: TIMEPOINT_MESSAGE });
          else if (!withinStudyRange(parsed))
            ctx.addIssue({ code: 'custom', message: TIMEPOINT_RANGE_MESSAGE });
        }),
      { error: 'Choose at least one time point' },
    )
    .min(1, 'Choose at least one time point')
    .max(MAX_TIMEPOINTS, `A study can have at most ${MAX_TIMEPOINTS} time points`)
    .superRefine((values, ctx) => unique(values, ctx, 'Each time point can be chosen once')),
  startDate: z.iso.date({ error: 'Start date must be a date (YYYY-MM-DD)' }),
});
export type CreateStudyInput = z.infer<typeof createStudySchema>;

export const recordCellSchema = z.object({
  measurements: measurementsInputSchema,
  notes: z
    .string()
    .max(2000, 'Notes must be at most 2000 characters')
    .nullish()
    .transform((value) => value?.trim() || null),
  revision: z
    .int({ error: 'Revision must be a whole number' })
    .min(0, 'Revision must be a whole number')
    .max(INT4_MAX, 'Revision must be a whole number')
    .optional(),
});

export const stabilityCellSchema = z
  .object({
    id: z.string(),
    condition: z.string(),
    timepoint: z.string(),
    dueDate: z.string(),
    status: z.enum(CELL_STATUSES),
    measurements: measurementsSchema.nullable(),
    evaluation: evaluationSchema,
    notes: z.string().nullable(),
    doneAt: dateTimeText.nullable(),
    recordedBy: z.string().nullable(),
    revision: z.number().int(),
  })
  .meta({ id: 'StabilityCell' });
export type StabilityCell = z.infer<typeof stabilityCellSchema>;

export const stabilityStudySchema = z
  .object({
    id: z.string(),
    batchId: z.string(),
    batchNumber: z.string(),
    formulationId: z.string().nullable(),
    formulationName: z.string(),
    formulationVersion: z.number().int(),
    ownerId: z.string().nullable(),
    ownerName: z.string().nullable(),
    startDate: z.string(),
    conditions: z.array(z.string()),
    timepoints: z.array(z.string()),
    status: z.enum(CELL_STATUSES),
    /** The earliest date a cell not done yet falls due, or null when every cell is done. */
    nextDue: z.string().nullable(),
    cellsDone: z.number().int(),
    cellCount: z.number().int(),
    revision: z.number().int(),
    createdAt: dateTimeText,
  })
  .meta({ id: 'StabilityStudy' });
export type StabilityStudy = z.infer<typeof stabilityStudySchema>;

export const stabilityStudyDetailSchema = stabilityStudySchema
  .extend({
    cells: z.array(stabilityCellSchema),
    specification: specificationSchema.nullable(),
    summary: stabilitySummarySchema,
  })
  .meta({ id: 'StabilityStudyDetail' });
export type StabilityStudyDetail = z.infer<typeof stabilityStudyDetailSchema>;

/** A time point due or overdue today: what the lab screen lists and the reminders send. */
export const dueTimepointSchema = z
  .object({
    cellId: z.string(),
    studyId: z.string(),
    batchNumber: z.string(),
    formulationName: z.string(),
    condition: z.string(),
    timepoint: z.string(),
    dueDate: z.string(),
    status: z.enum(['due', 'overdue']),
    ownerId: z.string().nullable(),
  })
  .meta({ id: 'DueTimepoint' });
export type DueTimepoint = z.infer<typeof dueTimepointSchema>;
