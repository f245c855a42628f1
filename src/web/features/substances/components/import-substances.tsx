import { SpreadsheetImport } from '../../../components/ui/spreadsheet-import.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useImportSubstances } from '../api/substance-mutations.ts';
import { SUBSTANCE_CSV_COLUMNS } from '../lib/csv-columns.ts';

/** "Import CSV or Excel": the file goes to the server, which answers with what it took and what it refused. */
export function ImportSubstances() {
  const importCsv = useImportSubstances();
  return (
    <SpreadsheetImport
      columns={SUBSTANCE_CSV_COLUMNS}
      templateFileName="substances-template.csv"
      pending={importCsv.isPending}
      onImport={async (payload) => {
        try {
          return await importCsv.mutateAsync(payload);
        } catch (error) {
          notifyError(error, 'Failed to import substances');
          return null;
        }
      }}
    />
  );
}
