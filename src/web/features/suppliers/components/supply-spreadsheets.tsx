import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import type { ImportReport } from '../../../components/ui/import-report-dialog.tsx';
import { type ImportFilePayload, SpreadsheetImport } from '../../../components/ui/spreadsheet-import.tsx';
import { api } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/notify.ts';
import { runMutation } from '../../../lib/run-mutation.ts';

/** The columns the offers import reads: those of the offers export (ADR 061). */
const OFFER_COLUMNS = [
  'Raw Material',
  'Supplier',
  'Supplier Product Name',
  'Supplier Code',
  'Price',
  'Currency',
  'Unit',
  'Pack Size',
  'MOQ',
  'Lead Time Days',
  'Valid From',
  'Valid To',
  'Preferred',
] as const;
/** The columns the exchange rates import reads (ADR 062). */
const RATE_COLUMNS = ['Currency', 'Rate', 'Valid From'] as const;

/** An import whose report the dialog shows; what it changes (costs, offers) reloads. */
const importTo =
  (queryClient: QueryClient, url: string, what: string) =>
  async (payload: ImportFilePayload): Promise<ImportReport | null> => {
    try {
      return await runMutation(
        queryClient,
        {
          mutationFn: (file: ImportFilePayload) => api.post<ImportReport>(url, file),
          // A preferred offer or a rate moves raw-material costs, and with them every formulation's.
          onSuccess: () =>
            Promise.all(
              ['/api/ingredients', '/api/formulations', '/api/exchange-rates'].map((key) =>
                queryClient.invalidateQueries({ queryKey: [key] }),
              ),
            ),
        },
        payload,
      );
    } catch (error) {
      notifyError(error, `Failed to import the ${what}`);
      return null;
    }
  };

/**
 * Every raw material's supplier offers and the exchange rates as spreadsheets (ADR 061, ADR 062): exported with
 * the headers the imports read, so procurement edits prices in bulk and imports them back.
 */
export function SupplySpreadsheets({ canImport }: { canImport: boolean }) {
  const queryClient = useQueryClient();
  return (
    <Card role="region" aria-labelledby="supply-spreadsheets-title">
      <CardHeader>
        <CardTitle id="supply-spreadsheets-title">Offers and Exchange Rates</CardTitle>
        <CardDescription>
          Every raw material’s supplier offers and the exchange rates into the company currency, as
          spreadsheets to edit and import back.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <a className={buttonVariants({ variant: 'outline' })} href="/api/ingredients/offers/export" download>
          <Download aria-hidden="true" />
          Export Offers
        </a>
        {canImport && (
          <SpreadsheetImport
            label="Import Offers"
            columns={OFFER_COLUMNS}
            templateFileName="offers-template.csv"
            onImport={importTo(queryClient, '/api/ingredients/offers/import', 'offers')}
          />
        )}
        <a className={buttonVariants({ variant: 'outline' })} href="/api/exchange-rates/export" download>
          <Download aria-hidden="true" />
          Export Rates
        </a>
        {canImport && (
          <SpreadsheetImport
            label="Import Rates"
            columns={RATE_COLUMNS}
            templateFileName="exchange-rates-template.csv"
            onImport={importTo(queryClient, '/api/exchange-rates/import', 'exchange rates')}
          />
        )}
      </CardContent>
    </Card>
  );
}
