import { useQueryClient } from '@tanstack/react-query';
import { SpreadsheetImport } from '../../../components/ui/spreadsheet-import.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { importSuppliers } from '../api/import-suppliers.ts';
import { SUPPLIER_CSV_COLUMNS } from '../lib/csv-columns.ts';

/** "Import CSV or Excel": the file goes to the server, which answers with what it took and what it refused. */
export function ImportSuppliers() {
  const queryClient = useQueryClient();
  return (
    <SpreadsheetImport
      columns={SUPPLIER_CSV_COLUMNS}
      templateFileName="suppliers-template.csv"
      onImport={async (payload) => {
        try {
          return await importSuppliers(queryClient, payload);
        } catch (error) {
          notifyError(error, 'Failed to import suppliers');
          return null;
        }
      }}
    />
  );
}
