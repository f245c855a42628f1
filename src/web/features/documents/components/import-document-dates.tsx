import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENTS_KEY } from '../../../components/documents/documents-api.ts';
import type { ImportReport } from '../../../components/ui/import-report-dialog.tsx';
import { type ImportFilePayload, SpreadsheetImport } from '../../../components/ui/spreadsheet-import.tsx';
import { api } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/notify.ts';
import { runMutation } from '../../../lib/run-mutation.ts';

/** The columns the server's import reads: those of the documents export, which imports back as it is. */
export const DOCUMENT_DATES_COLUMNS = [
  'Belongs to',
  'Name',
  'Type',
  'Version',
  'Issued on',
  'Expires on',
] as const;

/** "Import Dates": each row sets the issue and expiry dates of the version it names (ADR 069). */
export function ImportDocumentDates() {
  const queryClient = useQueryClient();
  return (
    <SpreadsheetImport
      label="Import Dates"
      columns={DOCUMENT_DATES_COLUMNS}
      templateFileName="document-dates-template.csv"
      onImport={async (payload) => {
        try {
          return await runMutation(
            queryClient,
            {
              mutationFn: (file: ImportFilePayload) => api.post<ImportReport>('/api/documents/import', file),
              onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
            },
            payload,
          );
        } catch (error) {
          notifyError(error, 'Failed to import the documents’ dates');
          return null;
        }
      }}
    />
  );
}
