import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store.ts';

/** The folders under DATA_DIR where earlier versions kept files, the store folder each moves to, and its types. */
const FOLDERS = [
  {
    folder: 'exports',
    name: /^[0-9a-f-]{36}\.(xlsx|csv|pdf)$/,
    types: {
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      csv: 'text/csv; charset=utf-8',
      pdf: 'application/pdf',
    } as Record<string, string>,
  },
  {
    folder: 'backups',
    name: /^formulary-\d{8}-\d{6}(?:-\d+)?\.jsonl\.gz$/,
    types: { gz: 'application/gzip' } as Record<string, string>,
  },
];

/**
 * Moves the exports and backups an earlier version wrote to DATA_DIR into the file store (ADR 038), once: each
 * file is stored, checked by size, then removed from the disk, so existing exports still download and existing
 * backups are still listed and restorable from every instance. Returns how many files moved.
 */
export async function moveLocalFiles(
  dataDir: string,
  files: FileStore,
  log: (message: string) => void,
): Promise<number> {
  let moved = 0;
  for (const { folder, name, types } of FOLDERS) {
    const dir = path.join(dataDir, folder);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const fileName of names.filter((candidate) => name.test(candidate))) {
      const full = path.join(dir, fileName);
      const { size } = await fs.stat(full);
      const key = `${folder}/${fileName}`;
      const type = types[fileName.split('.').at(-1)!] ?? 'application/octet-stream';
      const stored = (await files.exists(key)) ?? (await files.put(key, createReadStream(full), type));
      if (stored.size !== size) {
        log(`${full} was not moved to the file store: its copy there differs in size`);
        continue;
      }
      await fs.rm(full);
      moved += 1;
    }
  }
  if (moved > 0) log(`Moved ${moved} export and backup file(s) from ${dataDir} into the file store`);
  return moved;
}
