import { ACTIVE_USER_DAYS, type AdminStats, type Backup } from '../../../domain/settings/admin-stats.ts';
import {
  type BackupFile,
  backupKey,
  listBackups,
  poolOf,
  pruneBackups,
  withBackupLock,
  writeBackup,
} from '../../db/backup/index.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { FileStore } from '../../files/index.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { createAdminRepository } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface Deps {
  db: Db;
  /** Where backups are kept (ADR 038): PostgreSQL's file store or S3-compatible storage. */
  files: FileStore;
  /** BACKUP_INTERVAL_HOURS; 0 turns automatic backups off. */
  backupIntervalHours: number;
  /** BACKUP_KEEP: how many backups are kept; older ones go after each new one (0 keeps all). */
  backupKeep: number;
}

function toBackupDto(file: BackupFile): Backup {
  return { fileName: file.fileName, sizeBytes: file.sizeBytes, createdAt: file.createdAt.toISOString() };
}

export function createAdminService({ db, files, backupIntervalHours, backupKeep }: Deps) {
  const repo = createAdminRepository(db);
  const pool = poolOf(db);
  const intervalMs = backupIntervalHours * HOUR_MS;

  /** Writes a backup under the lock and records it; undefined when another backup is running. */
  async function backUp(actor: Actor, automatic: boolean) {
    const written = await withBackupLock(pool, async () => {
      const file = await writeBackup(pool, files);
      return { file, pruned: await pruneBackups(files, backupKeep) };
    });
    if (!written) return undefined;
    const { file, pruned } = written;
    const rows = Object.values(file.tables).reduce((sum, n) => sum + n, 0);
    const documents = file.files ? ` and ${file.files} document file${file.files === 1 ? '' : 's'}` : '';
    // A document row whose file the store does not hold (lost before this backup): said, so it can be re-uploaded.
    const missing = file.missingFiles.length
      ? `; ${file.missingFiles.length} document file${file.missingFiles.length === 1 ? ' was' : 's were'} not in the file store`
      : '';
    const removed = pruned.length
      ? `; removed ${pruned.length} older backup${pruned.length === 1 ? '' : 's'} (keeping ${backupKeep})`
      : '';
    await db.transaction(async (tx) => {
      await recordActivity(tx, actor, {
        action: 'backup_create',
        entityType: 'backup',
        entityId: file.fileName,
        description: `${automatic ? 'Automatic backup' : 'Backup'} ${file.fileName}: ${rows} rows in ${Object.keys(file.tables).length} tables${documents}${missing}${removed}`,
        metadata:
          pruned.length || file.missingFiles.length
            ? {
                ...(pruned.length ? { pruned } : {}),
                ...(file.missingFiles.length ? { missingFiles: file.missingFiles } : {}),
              }
            : undefined,
      });
    });
    return toBackupDto(file);
  }

  async function latestBackup(): Promise<Backup | undefined> {
    const [newest] = await listBackups(files);
    return newest ? toBackupDto(newest) : undefined;
  }

  /**
   * The automatic backup, run by the hourly `backup` job (ADR 039): takes one when the newest backup is older
   * than the interval (or there is none).
   */
  async function runScheduled(now = new Date()): Promise<'off' | 'recent' | 'busy' | Backup> {
    if (intervalMs <= 0) return 'off';
    const newest = await latestBackup();
    if (newest && now.getTime() - new Date(newest.createdAt).getTime() < intervalMs) return 'recent';
    return (await backUp({ userId: null }, true)) ?? 'busy';
  }

  return {
    async stats(): Promise<AdminStats> {
      const counts = await repo.counts(new Date(Date.now() - ACTIVE_USER_DAYS * DAY_MS));
      return {
        ...counts,
        systemUptime: Math.floor(process.uptime()),
        lastBackup: (await latestBackup())?.createdAt ?? null,
      };
    },

    async listBackups(): Promise<Backup[]> {
      return (await listBackups(files)).map(toBackupDto);
    },

    /** "Back up now". */
    async createBackup(actor: Actor): Promise<Backup> {
      const backup = await backUp(actor, false);
      if (!backup) throw conflict('A backup is already running. Try again in a moment.');
      return backup;
    },

    /** A finished backup as a stream from the file store, for download. */
    async openBackup(fileName: string) {
      const known = (await listBackups(files)).some((candidate) => candidate.fileName === fileName);
      const stored = known ? await files.stream(backupKey(fileName)) : undefined;
      if (!stored) throw notFound('Backup');
      return { body: stored.body, sizeBytes: stored.file.size };
    },

    runScheduled,
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
