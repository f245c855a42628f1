import { and, desc, eq, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exports } from '../../db/schema.ts';

export type ExportRow = typeof exports.$inferSelect;

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
    /** Only the owner's rows: another user's export is simply not found (no IDOR). */
    async findOwned(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(exports)
        .where(and(eq(exports.id, id), eq(exports.userId, userId)));
      return row;
    },
    async listOwned(userId: string, limit: number) {
      return db
        .select()
        .from(exports)
        .where(eq(exports.userId, userId))
        .orderBy(desc(exports.createdAt))
        .limit(limit);
    },
    async remove(id: string) {
      await db.delete(exports).where(eq(exports.id, id));
    },
    /** Deletes the user's exports beyond the newest `keep` and returns them (their files go next). */
    async beyondNewest(userId: string, keep: number) {
      const newest = db
        .select({ id: exports.id })
        .from(exports)
        .where(eq(exports.userId, userId))
        .orderBy(desc(exports.createdAt), desc(exports.id))
        .limit(keep);
      return db
        .delete(exports)
        .where(and(eq(exports.userId, userId), notInArray(exports.id, newest)))
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
