import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountSettings, users } from '../../db/schema.ts';

export function createAccountSettingsRepository(db: Executor) {
  return {
    /** Two-factor sign-in is a fact of the account, not a stored preference. */
    async twoFactorOn(userId: string): Promise<boolean> {
      const [row] = await db.select({ at: users.totpEnabledAt }).from(users).where(eq(users.id, userId));
      return Boolean(row?.at);
    },
    async get(userId: string) {
      const [row] = await db.select().from(accountSettings).where(eq(accountSettings.userId, userId));
      return row;
    },
    async insert(userId: string, data: unknown) {
      const [row] = await db
        .insert(accountSettings)
        .values({ userId, data })
        .onConflictDoNothing()
        .returning();
      return row;
    },
    async update(userId: string, revision: number, data: unknown) {
      const [row] = await db
        .update(accountSettings)
        .set({ data, revision: sql`${accountSettings.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(accountSettings.userId, userId), eq(accountSettings.revision, revision)))
        .returning();
      return row;
    },
  };
}
