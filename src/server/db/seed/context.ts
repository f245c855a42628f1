import type { Executor } from '../client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What every part of the demo data set shares: the transaction, one clock, and the ids made so far. */
export interface SeedContext {
  tx: Executor;
  now: Date;
  /** A moment `days` before now, at a working hour derived from the day so the times look natural. */
  daysAgo(days: number): Date;
  /** A calendar date (YYYY-MM-DD) `days` after today; negative for the past. */
  dateIn(days: number): string;
  users: Record<string, string>;
  suppliers: Record<string, string>;
  substances: Record<string, string>;
  rawMaterials: Record<string, { id: string; unitCost: string; unit: string; density: string | null }>;
  formulations: Record<string, string>;
  rules: Record<string, string>;
  /** Compliance issues by title. */
  issues: Record<string, string>;
}

export function createContext(tx: Executor, now = new Date()): SeedContext {
  return {
    tx,
    now,
    daysAgo(days) {
      // Whole days back, then minutes into the past within the day: deterministic for a given `now`.
      const minutes = ((days * 97) % 420) + 15;
      return new Date(now.getTime() - days * DAY_MS - minutes * 60 * 1000);
    },
    dateIn(days) {
      return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
    },
    users: {},
    suppliers: {},
    substances: {},
    rawMaterials: {},
    formulations: {},
    rules: {},
    issues: {},
  };
}

/** Looks a key up, failing loudly on a typo in the seed data rather than inserting a null. */
export function idOf<T>(map: Record<string, T>, key: string, what: string): T {
  const value = map[key];
  if (value === undefined) throw new Error(`Seed data refers to an unknown ${what}: ${key}`);
  return value;
}
