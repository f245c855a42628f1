import { randomUUID } from 'node:crypto';
import { addDays } from '../../../domain/account/reminders.ts';
import type { Document, DocumentUpload, DocumentVersion } from '../../../domain/supply/document-schema.ts';
import {
  DOCUMENT_FILE_BYTES,
  DOCUMENT_FILE_MESSAGE,
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
  EXTENSIONS,
  expiryStatus,
  sniffContentType,
} from '../../../domain/supply/documents.ts';
import { can } from '../../../domain/user/permissions.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, staleRevision } from '../../errors.ts';
import { DOCUMENTS_PREFIX, type FileStore } from '../../files/index.ts';
import type { ImportFile } from '../../http/import-file.ts';
import { isUuid } from '../../http/list-query.ts';
import { decodeUpload } from '../../uploads/upload-limits.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import type { ExpiringDocument as Reminded } from '../reminders/document-reminders.ts';
import { documentsCsv } from './export-csv.ts';
import { importDocumentDates } from './import-dates.ts';
import { createDocumentRepository, type DocumentRow, type OwnerKind } from './repository.ts';

const today = () => new Date().toISOString().slice(0, 10);
const ORPHAN_AGE_MS = 60 * 60 * 1000;
const OWNER_LABEL: Record<OwnerKind, string> = { ingredient: 'Ingredient', supplier: 'Supplier' };
const label = (type: string) => DOCUMENT_TYPE_LABELS[type as DocumentType] ?? type;

