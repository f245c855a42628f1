import { useQueryClient } from '@tanstack/react-query';
import { SpreadsheetImport } from '../../../components/ui/spreadsheet-import.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { importSubstances } from '../api/import-substances.ts';
import { SUBSTANCE_CSV_COLUMNS } from '../lib/csv-columns.ts';

/** "Import CSV or Excel": the file goes to the server, which answers with what it took and what it refused. */
export function ImportSubstances() {
  const queryClient = useQueryClient();
  return (
    <SpreadsheetImport
      columns={SUBSTANCE_CSV_COLUMNS}
      templateFileName="substances-template.csv"
      onImport={async (payload) => {
        try {
          return await importSubstances(queryClient, payload);
        } catch (error) {
          notifyError(error, 'Failed to import substances');
          return null;
        }
      }}
    />
  );
}
