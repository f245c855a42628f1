import { SpreadsheetImport } from '../../../components/ui/spreadsheet-import.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useImportSuppliers } from '../api/supplier-mutations.ts';
import { SUPPLIER_CSV_COLUMNS } from '../lib/csv-columns.ts';

/** "Import CSV or Excel": the file goes to the server, which answers with what it took and what it refused. */
export function ImportSuppliers() {
  const importCsv = useImportSuppliers();
  return (
    <SpreadsheetImport
      columns={SUPPLIER_CSV_COLUMNS}
      templateFileName="suppliers-template.csv"
      pending={importCsv.isPending}
      onImport={async (payload) => {
        try {
          return await importCsv.mutateAsync(payload);
        } catch (error) {
          notifyError(error, 'Failed to import suppliers');
          return null;
        }
      }}
    />
  );
}
