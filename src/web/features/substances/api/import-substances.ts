import type { QueryClient } from '@tanstack/react-query';
import type { ImportReport } from '../../../components/ui/import-report-dialog.tsx';
import type { ImportFilePayload } from '../../../components/ui/spreadsheet-import.tsx';
import { api } from '../../../lib/api.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { SUBSTANCES_KEY } from './list-substances.ts';

/** POST /api/substances/import: the server's report of the rows it took and refused; the catalogue reloads. */
export function importSubstances(
  queryClient: QueryClient,
  payload: ImportFilePayload,
): Promise<ImportReport> {
  return runMutation(
    queryClient,
    {
      mutationFn: (file: ImportFilePayload) => api.post<ImportReport>('/api/substances/import', file),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSTANCES_KEY }),
    },
    payload,
  );
}
