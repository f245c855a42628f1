import { useState } from 'react';
import type { DocumentVersion } from '../../../domain/supply/document-schema.ts';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from '../../../domain/supply/documents.ts';
import { useRetained } from '../../lib/use-retained.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDeleteAlert } from '../ui/confirm-delete-alert.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table.tsx';
import { DaysLeftBadge } from './days-left-badge.tsx';
import { DocumentUploadForm } from './document-upload-form.tsx';
import { type DocumentOwner, downloadUrl, useDeleteDocument, useDocuments } from './documents-api.ts';

const size = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

function VersionCells({ document }: { document: DocumentVersion }) {
  return (
    <>
      <TableCell className="whitespace-normal">
        <a className="font-medium underline underline-offset-2" href={downloadUrl(document)} download>
          {document.fileName}
        </a>
        <div className="text-muted-foreground text-xs">
          Version {document.version}, {size(document.sizeBytes)}
          {document.uploadedBy ? `, by ${document.uploadedBy}` : ''}
        </div>
      </TableCell>
      <TableCell className="tabular-nums">{document.issuedOn ?? '—'}</TableCell>
      <TableCell className="tabular-nums">{document.expiresOn ?? '—'}</TableCell>
      <TableCell>
        <DaysLeftBadge daysLeft={document.daysLeft} />
      </TableCell>
    </>
  );
}

/**
 * A raw material's or a supplier's documents (ADR 069): the current version of each type with its expiry, the
 * earlier versions under it, download links, and for writers an upload form and delete.
 */
export function DocumentsDialog({
  owner: current,
  canWrite,
  onOpenChange,
}: {
  owner: DocumentOwner | null;
  canWrite: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const owner = useRetained(current);
  const documents = useDocuments(owner ?? null, !!current);
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<DocumentVersion | null>(null);
  const items = documents.data?.items ?? [];
  const remover = (document: DocumentVersion) =>
    canWrite && (
      <Button
        size="sm"
        variant="ghost"
        disabled={remove.isPending}
        aria-label={`Delete ${document.fileName} version ${document.version}`}
        onClick={() => setDeleting(document)}
      >
        Delete
      </Button>
    );

  return (
    <Dialog open={!!current} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Documents</DialogTitle>
          <DialogDescription>
            Safety data sheets, certificates and statements of "{owner?.name}". A new upload of a type keeps
            the earlier one as a version.
          </DialogDescription>
        </DialogHeader>
        {documents.data?.sdsMissing && (
          <p role="alert" className="text-error-ink text-sm">
            Used in an approved formulation without a valid safety data sheet: upload a current one.
          </p>
        )}
        {(documents.isError || remove.isError) && (
          <p role="alert" className="text-error-ink text-sm">
            {documents.isError
              ? 'Could not load the documents.'
              : 'Could not delete the document. Reload and try again.'}
          </p>
        )}
        <Table aria-label="Documents">
          <TableHeader>
            <TableRow>
              <TableHead>Type</TableHead>
              <TableHead>File</TableHead>
              <TableHead>Issued</TableHead>
              <TableHead>Expires</TableHead>
              <TableHead>Days left</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {documents.isSuccess && items.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} className="text-muted-foreground">
                  No documents yet.
                </TableCell>
              </TableRow>
            )}
            {items.flatMap((document) => [
              <TableRow key={document.id} data-testid="document-row">
                <TableCell className="whitespace-normal font-medium">
                  {DOCUMENT_TYPE_LABELS[document.type]}
                </TableCell>
                <VersionCells document={document} />
                <TableCell>{remover(document)}</TableCell>
              </TableRow>,
              ...document.earlier.map((earlier) => (
                <TableRow
                  key={earlier.id}
                  className="text-muted-foreground"
                  data-testid="document-version-row"
                >
                  <TableCell className="pl-6 text-xs">Earlier version</TableCell>
                  <VersionCells document={earlier} />
                  <TableCell>{remover(earlier)}</TableCell>
                </TableRow>
              )),
            ])}
          </TableBody>
        </Table>
        {canWrite && owner && <DocumentUploadForm owner={owner} types={DOCUMENT_TYPES} />}
        <ConfirmDeleteAlert
          subject={deleting}
          title="Delete this document?"
          description={(document) =>
            `${DOCUMENT_TYPE_LABELS[document.type]} version ${document.version} (${document.fileName}) and its file are deleted.${document.current ? ' The newest earlier version, if any, becomes current again.' : ''}`
          }
          onConfirm={async (document) => {
            await remove.mutateAsync(document).catch(() => undefined);
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        />
      </DialogContent>
    </Dialog>
  );
}
