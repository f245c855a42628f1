import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;

export function createUserRepository(db: Executor) {
  return {
    async list(filter: { q?: string; role?: string } = {}) {
      const conditions: SQL[] = [];
      if (filter.q) {
        const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))!,
        );
      }
      if (filter.role) conditions.push(eq(users.role, filter.role));
      return db
        .select()
        .from(users)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(users.createdAt), asc(users.email));
    },
    async find(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async lock(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },
    async insert(values: UserInsert) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async update(id: string, revision: number, values: Partial<UserInsert>) {
      const [row] = await db
        .update(users)
        .set({ ...values, revision: sql`${users.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.revision, revision)))
        .returning();
      return row;
    },
    async remove(id: string) {
      await db.delete(users).where(eq(users.id, id));
    },
    async countAdmins() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'admin'));
      return row?.n ?? 0;
    },
    async endSessions(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
