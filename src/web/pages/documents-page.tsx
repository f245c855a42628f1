import { Download } from 'lucide-react';
import { useState } from 'react';
import type { ExpiringDocument } from '../../domain/supply/document-schema.ts';
import { DOCUMENT_TYPE_LABELS, EXPIRY_WINDOWS } from '../../domain/supply/documents.ts';
import { can } from '../../domain/user/permissions.ts';
import { DaysLeftBadge } from '../components/documents/days-left-badge.tsx';
import { downloadUrl, useExpiringDocuments, useMissingSds } from '../components/documents/documents-api.ts';
import { buttonVariants } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { type DataColumn, DataTable } from '../components/ui/data-table.tsx';
import { fieldClasses } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { ImportDocumentDates } from '../features/documents/components/import-document-dates.tsx';
import { useAuth } from '../lib/auth.ts';

const EXPIRING_COLUMNS: readonly DataColumn<ExpiringDocument>[] = [
  {
    id: 'owner',
    header: 'Raw material or supplier',
    cellClassName: 'whitespace-normal',
    cell: (document) => (
      <>
        <div className="font-medium">{document.ownerName}</div>
        <div className="text-muted-foreground text-xs">
          {document.ownerKind === 'ingredient' ? 'Raw material' : 'Supplier'}
        </div>
      </>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    cellClassName: 'whitespace-normal',
    cell: (document) => DOCUMENT_TYPE_LABELS[document.type],
  },
  { id: 'expires', header: 'Expires', cellClassName: 'tabular-nums', cell: (document) => document.expiresOn },
  {
    id: 'days-left',
    header: 'Days left',
    cell: (document) => <DaysLeftBadge daysLeft={document.daysLeft} />,
  },
  {
    id: 'file',
    header: 'File',
    cellClassName: 'whitespace-normal',
    cell: (document) => (
      <a className="underline underline-offset-2" href={downloadUrl(document)} download>
        Download {document.fileName}
      </a>
    ),
  },
];

/**
 * The Documents screen (ADR 069): raw-material and supplier documents whose current version expires within 30, 60
 * or 90 days (expired ones first), and the raw materials of approved formulations without a valid safety data
 * sheet. Documents are uploaded from a raw material's or a supplier's Documents dialog.
 */
export function DocumentsPage() {
  const [days, setDays] = useState<number>(EXPIRY_WINDOWS[0]);
  const expiring = useExpiringDocuments(days);
  const missing = useMissingSds();
  const canWrite = can(useAuth().user, 'write', 'ingredients');

  return (
    <div className="space-y-6">
      <PageHeader
        title="Documents"
        description="Safety data sheets, certificates and statements that expire soon, and the safety data sheets approved formulations lack."
        actions={
          <>
            {canWrite && <ImportDocumentDates />}
            <a className={buttonVariants({ variant: 'outline' })} href="/api/documents/export.csv" download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Expiring documents</CardTitle>
          <CardDescription>Current versions only; expired documents are listed first.</CardDescription>
          <div className="flex items-center gap-2 pt-2">
            <Label htmlFor="expiry-window">Expiring within</Label>
            <select
              id="expiry-window"
              className={`${fieldClasses} w-36`}
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {EXPIRY_WINDOWS.map((window) => (
                <option key={window} value={window}>
                  {window} days
                </option>
              ))}
            </select>
          </div>
        </CardHeader>
        <CardContent>
          {expiring.isError && (
            <p role="alert" className="text-error-ink text-sm">
              Could not load the documents. Reload the page to try again.
            </p>
          )}
          <DataTable
            aria-label="Expiring documents"
            rows={expiring.isError ? [] : expiring.data}
            columns={EXPIRING_COLUMNS}
            rowKey={(document) => document.id}
            rowTestId="expiring-document"
            emptyText={expiring.isSuccess ? `No document expires within ${days} days.` : undefined}
            skeletonRows={3}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Missing safety data sheets</CardTitle>
          <CardDescription>
            Raw materials used in an approved formulation without a valid (non-expired) safety data sheet.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {missing.isSuccess && missing.data.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              Every raw material of an approved formulation has one.
            </p>
          ) : (
            <ul aria-label="Missing safety data sheets" className="space-y-1 text-sm">
              {(missing.data ?? []).map((row) => (
                <li key={row.ingredientId} data-testid="missing-sds">
                  <span className="font-medium">{row.name}</span>:{' '}
                  {row.expiredOn ? `safety data sheet expired ${row.expiredOn}` : 'no safety data sheet'},
                  used in{' '}
                  {row.approvedFormulations === 1
                    ? '1 approved formulation'
                    : `${row.approvedFormulations} approved formulations`}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
