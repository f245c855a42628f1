import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { markets } from '../../db/schema.ts';

export type MarketRow = typeof markets.$inferSelect;

/** The markets' master data (ADR 058). */
export function createMarketRepository(db: Executor) {
  return {
    list: () => db.select().from(markets).orderBy(asc(markets.code)),

    async find(code: string, options: { forUpdate?: boolean } = {}): Promise<MarketRow | undefined> {
      const query = db.select().from(markets).where(eq(markets.code, code)).$dynamic();
      if (options.forUpdate) query.for('update');
      return (await query)[0];
    },

    /** Markets following this one: it may not follow another itself (one level, no chain). */
    async followers(code: string): Promise<string[]> {
      const rows = await db.select({ code: markets.code }).from(markets).where(eq(markets.follows, code));
      return rows.map((row) => row.code);
    },

    async update(
      code: string,
      revision: number,
      values: { name: string; follows: string | null; fragranceLabel: string },
    ): Promise<boolean> {
      const rows = await db
        .update(markets)
        .set({ ...values, revision: sql`${markets.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(markets.code, code), eq(markets.revision, revision)))
        .returning({ code: markets.code });
      return rows.length === 1;
    },
  };
}
