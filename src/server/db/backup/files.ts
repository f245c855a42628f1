import fs from 'node:fs/promises';
import path from 'node:path';

/** formulary-YYYYMMDD-HHMMSS.jsonl.gz (UTC), with -N when two land in the same second. */
export const BACKUP_FILE_PATTERN = /^formulary-(\d{8})-(\d{6})(?:-\d+)?\.jsonl\.gz$/;

export interface BackupFile {
  fileName: string;
  path: string;
  sizeBytes: number;
  createdAt: Date;
}

export function backupDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

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
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  if (keep <= 0) return [];
  const old = (await listBackups(dir)).slice(keep);
  for (const file of old) await fs.rm(file.path, { force: true });
  return old.map((file) => file.fileName);
}

/** The finished backups in the folder, newest first (files still being written end in .partial). */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const files = await Promise.all(
    names
      .filter((name) => BACKUP_FILE_PATTERN.test(name))
      .map(async (fileName) => {
        const full = path.join(dir, fileName);
        const stat = await fs.stat(full);
        const createdAt = backupTime(fileName) ?? stat.mtime;
        return { fileName, path: full, sizeBytes: stat.size, createdAt, modified: stat.mtimeMs };
      }),
  );
  return files
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.modified - a.modified)
    .map(({ modified: _modified, ...file }) => file);
}
