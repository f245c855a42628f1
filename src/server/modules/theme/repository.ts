import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { themes } from '../../db/schema.ts';

export type ThemeRow = typeof themes.$inferSelect;

export function createThemeRepository(db: Executor) {
  return {
    async active(): Promise<ThemeRow | undefined> {
      const [row] = await db.select().from(themes).where(eq(themes.isActive, true)).limit(1);
      return row;
    },
    async lockActive(): Promise<ThemeRow | undefined> {
      const [row] = await db.select().from(themes).where(eq(themes.isActive, true)).for('update');
      return row;
    },
    async insertActive(values: Omit<typeof themes.$inferInsert, 'isActive'>) {
      const [row] = await db
        .insert(themes)
        .values({ ...values, isActive: true })
        .returning();
      return row!;
    },
    async updateActive(id: string, revision: number, values: Partial<typeof themes.$inferInsert>) {
      const [row] = await db
        .update(themes)
        .set({ ...values, revision: sql`${themes.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(themes.id, id), eq(themes.revision, revision)))
        .returning();
      return row;
    },
    async templates(): Promise<ThemeRow[]> {
      return db.select().from(themes).where(eq(themes.isTemplate, true)).orderBy(asc(themes.name));
    },
  };
}
