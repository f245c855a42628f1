import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginAttempts, sessions, systemSettings, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export function createAuthRepository(db: Executor) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async recordAttempt(
      email: string,
      ip: string,
      outcome: 'success' | 'failure' | 'locked' | 'rate_limited',
    ) {
      await db.insert(loginAttempts).values({ email: email.toLowerCase(), ip, outcome });
    },

    /** Failures for this e-mail since its last success, within the lockout window. */
    async recentFailures(email: string, windowStart: Date): Promise<number> {
      const lastSuccess = db
        .select({ at: sql`max(${loginAttempts.createdAt})` })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, email.toLowerCase()), eq(loginAttempts.outcome, 'success')));
      const [row] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.email, email.toLowerCase()),
            eq(loginAttempts.outcome, 'failure'),
            gt(loginAttempts.createdAt, windowStart),
            sql`${loginAttempts.createdAt} > coalesce((${lastSuccess}), '-infinity'::timestamptz)`,
          ),
        );
      return row?.n ?? 0;
    },

    async attemptsFromIp(ip: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, windowStart)));
      return row?.n ?? 0;
    },

    async createSession(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values);
    },

    async deleteSession(idHash: string) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    async deleteUserSessions(userId: string, exceptIdHash?: string) {
      await db
        .delete(sessions)
        .where(
          exceptIdHash
            ? and(eq(sessions.userId, userId), sql`${sessions.idHash} <> ${exceptIdHash}`)
            : eq(sessions.userId, userId),
        );
    },

    /**
     * One query per request: the session, its user and the settings the request hooks need
     * (idle timeout, maintenance, feature flags).
     */
    async loadSession(idHash: string) {
      const [row] = await db
        .select({ session: sessions, user: users, settings: systemSettings.data })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(systemSettings, eq(systemSettings.id, 1))
        .where(eq(sessions.idHash, idHash))
        .limit(1);
      return row;
    },

    async touchSession(idHash: string, userId: string, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
      await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
    },

    async latestAttempts(email: string, limit: number) {
      return db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.email, email.toLowerCase()))
        .orderBy(desc(loginAttempts.createdAt))
        .limit(limit);
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
