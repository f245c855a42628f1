import path from 'node:path';
import { z } from 'zod';
import { bool } from './env-values.ts';

/** The database, the data directory, what a fresh database is seeded with, backups and the read cache. */
export const databaseEnv = {
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SEED: z.enum(['demo', 'none']).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).default(24),
  READ_CACHE: bool.optional(),
  BACKUP_KEEP: z.coerce.number().int().min(0).default(14),
};

export interface DatabaseConfig {
  dataDir: string;
  databaseUrl?: string;
  seed: 'demo' | 'none';
  adminEmail?: string;
  adminPassword?: string;
  backupIntervalHours: number;
  backupKeep: number;
  /** Sessions and chosen GET answers served from memory while the change feed listens (ADR 007). */
  readCache: boolean;
}

type DatabaseEnv = z.infer<z.ZodObject<typeof databaseEnv>>;

/** Production seeds nothing unless SEED says so; elsewhere the demo data. */
export function databaseConfig(e: DatabaseEnv, production: boolean): DatabaseConfig {
  return {
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED ?? (production ? 'none' : 'demo'),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    backupIntervalHours: e.BACKUP_INTERVAL_HOURS,
    backupKeep: e.BACKUP_KEEP,
    readCache: e.READ_CACHE ?? true,
  };
}
