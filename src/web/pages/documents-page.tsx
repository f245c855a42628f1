import { Download } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_TYPE_LABELS, EXPIRY_WINDOWS } from '../../domain/supply/documents.ts';
import { can } from '../../domain/user/permissions.ts';
import { DaysLeftBadge } from '../components/documents/days-left-badge.tsx';
import { downloadUrl, useExpiringDocuments, useMissingSds } from '../components/documents/documents-api.ts';
import { buttonVariants } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { fieldClasses } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table.tsx';
import { ImportDocumentDates } from '../features/documents/components/import-document-dates.tsx';
import { useAuth } from '../lib/auth.ts';

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
          <Table aria-label="Expiring documents" aria-busy={expiring.isPending}>
            <TableHeader>
              <TableRow>
                <TableHead>Raw material or supplier</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Expires</TableHead>
                <TableHead>Days left</TableHead>
                <TableHead>File</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {expiring.isSuccess && expiring.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} className="text-muted-foreground">
                    No document expires within {days} days.
                  </TableCell>
                </TableRow>
              )}
              {(expiring.data ?? []).map((document) => (
                <TableRow key={document.id} data-testid="expiring-document">
                  <TableCell className="whitespace-normal">
                    <div className="font-medium">{document.ownerName}</div>
                    <div className="text-muted-foreground text-xs">
                      {document.ownerKind === 'ingredient' ? 'Raw material' : 'Supplier'}
                    </div>
                  </TableCell>
                  <TableCell className="whitespace-normal">{DOCUMENT_TYPE_LABELS[document.type]}</TableCell>
                  <TableCell className="tabular-nums">{document.expiresOn}</TableCell>
                  <TableCell>
                    <DaysLeftBadge daysLeft={document.daysLeft} />
                  </TableCell>
                  <TableCell className="whitespace-normal">
                    <a className="underline underline-offset-2" href={downloadUrl(document)} download>
                      Download {document.fileName}
                    </a>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
