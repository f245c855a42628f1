import type { Executor } from '../../db/client.ts';
import { activityLog } from '../../db/schema.ts';

export type ActivityInsert = typeof activityLog.$inferInsert;

export function createActivityRepository(db: Executor) {
  return {
    async insert(entry: ActivityInsert) {
      await db.insert(activityLog).values(entry);
    },
  };
}
