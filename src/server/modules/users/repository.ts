import { and, asc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invitations, sessions, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;

// Any constant: changes that could remove the last administrator take this lock, one at a time.
const ADMIN_CHANGES_LOCK = 4_242_010;

export function createUserRepository(db: Executor) {
  return {
    async list(filter: { q?: string; role?: string } = {}) {
      const conditions: SQL[] = [];
      if (filter.q) {
        const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
            ilike(users.email, pattern),
            sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
          )!,
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
    /** Serialises changes that could leave no administrator (held to the end of the transaction). */
    async lockAdminChanges() {
      await db.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK})`);
    },
    async endSessions(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async insertInvitation(values: typeof invitations.$inferInsert) {
      await db.insert(invitations).values(values);
    },
    /** An unused, unexpired invitation and its user; locked when asked (accepting it). */
    async findOpenInvitation(tokenHash: string, options: { forUpdate?: boolean } = {}) {
      const query = db
        .select({ invitation: invitations, user: users })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.userId))
        .where(
          and(
            eq(invitations.tokenHash, tokenHash),
            isNull(invitations.usedAt),
            gt(invitations.expiresAt, new Date()),
          ),
        )
        .limit(1)
        .$dynamic();
      const [row] = options.forUpdate ? await query.for('update', { of: invitations }) : await query;
      return row;
    },
    async markInvitationUsed(id: string) {
      await db.update(invitations).set({ usedAt: new Date() }).where(eq(invitations.id, id));
    },
    /** A password set another way makes any open invitation of the user useless. */
    async closeInvitations(userId: string) {
      await db
        .update(invitations)
        .set({ usedAt: new Date() })
        .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
    },
  };
}
