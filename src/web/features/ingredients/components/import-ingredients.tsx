import { CsvImport } from '../../../components/ui/csv-import.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
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
          const { message } = readApiError(error, 'Failed to import ingredients');
          toast({ title: 'Error', description: message, variant: 'destructive' });
          return null;
        }
      }}
    />
  );
}
