import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Toxicology } from '../../../../domain/safety/toxicology-schema.ts';
import type { ImportReport } from '../../../components/ui/import-report-dialog.tsx';
import type { ImportFilePayload } from '../../../components/ui/spreadsheet-import.tsx';
import { api } from '../../../lib/api.ts';
import { runMutation } from '../../../lib/run-mutation.ts';

const toxicologyKey = (id: string) => ['/api/substances', id, 'toxicology'] as const;

/** GET /api/substances/:id/toxicology. */
export function useToxicology(id: string) {
  return useQuery<Toxicology>({ queryKey: toxicologyKey(id) });
}

/** PUT /api/substances/:id/toxicology with the revision read; the formulations' margins follow on the server. */
export function useSaveToxicology(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.put<Toxicology>(`/api/substances/${id}/toxicology`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: toxicologyKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['/api/formulations'] });
    },
  });
}

/** POST /api/toxicology/import: the server's per-row report. */
export function importToxicology(
  queryClient: QueryClient,
  payload: ImportFilePayload,
): Promise<ImportReport> {
  return runMutation(
    queryClient,
    {
      mutationFn: (file: ImportFilePayload) => api.post<ImportReport>('/api/toxicology/import', file),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/substances'] }),
    },
    payload,
  );
}
