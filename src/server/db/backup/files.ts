import type { FileStore } from '../../files/index.ts';

/** formulary-YYYYMMDD-HHMMSS.jsonl.gz (UTC), with -N when two land in the same second. */
export const BACKUP_FILE_PATTERN = /^formulary-(\d{8})-(\d{6})(?:-\d+)?\.jsonl\.gz$/;

export interface BackupFile {
  fileName: string;
  sizeBytes: number;
  createdAt: Date;
}

/** Backups live in the file store under this folder (ADR 038). */
export const BACKUP_PREFIX = 'backups/';
export const backupKey = (fileName: string) => `${BACKUP_PREFIX}${fileName}`;

const pad = (value: number) => String(value).padStart(2, '0');

export function backupFileName(at: Date, suffix = 0): string {
  const date = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return `formulary-${date}-${time}${suffix ? `-${suffix}` : ''}.jsonl.gz`;
}

/** The time a backup's name says it was taken. */
export function backupTime(fileName: string): Date | undefined {
  const match = BACKUP_FILE_PATTERN.exec(fileName);
  if (!match) return undefined;
  const [d, t] = [match[1]!, match[2]!];
  return new Date(
    Date.UTC(
      +d.slice(0, 4),
      +d.slice(4, 6) - 1,
      +d.slice(6, 8),
      +t.slice(0, 2),
      +t.slice(2, 4),
      +t.slice(4, 6),
    ),
  );
}

/**
 * Deletes every finished backup but the newest `keep` (0 keeps them all); returns the names removed. Called under
 * the backup lock, right after a backup was written, so the newest is always kept.
 */
export async function pruneBackups(files: FileStore, keep: number): Promise<string[]> {
  if (keep <= 0) return [];
  const old = (await listBackups(files)).slice(keep);
  for (const file of old) await files.delete(backupKey(file.fileName));
  return old.map((file) => file.fileName);
}

/** The backups in the file store, newest first (a backup appears there only once written whole). */
export async function listBackups(files: FileStore): Promise<BackupFile[]> {
  const suffix = (name: string) => Number(/-(\d+)\.jsonl\.gz$/.exec(name)?.[1] ?? 0);
  return (
    (await files.list(BACKUP_PREFIX))
      .map((file) => ({ file, fileName: file.key.slice(BACKUP_PREFIX.length) }))
      .filter(({ fileName }) => BACKUP_FILE_PATTERN.test(fileName))
      .map(({ file, fileName }) => ({
        fileName,
        sizeBytes: file.size,
        createdAt: backupTime(fileName) ?? file.createdAt,
        stored: file.createdAt.getTime(),
      }))
      // Two backups of one second: the one stored later, then the higher -N, is the newer.
      .sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() ||
          b.stored - a.stored ||
          suffix(b.fileName) - suffix(a.fileName),
      )
      .map(({ stored: _stored, ...file }) => file)
  );
}
