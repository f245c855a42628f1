import { z } from 'zod';
import { dateTimeText, decimalText } from '../common/api-text.ts';
import { INT4_MAX, numberField } from '../common/numeric-input.ts';
import { clearableNumberField } from '../common/optional-number.ts';
import { batchSizeField, TICKET_UNITS, ticketUnitField } from '../formulation/batch-ticket.ts';
import { phaseSchema } from '../formulation/procedure.ts';
import { specificationSchema } from '../formulation/specification.ts';
import { challengeTestSchema } from './challenge-test.ts';
import { LAB_BATCH_STATUSES } from './constants.ts';
import { evaluationSchema, measurementsInputSchema, measurementsSchema } from './measurements.ts';
import { stabilityStudySchema } from './stability-schema.ts';

/** Lab batches (docs/glossary.md, "Lab batch"): what the API takes and answers. */

const revision = z
  .int({ error: 'Revision must be a whole number' })
  .min(0, 'Revision must be a whole number')
  .max(INT4_MAX, 'Revision must be a whole number');

export const createLabBatchSchema = z.object({
  formulationId: z.guid({ error: 'Formulation is required' }),
  size: batchSizeField,
  unit: ticketUnitField,
  notes: z
    .string()
    .max(2000, 'Notes must be at most 2000 characters')
    .nullish()
    .transform((value) => value?.trim() || null),
});
export type CreateLabBatchInput = z.infer<typeof createLabBatchSchema>;

export const ACTUAL_WEIGHT_MESSAGE = 'Actual weight must be between 0 and 1,000,000';
export const TOLERANCE_MESSAGE = 'Tolerance must be between 0 and 100 %';

/**
 * A weigh-off entry: the weight put in the vessel (null clears it), the line's tolerance, the lot of raw material
 * used, and the acknowledgement of a weight outside its tolerance. Every field is optional: the bench sends what
 * changed.
 */
export const weighLineSchema = z.object({
  actualWeight: clearableNumberField({
    message: ACTUAL_WEIGHT_MESSAGE,
    min: 0,
    max: 1_000_000,
    maxDecimals: 6,
    decimalsMessage: 'Actual weight can have at most 6 decimal places',
  }),
  tolerancePercent: numberField({
    message: TOLERANCE_MESSAGE,
    min: 0,
    max: 100,
    maxDecimals: 2,
    decimalsMessage: 'Tolerance can have at most 2 decimal places',
  }).optional(),
  lotNumber: z
    .string({ error: 'Lot number must be text' })
    .max(60, 'Lot number must be at most 60 characters')
    .nullish()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null)),
  acknowledged: z.boolean({ error: 'Acknowledged must be true or false' }).optional(),
  revision: revision.optional(),
});
export type WeighLineInput = z.infer<typeof weighLineSchema>;

export const updateLabBatchSchema = z.object({
  status: z.enum(LAB_BATCH_STATUSES, { error: 'Status must be in progress or completed' }).optional(),
  notes: z
    .string()
    .max(2000, 'Notes must be at most 2000 characters')
    .nullish()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null)),
  revision,
});

export const recordMeasurementsSchema = z.object({ measurements: measurementsInputSchema, revision });

export const labBatchLineSchema = z
  .object({
    id: z.string(),
    ingredientId: z.string().nullable(),
    name: z.string(),
    phase: z.string().nullable(),
    percent: decimalText,
    targetWeight: decimalText,
    tolerancePercent: decimalText,
    actualWeight: decimalText.nullable(),
    deviationPercent: decimalText.nullable(),
    withinTolerance: z.boolean().nullable(),
    /** Outside its tolerance and not yet acknowledged: the batch cannot be completed. */
    needsAcknowledgement: z.boolean(),
    acknowledgedBy: z.string().nullable(),
    acknowledgedAt: dateTimeText.nullable(),
    lotNumber: z.string().nullable(),
    weighedBy: z.string().nullable(),
    weighedAt: dateTimeText.nullable(),
    revision: z.number().int(),
  })
  .meta({ id: 'LabBatchLine' });
export type LabBatchLine = z.infer<typeof labBatchLineSchema>;

export const labBatchSchema = z
  .object({
    id: z.string(),
    batchNumber: z.string(),
    formulationId: z.string().nullable(),
    formulationName: z.string(),
    formulationVersion: z.number().int(),
    size: decimalText,
    unit: z.enum(TICKET_UNITS),
    status: z.enum(LAB_BATCH_STATUSES),
    notes: z.string().nullable(),
    madeBy: z.string().nullable(),
    madeByName: z.string().nullable(),
    completedAt: dateTimeText.nullable(),
    lineCount: z.number().int(),
    weighedCount: z.number().int(),
    revision: z.number().int(),
    createdAt: dateTimeText,
    updatedAt: dateTimeText,
  })
  .meta({ id: 'LabBatch' });
export type LabBatch = z.infer<typeof labBatchSchema>;

export const labBatchDetailSchema = labBatchSchema
  .extend({
    lines: z.array(labBatchLineSchema),
    phases: z.array(phaseSchema),
    specification: specificationSchema.nullable(),
    measurements: measurementsSchema.nullable(),
    evaluation: evaluationSchema,
    measuredAt: dateTimeText.nullable(),
    studies: z.array(stabilityStudySchema),
    challengeTests: z.array(challengeTestSchema),
  })
  .meta({ id: 'LabBatchDetail' });
export type LabBatchDetail = z.infer<typeof labBatchDetailSchema>;
