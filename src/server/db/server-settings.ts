import type pg from 'pg';

/** The PostgreSQL settings the app depends on but cannot set for itself (they are the server's, not a session's). */
const WATCHED = ['autovacuum', 'track_counts'] as const;
type Watched = (typeof WATCHED)[number];

/**
 * Warnings about an external server's settings, logged at start. A price change rewrites every formulation that
 * uses the raw material (and their lines): without autovacuum the dead rows stay, tables and indexes grow with
 * every change and each change is slower than the last (measured on 20,000 formulations, five changes in a row:
 * 837 ms to 1,446 ms; docs/architecture.md, "The database"). Autovacuum also needs track_counts, which
 * tells it which tables changed. The app does not turn them on itself: they are the server administrator's.
 */
export function serverSettingWarnings(settings: Partial<Record<Watched, string>>): string[] {
  const warnings: string[] = [];
  if (settings.autovacuum === 'off')
    warnings.push(
      'PostgreSQL runs with autovacuum = off: the rows each price change and save replace are never reclaimed, ' +
        'so tables grow and saves slow down over time. Turn it on (ALTER SYSTEM SET autovacuum = on; then ' +
        'SELECT pg_reload_conf()) or vacuum the database on a schedule.',
    );
  if (settings.track_counts === 'off')
    warnings.push(
      'PostgreSQL runs with track_counts = off: autovacuum cannot tell which tables changed and never runs, and ' +
        'the planner works from stale statistics. Turn it on (ALTER SYSTEM SET track_counts = on).',
    );
  return warnings;
}

/** The watched settings as the server reports them. */
export async function readServerSettings(pool: pg.Pool): Promise<Partial<Record<Watched, string>>> {
  const result = await pool.query<{ name: Watched; setting: string }>(
    'select name, setting from pg_settings where name = any($1)',
    [WATCHED],
  );
  return Object.fromEntries(result.rows.map((row) => [row.name, row.setting]));
}
