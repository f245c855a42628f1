import { useQuery } from '@tanstack/react-query';
import type { Formulation } from '../../../../domain/formulation/formulation.ts';
import type { LabBatch, LabBatchDetail } from '../../../../domain/lab/lab-batch-schema.ts';
import type {
  DueTimepoint,
  StabilityStudy,
  StabilityStudyDetail,
} from '../../../../domain/lab/stability-schema.ts';
import { BATCHES_KEY, batchKey, DUE_KEY, FORMULATION_CHOICES_KEY, STUDIES_KEY, studyKey } from './keys.ts';

/** GET /api/lab/batches: every lab batch, newest first. */
export const useLabBatches = () => useQuery<LabBatch[]>({ queryKey: BATCHES_KEY });

/** GET /api/lab/batches/:id: a batch with its lines, measurements, studies and challenge tests. */
export const useLabBatch = (id: string | null) =>
  useQuery<LabBatchDetail>({ queryKey: batchKey(id ?? ''), enabled: !!id });

/** GET /api/lab/stability: every study with its status today. */
export const useStudies = () => useQuery<StabilityStudy[]>({ queryKey: STUDIES_KEY });

/** GET /api/lab/stability/:id: a study's grid, results and summary. */
export const useStudy = (id: string | null) =>
  useQuery<StabilityStudyDetail>({ queryKey: studyKey(id ?? ''), enabled: !!id });

/** GET /api/lab/stability/due: the time points due or overdue today. */
export const useDueTimepoints = () => useQuery<DueTimepoint[]>({ queryKey: DUE_KEY });

/** GET /api/formulations?sort=name: the versions a batch may be made from (only when the form opens). */
export const useFormulationChoices = (enabled: boolean) =>
  useQuery<Formulation[]>({ queryKey: FORMULATION_CHOICES_KEY, enabled });
