import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ScenarioStatus } from '../../../domain/scenario/constants.ts';
import type { ScenarioResults } from '../../../domain/scenario/scenario-schema.ts';
import type { Executor } from '../../db/client.ts';
import { scenarios } from '../../db/schema.ts';

export type ScenarioRow = typeof scenarios.$inferSelect;
export type ScenarioInsert = typeof scenarios.$inferInsert;

export function createScenarioRepository(db: Executor) {
  /** Every write bumps the revision and only lands on the revision it was based on. */
  async function write(id: string, revision: number, values: Partial<ScenarioInsert>) {
    const [row] = await db
      .update(scenarios)
      .set({ ...values, revision: sql`${scenarios.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(scenarios.id, id), eq(scenarios.revision, revision)))
      .returning();
    return row;
  }

  return {
    /** Newest first. */
    async list(): Promise<ScenarioRow[]> {
      return db.select().from(scenarios).orderBy(desc(scenarios.createdAt), desc(scenarios.id));
    },

    async find(id: string, options: { forUpdate?: boolean } = {}): Promise<ScenarioRow | undefined> {
      const query = db.select().from(scenarios).where(eq(scenarios.id, id)).$dynamic();
      if (options.forUpdate) query.for('update');
      const [row] = await query;
      return row;
    },

    async insert(values: ScenarioInsert): Promise<ScenarioRow> {
      const [row] = await db.insert(scenarios).values(values).returning();
      return row!;
    },

    update: write,

    /** Scenarios left running since before `before`: a run takes seconds, so their server stopped mid-run. */
    async staleRuns(before: Date): Promise<ScenarioRow[]> {
      return db
        .select()
        .from(scenarios)
        .where(and(eq(scenarios.status, 'running'), lt(scenarios.updatedAt, before)));
    },

    setStatus(id: string, revision: number, status: ScenarioStatus) {
      return write(id, revision, { status });
    },

    complete(id: string, revision: number, results: ScenarioResults, ranAt: Date) {
      return write(id, revision, { status: 'completed', results, ranAt });
    },

    async remove(id: string) {
      await db.delete(scenarios).where(eq(scenarios.id, id));
    },
  };
}
