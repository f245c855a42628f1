import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { systemSettings } from '../../db/schema.ts';

export function createSettingsRepository(db: Executor) {
  return {
    async get() {
      const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1)).limit(1);
      return row;
    },
    async insertDefault(data: unknown) {
      await db.insert(systemSettings).values({ id: 1, data }).onConflictDoNothing();
    },
    /** Returns the new row, or undefined when the revision was stale. */
    async update(data: unknown, revision: number) {
      const [row] = await db
        .update(systemSettings)
        .set({ data, revision: sql`${systemSettings.revision} + 1`, updatedAt: new Date() })
        .where(sql`${systemSettings.id} = 1 and ${systemSettings.revision} = ${revision}`)
        .returning();
      return row;
    },
  };
}
