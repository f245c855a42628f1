import { and, desc, eq, isNull, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exports } from '../../db/schema.ts';

export type ExportRow = typeof exports.$inferSelect;

/** A person's exports, or a service token's own (ADR 029): never each other's. */
export interface ExportOwner {
  userId: string;
  tokenId: string | null;
}

const ownedBy = (owner: ExportOwner) =>
  and(
    eq(exports.userId, owner.userId),
    owner.tokenId ? eq(exports.tokenId, owner.tokenId) : isNull(exports.tokenId),
  );

export function createExportRepository(db: Executor) {
  return {
    async insert(values: typeof exports.$inferInsert) {
      const [row] = await db.insert(exports).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<typeof exports.$inferInsert>) {
      const [row] = await db
        .update(exports)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(exports.id, id))
        .returning();
      // Undefined when the export was deleted meanwhile (its job may still be running).
      return row as ExportRow | undefined;
    },
    async find(id: string) {
      const [row] = await db.select().from(exports).where(eq(exports.id, id));
      return row;
    },
    /** Only the owner's rows: another user's (or token's) export is simply not found (no IDOR). */
    async findOwned(id: string, owner: ExportOwner) {
      const [row] = await db
        .select()
        .from(exports)
        .where(and(eq(exports.id, id), ownedBy(owner)));
      return row;
    },
    async listOwned(owner: ExportOwner, limit: number) {
      return db.select().from(exports).where(ownedBy(owner)).orderBy(desc(exports.createdAt)).limit(limit);
    },
    async remove(id: string) {
      await db.delete(exports).where(eq(exports.id, id));
    },
    /** Deletes the owner's exports beyond the newest `keep` and returns them (their files go next). */
    async beyondNewest(owner: ExportOwner, keep: number) {
      const newest = db
        .select({ id: exports.id })
        .from(exports)
        .where(ownedBy(owner))
        .orderBy(desc(exports.createdAt), desc(exports.id))
        .limit(keep);
      return db
        .delete(exports)
        .where(and(ownedBy(owner), notInArray(exports.id, newest)))
        .returning({ id: exports.id });
    },
    async expired(now: Date) {
      return db
        .delete(exports)
        .where(lt(exports.expiresAt, now))
        .returning({ id: exports.id, fileName: exports.fileName });
    },
  };
}
