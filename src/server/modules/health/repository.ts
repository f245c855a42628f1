import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export function createHealthRepository(db: Db) {
  return {
    async ping() {
      await db.execute(sql`select 1`);
    },
  };
}
