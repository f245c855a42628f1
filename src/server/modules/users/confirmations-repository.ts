import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailConfirmations } from '../../db/schema.ts';

export type ConfirmationRow = typeof emailConfirmations.$inferSelect;
export type ConfirmationPurpose = 'sign_up' | 'email_change';

/** The e-mail confirmation links (ADR 030): only their token's hash is stored. */
export function createConfirmationRepository(db: Executor) {
  const open = (now: Date) => and(isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now));
  return {
    async insert(values: typeof emailConfirmations.$inferInsert) {
      await db.insert(emailConfirmations).values(values);
    },

    /** A new link replaces the open ones of the same user (e-mail change) or address (sign-up). */
    async closeOpen(filter: { userId: string } | { signUpEmail: string }) {
      await db
        .update(emailConfirmations)
        .set({ usedAt: new Date() })
        .where(
          and(
            isNull(emailConfirmations.usedAt),
            'userId' in filter
              ? eq(emailConfirmations.userId, filter.userId)
              : and(
                  eq(emailConfirmations.purpose, 'sign_up'),
                  eq(emailConfirmations.email, filter.signUpEmail),
                ),
          ),
        );
    },

    /** The open link with this token hash, locked when confirming it. */
    async findOpen(tokenHash: string, options: { forUpdate?: boolean } = {}) {
      const query = db
        .select()
        .from(emailConfirmations)
        .where(and(eq(emailConfirmations.tokenHash, tokenHash), open(new Date())))
        .$dynamic();
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** A user's open e-mail change, if any. */
    async openChange(userId: string) {
      const [row] = await db
        .select()
        .from(emailConfirmations)
        .where(
          and(
            eq(emailConfirmations.userId, userId),
            eq(emailConfirmations.purpose, 'email_change'),
            open(new Date()),
          ),
        );
      return row;
    },

    async markUsed(id: string) {
      await db.update(emailConfirmations).set({ usedAt: new Date() }).where(eq(emailConfirmations.id, id));
    },
  };
}
