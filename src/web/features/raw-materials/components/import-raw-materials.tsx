import { useQueryClient } from '@tanstack/react-query';
import { SpreadsheetImport } from '../../../components/ui/spreadsheet-import.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { importRawMaterials } from '../api/import-raw-materials.ts';
import { RAW_MATERIAL_CSV_COLUMNS } from '../lib/csv-columns.ts';

/** "Import CSV or Excel": the file goes to the server, which answers with what it took and what it refused. */
export function ImportRawMaterials() {
  const queryClient = useQueryClient();
  return (
    <SpreadsheetImport
      columns={RAW_MATERIAL_CSV_COLUMNS}
      templateFileName="ingredients-template.csv"
      onImport={async (payload) => {
        try {
          return await importRawMaterials(queryClient, payload);
        } catch (error) {
          notifyError(error, 'Failed to import ingredients');
          return null;
        }
      }}
    />
  );
}
