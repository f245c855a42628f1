import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DatasetApplyResult,
  DatasetPreview,
  DatasetUpload,
} from '../../../../domain/regulatory-data/dataset-schema.ts';
import { api } from '../../../lib/api.ts';
import { reloadCompliance } from './keys.ts';

export const DATASETS_KEY = ['/api/regulatory-datasets'] as const;

/** GET /api/regulatory-datasets: the annex files imported, newest first, with their status. */
export function useDatasets() {
  return useQuery<DatasetPreview[]>({ queryKey: DATASETS_KEY });
}

/** POST /api/regulatory-datasets: a CosIng export read and previewed (nothing applied yet). */
export function useImportDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: DatasetUpload) => api.post<DatasetPreview>('/api/regulatory-datasets', upload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DATASETS_KEY }),
  });
}

/** POST /api/regulatory-datasets/:id/apply: rules written and formulations re-checked, so alerts reload too. */
export function useApplyDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<DatasetApplyResult>(`/api/regulatory-datasets/${id}/apply`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DATASETS_KEY });
      reloadCompliance(queryClient);
    },
  });
}
