import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { labBatches, labBatchLines } from '../../db/schema.ts';

export type LabBatchRow = typeof labBatches.$inferSelect;
export type LabBatchLineRow = typeof labBatchLines.$inferSelect;
export type LabBatchListRow = LabBatchRow & {
  madeByName: string | null;
  lineCount: number;
  weighedCount: number;
};

// Qualified by hand: inside a subquery Drizzle would print the outer column unqualified.
const lineCount = sql<number>`(select count(*)::int from lab_batch_lines l where l.batch_id = "lab_batches"."id")`;
const weighedCount = sql<number>`(select count(*)::int from lab_batch_lines l
  where l.batch_id = "lab_batches"."id" and l.actual_weight is not null)`;
/** A user's full name by the id in `column` (a qualified column, written out as a subquery needs it). */
export const userName = (column: string) =>
  sql<string | null>`(select nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') from users u
    where u.id = ${sql.raw(column)})`;

/** Lab batches and their weighed lines (ADR 051). */
export function createLabRepository(db: Executor) {
  const listSelect = {
    batch: labBatches,
    madeByName: userName('"lab_batches"."made_by"'),
    lineCount,
    weighedCount,
  };
  const flatten = (row: {
    batch: LabBatchRow;
    madeByName: string | null;
    lineCount: number;
    weighedCount: number;
  }) => ({
    ...row.batch,
    madeByName: row.madeByName,
    lineCount: row.lineCount,
    weighedCount: row.weighedCount,
  });

  return {
    async list(): Promise<LabBatchListRow[]> {
      const rows = await db
        .select(listSelect)
        .from(labBatches)
        .orderBy(desc(labBatches.createdAt), asc(labBatches.id));
      return rows.map(flatten);
    },

    async find(id: string, options: { forUpdate?: boolean } = {}): Promise<LabBatchListRow | undefined> {
      const query = db.select(listSelect).from(labBatches).where(eq(labBatches.id, id)).$dynamic();
      if (options.forUpdate) query.for('update', { of: labBatches });
      const [row] = await query;
      return row && flatten(row);
    },

    lines(batchId: string): Promise<LabBatchLineRow[]> {
      return db
        .select()
        .from(labBatchLines)
        .where(eq(labBatchLines.batchId, batchId))
        .orderBy(asc(labBatchLines.position));
    },

    async findLine(batchId: string, lineId: string): Promise<LabBatchLineRow | undefined> {
      const [row] = await db
        .select()
        .from(labBatchLines)
        .where(and(eq(labBatchLines.batchId, batchId), eq(labBatchLines.id, lineId)))
        .for('update');
      return row;
    },

    /** The last number given out with this prefix ("LB-20261127-"), read under the caller's advisory lock. */
    async lastNumber(prefix: string): Promise<string | undefined> {
      const [row] = await db
        .select({ number: labBatches.batchNumber })
        .from(labBatches)
        .where(like(labBatches.batchNumber, `${prefix}%`))
        .orderBy(desc(labBatches.batchNumber))
        .limit(1);
      return row?.number;
    },

    async lock(key: number) {
      await db.execute(sql`select pg_advisory_xact_lock(${key})`);
    },

    async insert(batch: typeof labBatches.$inferInsert, lines: (typeof labBatchLines.$inferInsert)[]) {
      await db.insert(labBatches).values(batch);
      if (lines.length) await db.insert(labBatchLines).values(lines);
    },

    async update(id: string, values: Partial<typeof labBatches.$inferInsert>) {
      await db
        .update(labBatches)
        .set({ ...values, revision: sql`${labBatches.revision} + 1`, updatedAt: new Date() })
        .where(eq(labBatches.id, id));
    },

    /** A line's change also marks its batch changed (its list shows what is weighed). */
    async updateLine(line: LabBatchLineRow, values: Partial<typeof labBatchLines.$inferInsert>) {
      const at = new Date();
      const [row] = await db
        .update(labBatchLines)
        .set({ ...values, revision: sql`${labBatchLines.revision} + 1`, updatedAt: at })
        .where(eq(labBatchLines.id, line.id))
        .returning();
      await db.update(labBatches).set({ updatedAt: at }).where(eq(labBatches.id, line.batchId));
      return row!;
    },

    async remove(id: string) {
      await db.delete(labBatches).where(eq(labBatches.id, id));
    },
  };
}
export type LabRepository = ReturnType<typeof createLabRepository>;