export function toVersionDto(row: DocumentRow, uploadedBy: string | null, on = today()): DocumentVersion {
  const { status, daysLeft } = expiryStatus(on, row.expiresOn, 0);
  return {
    id: row.id,
    ingredientId: row.ingredientId,
    supplierId: row.supplierId,
    type: row.type as DocumentType,
    version: row.version,
    current: row.current,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    daysLeft,
    expired: status === 'expired',
    uploadedBy,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Raw-material and supplier documents (ADR 069): versions of each type, the bytes in the file store (ADR 038),
 * expiry and the safety data sheets that approved formulations lack.
 */
export function createDocumentService({ db, files }: { db: Db; files: FileStore }) {
  const read = createDocumentRepository(db);

  async function existing(kind: OwnerKind, id: string) {
    if (!isUuid(id) || !(await read.ownerExists(kind, id))) throw notFound(OWNER_LABEL[kind]);
  }

  async function sdsMissing(ingredientId: string) {
    return (await read.missingSds(today(), ingredientId)).length > 0;
  }

  return {
    /** The current document of each type with its earlier versions. */
    async list(kind: OwnerKind, id: string) {
      await existing(kind, id);
      const on = today();
      const items: Document[] = [];
      for (const { document, uploadedBy } of await read.forOwner(kind, id)) {
        const dto = toVersionDto(document, uploadedBy, on);
        const head = items.at(-1);
        if (head && head.type === dto.type && !dto.current) head.earlier.push(dto);
        else items.push({ ...dto, earlier: [] });
      }
      return { items, sdsMissing: kind === 'ingredient' && (await sdsMissing(id)) };
    },

    /** Stores the file, then records it as the type's current version; the one it replaces stays as history. */
    async upload(kind: OwnerKind, id: string, input: DocumentUpload, actor: Actor) {
      if (!isUuid(id)) throw notFound(OWNER_LABEL[kind]);
      const bytes = decodeUpload(input.file, { fileBytes: DOCUMENT_FILE_BYTES });
      const contentType = sniffContentType(bytes);
      if (!contentType) throw badRequest(DOCUMENT_FILE_MESSAGE, { file: [DOCUMENT_FILE_MESSAGE] });
      const documentId = randomUUID();
      const fileKey = `${DOCUMENTS_PREFIX}${documentId}.${EXTENSIONS[contentType]}`;
      await files.put(fileKey, bytes, contentType);
      try {
        const row = await db.transaction(async (tx) => {
          const repo = createDocumentRepository(tx);
          if (!(await repo.lockOwner(kind, id))) throw notFound(OWNER_LABEL[kind]);
          const versions = await repo.versions(kind, id, input.type);
          const current = versions.find((version) => version.current);
          if (current) await repo.setCurrent(current.id, false);
          const inserted = await repo.insert({
            id: documentId,
            ingredientId: kind === 'ingredient' ? id : null,
            supplierId: kind === 'supplier' ? id : null,
            type: input.type,
            version: (versions[0]?.version ?? 0) + 1,
            fileName: input.fileName,
            contentType,
            sizeBytes: bytes.length,
            fileKey,
            issuedOn: input.issuedOn,
            expiresOn: input.expiresOn,
            uploadedBy: actor.userId,
          });
          await recordActivity(
            tx,
            actor,
            {
              action: 'document_upload',
              entityType: kind,
              entityId: id,
              description: `Uploaded ${label(input.type)} version ${inserted.version} (${input.fileName})`,
            },
            { type: 'documents', entityId: inserted.id },
          );
          return inserted;
        });
        const stored = await read.byId(row.id);
        return { ...toVersionDto(row, stored?.uploadedBy ?? null), earlier: [] };
      } catch (error) {
        // Nothing refers to the file: it goes with the failed write.
        await files.delete(fileKey).catch(() => undefined);
        throw error;
      }
    },

    importDates: (file: ImportFile, actor: Actor & { role: string }) => importDocumentDates(db, file, actor),

    async download(id: string) {
      const row = isUuid(id) ? await read.byId(id) : undefined;
      if (!row) throw notFound('Document');
      const stored = await files.stream(row.document.fileKey);
      if (!stored) throw notFound('Document file');
      return {
        content: stored.body,
        sizeBytes: stored.file.size,
        fileName: row.document.fileName,
        contentType: row.document.contentType,
      };
    },

    /**
     * Deletes one version (an upload made by mistake): when it was the current one, the newest earlier version of
     * its type becomes current again. A supplier's document needs the right to edit suppliers.
     */
    async remove(id: string, revision: number, actor: Actor & { role: string }) {
      const found = isUuid(id) ? await read.byId(id) : undefined;
      if (!found) throw notFound('Document');
      const row = found.document;
      if (row.supplierId && !can({ role: actor.role }, 'write', 'suppliers')) throw forbidden();
      const kind: OwnerKind = row.ingredientId ? 'ingredient' : 'supplier';
      const ownerId = (row.ingredientId ?? row.supplierId)!;
      await db.transaction(async (tx) => {
        const repo = createDocumentRepository(tx);
        await repo.lockOwner(kind, ownerId);
        if (!(await repo.remove(id, revision))) {
          if (!(await repo.byId(id))) throw notFound('Document');
          throw staleRevision();
        }
        const [newest] = await repo.versions(kind, ownerId, row.type);
        if (row.current && newest) await repo.setCurrent(newest.id, true);
        await recordActivity(
          tx,
          actor,
          {
            action: 'document_delete',
            entityType: kind,
            entityId: ownerId,
            description: `Deleted ${label(row.type)} version ${row.version} (${row.fileName})`,
          },
          { type: 'documents', entityId: id },
        );
      });
      await files.delete(row.fileKey);
    },

    /**
     * Deletes the stored files no document row names any more: a raw material's or a supplier's documents go
     * with it by cascade, and a restore that replaced the data leaves the replaced documents' files. Only files
     * older than an hour, so an upload between its put and its row is never taken. Returns the keys deleted.
     */
    async pruneFiles(now = new Date()): Promise<string[]> {
      const named = new Set(await read.fileKeys());
      const before = now.getTime() - ORPHAN_AGE_MS;
      const orphans = (await files.list(DOCUMENTS_PREFIX)).filter(
        (file) => !named.has(file.key) && file.createdAt.getTime() < before,
      );
      for (const file of orphans) await files.delete(file.key);
      return orphans.map((file) => file.key);
    },

    /** Current documents expiring within `days` from today (inclusive), and those already expired. */
    async expiring(days: number) {
      const on = today();
      return (await read.expiringBy(addDays(on, days))).map((row) => ({
        ...toVersionDto(row.document, row.uploadedBy, on),
        ownerName: (row.ingredientName ?? row.supplierName)!,
        ownerKind: row.document.ingredientId ? ('ingredient' as const) : ('supplier' as const),
      }));
    },

    /** Every version's metadata as CSV, named for the day. */
    async exportCsv() {
      const on = today();
      return { fileName: `documents-${on}.csv`, content: documentsCsv(await read.all(), on) };
    },

    async missingSds() {
      return read.missingSds(today());
    },

    /** The reminders' query (ADR 064): current documents expiring between two days, owned by their uploader. */
    async expiringBetween(from: string, until: string): Promise<Reminded[]> {
      return (await read.expiringBetween(from, until)).map((row) => ({
        id: row.id,
        title: `${label(row.type)} of ${row.ingredientName ?? row.supplierName}`,
        ownerId: row.uploadedBy!,
        expiresOn: row.expiresOn!,
      }));
    },
  };
}
export type DocumentService = ReturnType<typeof createDocumentService>;
