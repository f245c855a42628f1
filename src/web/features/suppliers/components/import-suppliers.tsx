import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ImportReportDialog } from '../../../components/ui/import-report-dialog.tsx';
import { readApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { type ImportReport, useImportSuppliers } from '../api/supplier-mutations.ts';
import { csvTemplateHref, SUPPLIER_CSV_COLUMNS } from '../lib/supplier-form-values.ts';

const MAX_FILE_BYTES = 5_000_000;
const TEMPLATE_HREF = csvTemplateHref(SUPPLIER_CSV_COLUMNS);

/** "Import CSV": the file's text goes to the server, which answers with what it took and what it refused. */
export function ImportSuppliers() {
  const input = useRef<HTMLInputElement>(null);
  const importCsv = useImportSuppliers();
  const [report, setReport] = useState<ImportReport | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) imports it again.
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      toast({ title: 'Error', description: 'The file is too large', variant: 'destructive' });
      return;
    }
    try {
      setReport(await importCsv.mutateAsync(await file.text()));
    } catch (error) {
      const { message } = readApiError(error, 'Failed to import suppliers');
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => input.current?.click()} disabled={importCsv.isPending}>
        <Upload aria-hidden="true" />
        {importCsv.isPending ? 'Importing…' : 'Import CSV'}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFile}
      />
      <Button variant="link" asChild>
        <a href={TEMPLATE_HREF} download="suppliers-template.csv">
          <Download aria-hidden="true" />
          Download template
        </a>
      </Button>
      <ImportReportDialog
        report={report}
        onOpenChange={(open) => {
          if (!open) setReport(null);
        }}
      />
    </>
  );
}
