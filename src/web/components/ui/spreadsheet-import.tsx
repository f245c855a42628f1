import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { csvTemplateHref } from '../../lib/csv-template.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from './button.tsx';
import type { ImportReport } from './import-report-dialog.tsx';
import { lazyDialog } from './lazy-dialog.tsx';

// The server's spreadsheet limit (ADR 027): a larger file is refused here before it is sent.
const MAX_FILE_BYTES = 5_000_000;

// The report opens only after an import: its dialog loads once the screen has painted (docs/product-rules.md, "Budgets").
const ImportReportDialog = lazyDialog(
  async () => (await import('./import-report-dialog.tsx')).ImportReportDialog,
  (props) => props.report !== null,
);

/** What every import endpoint takes: the file's bytes in base64 and its name (the server reads CSV or xlsx). */
export interface ImportFilePayload {
  file: string;
  fileName: string;
}

/** The file's bytes in base64, in chunks so a large file does not overflow the argument list. */
async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * "Import CSV or Excel" with its template link: the chosen file goes to `onImport` (the screen's import) as
 * it is, so the server decides its separator and encoding; the report of what was taken and what was refused
 * opens in a dialog.
 */
export function SpreadsheetImport({
  columns,
  templateFileName,
  onImport,
  label = 'Import CSV or Excel',
}: {
  /** The header row of the downloadable template: the columns the server's import reads. */
  columns: readonly string[];
  templateFileName: string;
  /** Sends the file; resolves to the server's report, or to null when it failed (the screen said why). */
  onImport: (payload: ImportFilePayload) => Promise<ImportReport | null>;
  /** The button's text, where a screen has more than one import. */
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  // Its own pending state: the screens run the import without a mutation hook (lib/run-mutation.ts).
  const [pending, setPending] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) imports it again.
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      toast({ title: 'Error', description: 'The file is larger than 5 MB', variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      setReport(await onImport({ file: await toBase64(file), fileName: file.name }));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => input.current?.click()} disabled={pending}>
        <Upload aria-hidden="true" />
        {pending ? 'Importing…' : label}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
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
