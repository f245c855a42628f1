import { useQueryClient } from '@tanstack/react-query';
import { SpreadsheetImport } from '../../../components/ui/spreadsheet-import.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { importToxicology } from '../api/toxicology.ts';
import { TOXICOLOGY_CSV_COLUMNS } from '../lib/csv-columns.ts';

/** "Import Toxicology Profiles": a profile per row, by INCI name, with the server's per-row report. */
export function ImportToxicology() {
  const queryClient = useQueryClient();
  return (
    <SpreadsheetImport
      label="Import Toxicology Profiles"
      columns={TOXICOLOGY_CSV_COLUMNS}
      templateFileName="toxicology-template.csv"
      onImport={async (payload) => {
        try {
          return await importToxicology(queryClient, payload);
        } catch (error) {
          notifyError(error, 'Failed to import toxicological profiles');
          return null;
        }
      }}
    />
  );
}
