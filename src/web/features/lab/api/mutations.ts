import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChallengeTest, ChallengeTestInput } from '../../../../domain/lab/challenge-test.ts';
import type {
  LabBatchDetail,
  LabBatchLine,
  WeighLineInput,
} from '../../../../domain/lab/lab-batch-schema.ts';
import type { MeasurementsInput } from '../../../../domain/lab/measurements.ts';
import type { StabilityStudyDetail } from '../../../../domain/lab/stability-schema.ts';
import { api } from '../../../lib/api.ts';
import { batchKey, LAB_KEY, studyKey } from './keys.ts';

/** Every lab query reloads after a change (batches list, the batch, studies, the due list). */
const reload = (client: QueryClient) => void client.invalidateQueries({ queryKey: LAB_KEY });

function useLabMutation<A, R>(
  run: (args: A) => Promise<R>,
  after?: (client: QueryClient, result: R, args: A) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result, args) => {
      after?.(client, result, args);
      reload(client);
    },
  });
}

/** POST /api/lab/batches. */
export const useCreateBatch = () =>
  useLabMutation(
    (input: { formulationId: string; size: string; unit: string }) =>
      api.post<LabBatchDetail>('/api/lab/batches', input),
    (client, batch) => client.setQueryData(batchKey(batch.id), batch),
  );

/** PATCH /api/lab/batches/:id/lines/:lineId: the weigh-off's tick, tolerance, lot, acknowledgement. */
export const useWeighLine = (batchId: string) =>
  useLabMutation((input: { lineId: string } & Partial<Record<keyof WeighLineInput, unknown>>) => {
    const { lineId, ...body } = input;
    return api.patch<LabBatchLine>(`/api/lab/batches/${batchId}/lines/${lineId}`, body);
  });

/** PATCH /api/lab/batches/:id: complete the batch (or change its notes) with the revision read. */
export const useUpdateBatch = (batchId: string) =>
  useLabMutation((input: { status?: 'completed'; notes?: string; revision: number }) =>
    api.patch<LabBatchDetail>(`/api/lab/batches/${batchId}`, input),
  );

/** DELETE /api/lab/batches/:id (a batch not completed). */
export const useDeleteBatch = () =>
  useLabMutation(
    (batchId: string) => api.delete(`/api/lab/batches/${batchId}`),
    (client, _, batchId) => client.removeQueries({ queryKey: batchKey(batchId) }),
  );

/** PUT /api/lab/batches/:id/measurements. */
export const useRecordMeasurements = (batchId: string) =>
  useLabMutation((input: { measurements: MeasurementsInput; revision: number }) =>
    api.put<LabBatchDetail>(`/api/lab/batches/${batchId}/measurements`, input),
  );

/** POST /api/lab/batches/:id/stability. */
export const useStartStudy = (batchId: string) =>
  useLabMutation(
    (input: { conditions: string[]; timepoints: string[]; startDate: string }) =>
      api.post<StabilityStudyDetail>(`/api/lab/batches/${batchId}/stability`, input),
    (client, study) => client.setQueryData(studyKey(study.id), study),
  );

/** PATCH /api/lab/stability/:id/cells/:cellId: a time point's results. */
export const useRecordCell = (studyId: string) =>
  useLabMutation(
    (input: { cellId: string; measurements: MeasurementsInput; notes: string; revision: number }) => {
      const { cellId, ...body } = input;
      return api.patch<StabilityStudyDetail>(`/api/lab/stability/${studyId}/cells/${cellId}`, body);
    },
    (client, study) => client.setQueryData(studyKey(study.id), study),
  );

/** POST /api/lab/batches/:id/challenge-tests. */
export const useRecordChallengeTest = (batchId: string) =>
  useLabMutation((input: ChallengeTestInput) =>
    api.post<ChallengeTest>(`/api/lab/batches/${batchId}/challenge-tests`, input),
  );
