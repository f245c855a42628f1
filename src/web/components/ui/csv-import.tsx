import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { csvTemplateHref } from '../../lib/csv-template.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from './button.tsx';
import { type ImportReport, ImportReportDialog } from './import-report-dialog.tsx';

const MAX_FILE_BYTES = 5_000_000;

/**
 * "Import CSV" with its template link: the chosen file's text goes to `onImport` (the screen's mutation), whose
 * report of what was taken and what was refused opens in a dialog.
 */
export function CsvImport({
  columns,
  templateFileName,
  pending,
  onImport,
}: {
  /** The header row of the downloadable template: the columns the server's import reads. */
  columns: readonly string[];
  templateFileName: string;
  pending: boolean;
  /** Sends the text; resolves to the server's report, or to null when it failed (the screen said why). */
  onImport: (csv: string) => Promise<ImportReport | null>;
}) {
  const input = useRef<HTMLInputElement>(null);
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
    setReport(await onImport(await file.text()));
  }

  return (
    <>
      <Button variant="outline" onClick={() => input.current?.click()} disabled={pending}>
        <Upload aria-hidden="true" />
        {pending ? 'Importing…' : 'Import CSV'}
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
        <a href={csvTemplateHref(columns)} download={templateFileName}>
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
