import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { themes } from '../../db/schema.ts';

export type ThemeRow = typeof themes.$inferSelect;

export function createThemeRepository(db: Executor) {
  return {
    async active(): Promise<ThemeRow | undefined> {
      const [row] = await db.select().from(themes).where(eq(themes.isActive, true)).limit(1);
      return row;
    },
    async templates(): Promise<ThemeRow[]> {
      return db.select().from(themes).where(eq(themes.isTemplate, true)).orderBy(asc(themes.name));
    },
  };
}
