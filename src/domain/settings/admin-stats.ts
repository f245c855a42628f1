import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';

/** Admin stats (docs/product-rules.md, "The web app"): live figures; uptime in seconds and database size in bytes, formatted on screen. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Users signed in or active within the last ACTIVE_USER_DAYS days. */
  activeUsers: z.number().int(),
  totalFormulations: z.number().int(),
  systemUptime: z.number(),
  databaseSize: z.number(),
  lastBackup: z.string().nullable(),
  /** Compliance issues not resolved yet (open or in progress). */
  pendingIssues: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ACTIVE_USER_DAYS = 30;

export const backupSchema = z.object({
  fileName: z.string(),
  sizeBytes: z.number().int(),
  createdAt: dateTimeText,
});
export type Backup = z.infer<typeof backupSchema>;

/** "3d 4h 12m": days, hours and minutes of an uptime in seconds; under an hour "12m". */
export function formatUptime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds / 60));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  if (days > 0) return `${days}d ${hours}h ${minutes}m`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Binary units with one decimal: 8,000,000 bytes reads "7.6 MB"; under 1 KB in whole bytes. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
