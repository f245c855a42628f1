import type pg from 'pg';
import { checkKey, DOCUMENTS_PREFIX } from '../../files/file-store.ts';
import type { FileStore } from '../../files/index.ts';

/**
 * The uploaded documents' bytes in a backup (ADR 038, amended): the `documents` rows name their files in the file
 * store, which is outside the tables a backup reads, so a backup without them would restore rows whose downloads
 * fail. After the tables:
 *   {"files":N}
 *   then per file {"file":key,"contentType":…,"size":bytes,"chunks":C} and C lines {"chunk":base64 of ≤ 1 MiB}
 * A document's file is never rewritten (a new version is a new key), so reading it beside the tables' snapshot
 * gives the bytes those rows name. Only keys under documents/ are written or restored: a backup never carries
 * exports or other backups, and a crafted file cannot overwrite them.
 */
const CHUNK_BYTES = 1024 * 1024;

export interface FilesSection {
  files: number;
}

interface FileHeader {
  file: string;
  contentType: string;
  size: number;
  chunks: number;
}

/** The lines of the files section, for the document files the snapshot's rows name and the store holds. */
export async function* documentFileLines(
  client: pg.PoolClient,
  files: FileStore,
  written: { files: number; missing: string[] },
): AsyncGenerator<string> {
  const { rows } = await client.query<{ key: string }>(
    'select file_key as key from documents order by file_key',
  );
  const found = [];
  for (const { key } of rows) {
    const stored = key.startsWith(DOCUMENTS_PREFIX) ? await files.exists(key) : undefined;
    if (stored) found.push(stored);
    else written.missing.push(key);
  }
  yield `${JSON.stringify({ files: found.length } satisfies FilesSection)}\n`;
  for (const stored of found) {
    const opened = await files.stream(stored.key);
    if (!opened)
      throw new Error(`The document file ${stored.key} went from the file store during the backup.`);
    const { file, body } = opened;
    const header: FileHeader = {
      file: file.key,
      contentType: file.contentType,
      size: file.size,
      chunks: Math.ceil(file.size / CHUNK_BYTES),
    };
    yield `${JSON.stringify(header)}\n`;
    // Pieces gathered until a chunk's worth, then joined once (an S3 body comes in pieces of tens of kilobytes).
    let pieces: Buffer[] = [];
    let gathered = 0;
    for await (const piece of body) {
      pieces.push(piece as Buffer);
      gathered += (piece as Buffer).length;
      while (gathered >= CHUNK_BYTES) {
        const joined = Buffer.concat(pieces, gathered);
        yield `${JSON.stringify({ chunk: joined.subarray(0, CHUNK_BYTES).toString('base64') })}\n`;
        pieces = [joined.subarray(CHUNK_BYTES)];
        gathered -= CHUNK_BYTES;
      }
    }
    if (gathered > 0)
      yield `${JSON.stringify({ chunk: Buffer.concat(pieces, gathered).toString('base64') })}\n`;
    written.files += 1;
  }
}

/**
 * Writes the files section's files into the store, each streamed chunk by chunk from the backup; `next` reads the
 * backup's next line as JSON and `damaged` makes the error that a malformed section raises. Returns how many were
 * written.
 */
export async function restoreDocumentFiles(
  next: () => Promise<unknown>,
  files: FileStore | undefined,
  damaged: (detail?: string) => Error,
): Promise<number> {
  const section = ((await next()) ?? {}) as Partial<FilesSection>;
  if (!Number.isInteger(section.files) || section.files! < 0) throw damaged();
  if (section.files! > 0 && !files)
    throw damaged('This backup holds document files and no file store was given.');
  for (let i = 0; i < section.files!; i++) {
    const header = ((await next()) ?? {}) as Partial<FileHeader>;
    const { file: key, contentType, size, chunks } = header;
    if (
      typeof key !== 'string' ||
      !key.startsWith(DOCUMENTS_PREFIX) ||
      typeof contentType !== 'string' ||
      !Number.isInteger(size) ||
      !Number.isInteger(chunks)
    ) {
      throw damaged();
    }
    try {
      checkKey(key);
    } catch {
      throw damaged();
    }
    let read = 0;
    async function* body() {
      for (let c = 0; c < chunks!; c++) {
        const line = ((await next()) ?? {}) as { chunk?: unknown };
        if (typeof line.chunk !== 'string') throw damaged();
        const bytes = Buffer.from(line.chunk, 'base64');
        read += bytes.length;
        yield bytes;
      }
      // Before the put completes: a file of the wrong size never replaces what the store holds.
      if (read !== size) throw damaged();
    }
    await files!.put(key, body(), contentType);
  }
  return section.files!;
}
