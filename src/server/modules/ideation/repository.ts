import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { formulations, ideationSessions } from '../../db/schema.ts';

export type SessionInsert = typeof ideationSessions.$inferInsert;
export type SessionRow = typeof ideationSessions.$inferSelect & { formulationName: string | null };

/** The signed-in user's AI sessions: every query is scoped by user, so another user's id is simply not found. */
export function createIdeationRepository(db: Executor) {
  const columns = { session: ideationSessions, formulationName: formulations.name };
  const flatten = (row: {
    session: typeof ideationSessions.$inferSelect;
    formulationName: string | null;
  }) => ({
    ...row.session,
    formulationName: row.formulationName,
  });

  return {
    async list(userId: string, page: { limit?: number; offset?: number }) {
      const query = db
        .select(columns)
        .from(ideationSessions)
        .leftJoin(formulations, eq(formulations.id, ideationSessions.formulationId))
        .where(eq(ideationSessions.userId, userId))
        .orderBy(desc(ideationSessions.createdAt), desc(ideationSessions.id))
        .$dynamic();
      if (page.limit !== undefined) query.limit(page.limit).offset(page.offset ?? 0);
      const rows: SessionRow[] = (await query).map(flatten);
      const total =
        page.limit === undefined
          ? rows.length
          : ((
              await db
                .select({ n: count() })
                .from(ideationSessions)
                .where(eq(ideationSessions.userId, userId))
            )[0]?.n ?? 0);
      return { rows, total };
    },

    async find(
      id: string,
      userId: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<SessionRow | undefined> {
      const query = db
        .select(columns)
        .from(ideationSessions)
        .leftJoin(formulations, eq(formulations.id, ideationSessions.formulationId))
        .where(and(eq(ideationSessions.id, id), eq(ideationSessions.userId, userId)))
        .$dynamic();
      if (options.forUpdate) query.for('update', { of: ideationSessions });
      const [row] = await query;
      return row && flatten(row);
    },

    async insert(values: SessionInsert) {
      const [row] = await db.insert(ideationSessions).values(values).returning({ id: ideationSessions.id });
      return row!;
    },

    async update(
      id: string,
      revision: number,
      values: Partial<Pick<SessionInsert, 'rating' | 'isImplemented'>>,
    ) {
      const [row] = await db
        .update(ideationSessions)
        .set({ ...values, revision: sql`${ideationSessions.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(ideationSessions.id, id), eq(ideationSessions.revision, revision)))
        .returning({ id: ideationSessions.id });
      return row;
    },

    async remove(id: string) {
      await db.delete(ideationSessions).where(eq(ideationSessions.id, id));
    },
  };
}
