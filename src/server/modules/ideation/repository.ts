import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountSettings, formulations, ideationSessions, users } from '../../db/schema.ts';

export type SessionInsert = typeof ideationSessions.$inferInsert;
export type SessionRow = typeof ideationSessions.$inferSelect & {
  formulationName: string | null;
  author: { firstName: string | null; lastName: string | null; email: string | null };
};

/** The team's AI sessions with their authors; the service decides who may change one. */
export function createIdeationRepository(db: Executor) {
  const columns = {
    session: ideationSessions,
    formulationName: formulations.name,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
  };
  const flatten = (row: {
    session: typeof ideationSessions.$inferSelect;
    formulationName: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  }): SessionRow => ({
    ...row.session,
    formulationName: row.formulationName,
    author: { firstName: row.firstName, lastName: row.lastName, email: row.email },
  });
  const joined = () =>
    db
      .select(columns)
      .from(ideationSessions)
      .leftJoin(formulations, eq(formulations.id, ideationSessions.formulationId))
      .leftJoin(users, eq(users.id, ideationSessions.userId));

  return {
    /** The user's stored account settings (read with the defaults by readAccountSettings), for their consents. */
    async accountSettings(userId: string): Promise<unknown> {
      const [row] = await db
        .select({ data: accountSettings.data })
        .from(accountSettings)
        .where(eq(accountSettings.userId, userId));
      return row?.data;
    },

    async list(filter: { limit?: number; offset?: number; from?: Date }) {
      const where: SQL | undefined = filter.from ? gte(ideationSessions.createdAt, filter.from) : undefined;
      const query = joined()
        .where(where)
        .orderBy(desc(ideationSessions.createdAt), desc(ideationSessions.id))
        .$dynamic();
      if (filter.limit !== undefined) query.limit(filter.limit).offset(filter.offset ?? 0);
      const rows = (await query).map(flatten);
      const total =
        filter.limit === undefined
          ? rows.length
          : ((await db.select({ n: count() }).from(ideationSessions).where(where))[0]?.n ?? 0);
      return { rows, total };
    },

    async find(id: string, options: { forUpdate?: boolean } = {}): Promise<SessionRow | undefined> {
      const query = joined().where(eq(ideationSessions.id, id)).$dynamic();
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
