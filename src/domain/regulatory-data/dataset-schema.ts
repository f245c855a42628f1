import { z } from 'zod';
import { ANNEXES } from './cosing-schema.ts';

/**
 * A CosIng annex export imported as a dataset (ADR 055): previewed (what it would change and for which
 * formulations), then applied in one transaction. The API's bodies and answers; the screen reads the same.
 */
export const DATASET_STATUSES = ['previewed', 'applying', 'applied'] as const;
export type DatasetStatus = (typeof DATASET_STATUSES)[number];

/** The Commission's attribution, shown wherever the imported data appears (the data folder's README). */
export const COSING_ATTRIBUTION =
  'Source: CosIng, © European Union, 1995-2025. Reused under Commission Decision 2011/833/EU (CC BY 4.0). Unmodified.';

/** The largest annex export is 0.65 MB; 5 MB leaves room for the annexes to grow. */
export const DATASET_FILE_BYTES = 5_000_000;

export const datasetUploadSchema = z.object({
  fileName: z
    .string({ error: 'File name is required' })
    .trim()
    .min(1, 'File name is required')
    .max(255, 'File name must be at most 255 characters'),
  file: z
    .string({ error: 'Choose a CosIng annex export' })
    .min(1, 'Choose a CosIng annex export')
    .max(Math.ceil(DATASET_FILE_BYTES / 3) * 4 + 4, 'The file is larger than 5 MB'),
});
export type DatasetUpload = z.infer<typeof datasetUploadSchema>;

export const affectedFindingSchema = z.object({ title: z.string(), status: z.string() });

export const affectedFormulationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Violations the change opens in this formulation. */
  newFindings: z.array(affectedFindingSchema),
  /** Violations the change resolves. */
  resolvedFindings: z.array(affectedFindingSchema),
});
export type AffectedFormulation = z.infer<typeof affectedFormulationSchema>;

export const datasetPreviewSchema = z.object({
  id: z.string(),
  annex: z.enum(ANNEXES),
  fileName: z.string(),
  fileCreationDate: z.string(),
  lastUpdate: z.string(),
  sha256: z.string(),
  status: z.enum(DATASET_STATUSES),
  /** Entries (rows) of the file. */
  entries: z.number().int(),
  /** Entries new, changed and gone since the annex's last applied dataset (by reference number and occurrence). */
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  /** Entries in force structured automatically, and those left for review (ADR 046). */
  structured: z.number().int(),
  needsReview: z.number().int(),
  /** Substances the apply creates (found by no CAS, EC, INCI name or synonym). */
  newSubstances: z.number().int(),
  affectedFormulations: z.array(affectedFormulationSchema),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type DatasetPreview = z.infer<typeof datasetPreviewSchema>;

export const datasetApplyResultSchema = datasetPreviewSchema.extend({
  checks: z.object({ checked: z.number().int(), opened: z.number().int(), resolved: z.number().int() }),
});
export type DatasetApplyResult = z.infer<typeof datasetApplyResultSchema>;
