import { ACTIVE_USER_DAYS, type AdminStats, type Backup } from '../../../domain/settings/admin-stats.ts';
import {
  type BackupFile,
  backupDir,
  listBackups,
  poolOf,
  pruneBackups,
  withBackupLock,
  writeBackup,
} from '../../db/backup/index.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { createAdminRepository } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A fresh installation takes its first automatic backup this long after boot. */
const FIRST_CHECK_MS = 5 * 60 * 1000;

interface Deps {
  db: Db;
  dataDir: string;
  /** BACKUP_INTERVAL_HOURS; 0 turns automatic backups off. */
  backupIntervalHours: number;
  /** BACKUP_KEEP: how many backups stay in DATA_DIR/backups; older ones go after each new one (0 keeps all). */
  backupKeep: number;
  log: (message: string) => void;
}

function toBackupDto(file: BackupFile): Backup {
  return { fileName: file.fileName, sizeBytes: file.sizeBytes, createdAt: file.createdAt.toISOString() };
}

export function createAdminService({ db, dataDir, backupIntervalHours, backupKeep, log }: Deps) {
  const repo = createAdminRepository(db);
  const dir = backupDir(dataDir);
  const pool = poolOf(db);
  const intervalMs = backupIntervalHours * HOUR_MS;
  let timers: NodeJS.Timeout[] = [];

  /** Writes a backup under the lock and records it; undefined when another backup is running. */
  async function backUp(actor: Actor, automatic: boolean) {
    const written = await withBackupLock(pool, async () => {
      const file = await writeBackup(pool, dir);
      return { file, pruned: await pruneBackups(dir, backupKeep) };
    });
    if (!written) return undefined;
    const { file, pruned } = written;
    const rows = Object.values(file.tables).reduce((sum, n) => sum + n, 0);
    const removed = pruned.length
      ? `; removed ${pruned.length} older backup${pruned.length === 1 ? '' : 's'} (keeping ${backupKeep})`
      : '';
    await db.transaction(async (tx) => {
      await recordActivity(tx, actor, {
        action: 'backup_create',
        entityType: 'backup',
        entityId: file.fileName,
        description: `${automatic ? 'Automatic backup' : 'Backup'} ${file.fileName}: ${rows} rows in ${Object.keys(file.tables).length} tables${removed}`,
        metadata: pruned.length ? { pruned } : undefined,
      });
    });
    return toBackupDto(file);
  }

  async function latestBackup(): Promise<Backup | undefined> {
    const [newest] = await listBackups(dir);
    return newest ? toBackupDto(newest) : undefined;
  }

  /** The automatic backup: runs when the newest backup is older than the interval (or there is none). */
  async function runScheduled(now = new Date()): Promise<'off' | 'recent' | 'busy' | Backup> {
    if (intervalMs <= 0) return 'off';
    const newest = await latestBackup();
    if (newest && now.getTime() - new Date(newest.createdAt).getTime() < intervalMs) return 'recent';
    return (await backUp({ userId: null }, true)) ?? 'busy';
  }

  function check() {
    runScheduled().catch((error: unknown) => log(`Automatic backup failed: ${(error as Error).message}`));
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
      return (await listBackups(dir)).map(toBackupDto);
    },

    /** "Back up now". */
    async createBackup(actor: Actor): Promise<Backup> {
      const backup = await backUp(actor, false);
      if (!backup) throw conflict('A backup is already running. Try again in a moment.');
      return backup;
    },

    /** The path of a finished backup, for download. */
    async backupPath(fileName: string): Promise<string> {
      const file = (await listBackups(dir)).find((candidate) => candidate.fileName === fileName);
      if (!file) throw notFound('Backup');
      return file.path;
    },

    runScheduled,

    /** Checks every hour (or every interval, when shorter) whether the automatic backup is due. */
    startSchedule() {
      if (intervalMs <= 0 || timers.length) return;
      const every = Math.min(intervalMs, HOUR_MS);
      const first = setTimeout(check, Math.min(FIRST_CHECK_MS, every));
      const repeat = setInterval(check, every);
      first.unref();
      repeat.unref();
      timers = [first, repeat];
    },

    stopSchedule() {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
