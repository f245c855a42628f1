import type { QueryClient } from '@tanstack/react-query';
import type { ImportReport } from '../../../components/ui/import-report-dialog.tsx';
import type { ImportFilePayload } from '../../../components/ui/spreadsheet-import.tsx';
import { api } from '../../../lib/api.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { RAW_MATERIALS_KEY } from './list-raw-materials.ts';

/** POST /api/ingredients/import: the server's report of the rows it took and refused; the inventory reloads. */
export function importRawMaterials(
  queryClient: QueryClient,
  payload: ImportFilePayload,
): Promise<ImportReport> {
  return runMutation(
    queryClient,
    {
      mutationFn: (file: ImportFilePayload) => api.post<ImportReport>('/api/ingredients/import', file),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: RAW_MATERIALS_KEY }),
    },
    payload,
  );
}
