import { CsvImport } from '../../../components/ui/csv-import.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useImportIngredients } from '../api/ingredient-mutations.ts';
import { INGREDIENT_CSV_COLUMNS } from '../lib/ingredient-form-values.ts';

/** "Import CSV": the file's text goes to the server, which answers with what it took and what it refused. */
export function ImportIngredients() {
  const importCsv = useImportIngredients();
  return (
    <CsvImport
      columns={INGREDIENT_CSV_COLUMNS}
      templateFileName="ingredients-template.csv"
      pending={importCsv.isPending}
      onImport={async (csv) => {
        try {
          return await importCsv.mutateAsync(csv);
        } catch (error) {
          notifyError(error, 'Failed to import ingredients');
          return null;
        }
      }}
    />
  );
}
