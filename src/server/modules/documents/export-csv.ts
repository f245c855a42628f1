import { DOCUMENT_TYPE_LABELS, type DocumentType, expiryStatus } from '../../../domain/supply/documents.ts';
import { renderCsv } from '../exports/render-csv.ts';
import type { DocumentRepository } from './repository.ts';

type Row = Awaited<ReturnType<DocumentRepository['all']>>[number];

const COLUMNS = [
  { header: 'Belongs to', key: 'ownerKind' },
  { header: 'Name', key: 'ownerName' },
  { header: 'Type', key: 'type' },
  { header: 'Version', key: 'version', format: 'int' as const },
  { header: 'Current', key: 'current' },
  { header: 'File name', key: 'fileName' },
  { header: 'File type', key: 'contentType' },
  { header: 'Size (bytes)', key: 'sizeBytes', format: 'int' as const },
  { header: 'Issued on', key: 'issuedOn' },
  { header: 'Expires on', key: 'expiresOn' },
  { header: 'Days left', key: 'daysLeft', format: 'int' as const },
  { header: 'Uploaded by', key: 'uploadedBy' },
  { header: 'Uploaded at', key: 'uploadedAt' },
];

/** The documents' metadata as one CSV (ADR 069), through the exports' CSV writer (formula-safe, UTF-8 with a BOM). */
export function documentsCsv(rows: Row[], today: string): Buffer {
  return renderCsv({
    title: 'Documents',
    subtitle: '',
    sections: [
      {
        name: 'Documents',
        columns: COLUMNS,
        rows: rows.map(({ document, uploadedBy, ingredientName, supplierName }) => ({
          ownerKind: document.ingredientId ? 'Raw material' : 'Supplier',
          ownerName: ingredientName ?? supplierName,
          type: DOCUMENT_TYPE_LABELS[document.type as DocumentType] ?? document.type,
          version: document.version,
          current: document.current ? 'Yes' : 'No',
          fileName: document.fileName,
          contentType: document.contentType,
          sizeBytes: document.sizeBytes,
          issuedOn: document.issuedOn,
          expiresOn: document.expiresOn,
          daysLeft: expiryStatus(today, document.expiresOn, 0).daysLeft,
          uploadedBy,
          uploadedAt: document.createdAt.toISOString(),
        })),
      },
    ],
  });
}
