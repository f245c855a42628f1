import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog.tsx';

/** The answer of a CSV import (ingredients, suppliers): rows accepted, and each refused row with its messages. */
export interface ImportReport {
  accepted: number;
  rejected: { row: number; name: string; errors: string[] }[];
}

/** What a CSV import took and, row by row, what it refused and why. */
export function ImportReportDialog({
  report,
  onOpenChange,
}: {
  report: ImportReport | null;
  onOpenChange: (open: boolean) => void;
}) {
  const rejected = report?.rejected ?? [];
  return (
    <Dialog open={!!report} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import Report</DialogTitle>
          <DialogDescription>
            Each row is imported whole or not at all: rejected rows were not written.
          </DialogDescription>
        </DialogHeader>
        <p className="font-medium">
          {report?.accepted ?? 0} accepted
          {rejected.length > 0 && `, ${rejected.length} rejected`}
        </p>
        {rejected.length > 0 && (
          <ul className="max-h-72 space-y-2 overflow-y-auto text-sm" aria-label="Rejected rows">
            {rejected.map((row) => (
              <li key={row.row} className="rounded-md border border-error-ink/30 bg-error-subtle px-3 py-2">
                <p className="font-medium text-foreground">
                  Row {row.row}
                  {row.name && `: ${row.name}`}
                </p>
                <ul className="list-disc pl-5 text-error-ink">
                  {row.errors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
