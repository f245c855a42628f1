import { SpreadsheetImport } from '../../../components/ui/spreadsheet-import.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useImportIngredients } from '../api/ingredient-mutations.ts';
import { INGREDIENT_CSV_COLUMNS } from '../lib/csv-columns.ts';

/** "Import CSV or Excel": the file goes to the server, which answers with what it took and what it refused. */
export function ImportIngredients() {
  const importCsv = useImportIngredients();
  return (
    <SpreadsheetImport
      columns={INGREDIENT_CSV_COLUMNS}
      templateFileName="ingredients-template.csv"
      pending={importCsv.isPending}
      onImport={async (payload) => {
        try {
          return await importCsv.mutateAsync(payload);
        } catch (error) {
          notifyError(error, 'Failed to import ingredients');
          return null;
        }
      }}
    />
  );
}
