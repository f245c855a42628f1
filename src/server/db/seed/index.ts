import type { Db } from '../client.ts';
import { ensureBaseRows } from './base-rows.ts';
import { seedDemoIfNoUsers } from './demo.ts';

export { ensureBaseRows } from './base-rows.ts';
export { seedDemo } from './demo.ts';
export { DEMO_PASSWORD, DEMO_USERS } from './users.ts';

/**
 * Boot-time seeding: the base rows always; the demo data set when `mode` is 'demo' and there are no
 * users yet. Returns whether the demo data was loaded.
 */
export async function seedIfEmpty(db: Db, mode: 'demo' | 'none'): Promise<boolean> {
  await ensureBaseRows(db);
  if (mode !== 'demo') return false;
  return seedDemoIfNoUsers(db);
}
