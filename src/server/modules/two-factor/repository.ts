import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { recoveryCodes, users } from '../../db/schema.ts';

export function createTwoFactorRepository(db: Executor) {
  return {
    async lockUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
      return row;
    },
    async setSecret(userId: string, secret: string | null) {
      await db
        .update(users)
        .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    async enable(userId: string, step: number) {
      await db
        .update(users)
        .set({
          totpEnabledAt: new Date(),
          totpLastStep: step,
          revision: sql`${users.revision} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },
    async disable(userId: string) {
      await db
        .update(users)
        .set({
          totpSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          revision: sql`${users.revision} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },
    /** Moves the last accepted step forward only: a code of the same or an older step is refused (replay). */
    async acceptStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return rows.length === 1;
    },
    async replaceRecoveryCodes(userId: string, hashes: string[]) {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },
    /** Marks an unused recovery code used; false when it is unknown or was used already. */
    async spendRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },
  };
}
