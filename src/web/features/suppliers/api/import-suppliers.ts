import type { QueryClient } from '@tanstack/react-query';
import type { ImportReport } from '../../../components/ui/import-report-dialog.tsx';
import type { ImportFilePayload } from '../../../components/ui/spreadsheet-import.tsx';
import { api } from '../../../lib/api.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { SUPPLIERS_KEY } from './supplier-mutations.ts';

/** POST /api/suppliers/import: the server's report of the rows it took and refused; the list reloads. */
export function importSuppliers(queryClient: QueryClient, payload: ImportFilePayload): Promise<ImportReport> {
  return runMutation(
    queryClient,
    {
      mutationFn: (file: ImportFilePayload) => api.post<ImportReport>('/api/suppliers/import', file),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY }),
    },
    payload,
  );
}
