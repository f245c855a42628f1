import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountSettings, loginAttempts, sessions, systemSettings, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionStage = 'active' | 'two_factor' | 'enrol';
export type AttemptOutcome = 'success' | 'failure' | 'locked' | 'rate_limited' | 'unlock';

/** An admin's unlock is written as an attempt from this pseudo-address: it resets every pair of the e-mail. */
export const UNLOCK_ADDRESS = 'admin-unlock';

export function createAuthRepository(db: Executor) {
  /** The newest unlock of this e-mail by an administrator. */
  const lastUnlock = (email: string) =>
    sql`(select max(s.created_at) from ${loginAttempts} s where s.email = ${email} and s.outcome = 'unlock')`;

  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async recordAttempt(email: string, ip: string, outcome: AttemptOutcome) {
      await db.insert(loginAttempts).values({ email: email.toLowerCase(), ip, outcome });
    },

    /**
     * Failures of this (e-mail, address) pair in the window, since the pair's last success and the account's
     * last unlock: what locks the pair (ADR 011).
     */
    async pairFailures(email: string, ip: string, windowStart: Date): Promise<number> {
      const lower = email.toLowerCase();
      const lastSuccess = sql`(select max(s.created_at) from ${loginAttempts} s
        where s.email = ${lower} and s.ip = ${ip} and s.outcome = 'success')`;
      const [row] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.email, lower),
            eq(loginAttempts.ip, ip),
            eq(loginAttempts.outcome, 'failure'),
            gt(loginAttempts.createdAt, windowStart),
            sql`${loginAttempts.createdAt} > greatest(coalesce(${lastSuccess}, '-infinity'::timestamptz), coalesce(${lastUnlock(lower)}, '-infinity'::timestamptz))`,
          ),
        );
      return row?.n ?? 0;
    },

    /** Failures of the account from every address in the window, since its last success or unlock: the slow-down. */
    async accountFailures(email: string, windowStart: Date): Promise<number> {
      const lower = email.toLowerCase();
      const [row] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.email, lower),
            eq(loginAttempts.outcome, 'failure'),
            gt(loginAttempts.createdAt, windowStart),
            sql`${loginAttempts.createdAt} > coalesce((select max(s.created_at) from ${loginAttempts} s
              where s.email = ${lower} and s.outcome in ('success', 'unlock')), '-infinity'::timestamptz)`,
          ),
        );
      return row?.n ?? 0;
    },

    /** Of these e-mails, those with at least one locked (e-mail, address) pair now: the admin's "Locked" mark. */
    async lockedEmails(emails: string[], windowStart: Date, maxAttempts: number): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const lowered = emails.map((email) => email.toLowerCase());
      const rows = await db
        .select({ email: loginAttempts.email })
        .from(loginAttempts)
        .where(
          and(
            inArray(loginAttempts.email, lowered),
            eq(loginAttempts.outcome, 'failure'),
            gt(loginAttempts.createdAt, windowStart),
            sql`${loginAttempts.createdAt} > coalesce((select max(s.created_at) from ${loginAttempts} s
              where s.email = ${loginAttempts.email} and (s.outcome = 'unlock' or (s.outcome = 'success' and s.ip = ${loginAttempts.ip}))), '-infinity'::timestamptz)`,
          ),
        )
        .groupBy(loginAttempts.email, loginAttempts.ip)
        .having(sql`count(*) >= ${maxAttempts}`);
      return new Set(rows.map((row) => row.email));
    },

    /**
     * Failed attempts from this address in the window, whatever e-mail they named: the per-address limit. Only
     * failures count, so an office behind one address signs in all day (ADR 011).
     */
    async failuresFromIp(ip: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.ip, ip),
            eq(loginAttempts.outcome, 'failure'),
            gt(loginAttempts.createdAt, windowStart),
          ),
        );
      return row?.n ?? 0;
    },

    /** A signed-in session counts as activity at once: "Last Active" reads the sign-in, not a later request. */
    async createSession(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values);
      if ((values.stage ?? 'active') === 'active' && values.lastSeenAt)
        await db.update(users).set({ lastActiveAt: values.lastSeenAt }).where(eq(users.id, values.userId));
    },

    async deleteSession(idHash: string) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** A user's sessions, newest first (User Management's list, ADR 030). */
    async sessionsOf(userId: string) {
      return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
    },

    /** Ends the session of this user whose stored hash starts with the public id; whether one was ended. */
    async deleteSessionByPrefix(userId: string, prefix: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), sql`left(${sessions.idHash}, ${prefix.length}) = ${prefix}`))
        .returning({ idHash: sessions.idHash });
      return rows.length > 0;
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
     * One query per request: the session, its user, the settings the request hooks need (idle timeout,
     * maintenance, feature flags) and the user's own account settings (their session length).
     */
    async loadSession(idHash: string) {
      const [row] = await db
        .select({
          session: sessions,
          user: users,
          settings: systemSettings.data,
          account: accountSettings.data,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(systemSettings, eq(systemSettings.id, 1))
        .leftJoin(accountSettings, eq(accountSettings.userId, sessions.userId))
        .where(eq(sessions.idHash, idHash))
        .limit(1);
      return row;
    },

    /** The user's account settings and the system settings, for a session about to start. */
    async sessionSettings(userId: string) {
      const [row] = await db
        .select({ settings: systemSettings.data, account: accountSettings.data })
        .from(systemSettings)
        .leftJoin(accountSettings, eq(accountSettings.userId, userId))
        .where(eq(systemSettings.id, 1));
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
