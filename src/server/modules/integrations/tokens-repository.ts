import { and, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiTokens, systemSettings, users } from '../../db/schema.ts';

export type TokenRow = typeof apiTokens.$inferSelect;
type TokenInsert = typeof apiTokens.$inferInsert;

const listed = {
  id: apiTokens.id,
  kind: apiTokens.kind,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  access: apiTokens.access,
  role: apiTokens.role,
  ownerId: apiTokens.userId,
  ownerEmail: users.email,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  createdAt: apiTokens.createdAt,
};
export interface ListedToken {
  id: string;
  kind: string;
  name: string;
  prefix: string;
  access: string;
  role: string | null;
  ownerId: string;
  ownerEmail: string;
  expiresAt: Date;
  lastUsedAt: Date | null;
  createdAt: Date;
}

export function createTokenRepository(db: Executor) {
  return {
    async insert(values: TokenInsert): Promise<TokenRow> {
      const [row] = await db.insert(apiTokens).values(values).returning();
      return row!;
    },

    /** A user's personal tokens, or (userId undefined) every token, newest first. */
    async list(filter: { userId?: string; kind?: 'personal' | 'service' }): Promise<ListedToken[]> {
      return db
        .select(listed)
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(
          and(
            filter.userId ? eq(apiTokens.userId, filter.userId) : undefined,
            filter.kind ? eq(apiTokens.kind, filter.kind) : undefined,
          ),
        )
        .orderBy(desc(apiTokens.createdAt));
    },

    async find(id: string): Promise<ListedToken | undefined> {
      const [row] = await db
        .select(listed)
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(eq(apiTokens.id, id));
      return row;
    },

    async remove(id: string) {
      await db.delete(apiTokens).where(eq(apiTokens.id, id));
    },

    /** The unexpired token with this hash, its owner and the system settings: one read per bearer request. */
    async resolve(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ token: apiTokens, user: users, settings: systemSettings.data })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .leftJoin(systemSettings, eq(systemSettings.id, 1))
        .where(and(eq(apiTokens.tokenHash, tokenHash), gt(apiTokens.expiresAt, now)))
        .limit(1);
      return row;
    },

    async touch(id: string, at: Date) {
      await db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id));
    },
  };
}
