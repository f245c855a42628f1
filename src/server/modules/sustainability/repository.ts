import { and, asc, eq, sql } from 'drizzle-orm';
import { SUSTAINABLE_RATING } from '../../../domain/sustainability/overview.ts';
import type { Executor } from '../../db/client.ts';
import { formulationIngredients, ingredients, sustainabilityGoals } from '../../db/schema.ts';

export type GoalRecord = typeof sustainabilityGoals.$inferSelect;
export type GoalInsert = typeof sustainabilityGoals.$inferInsert;

export function createSustainabilityRepository(db: Executor) {
  return {
    /** Inventory counts by aggregate SQL: every raw material, and those rated SUSTAINABLE_RATING or more. */
    async rawMaterialCounts(): Promise<{ total: number; sustainable: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          sustainable: sql<number>`(count(*) filter (where ${ingredients.sustainabilityRating} >= ${SUSTAINABLE_RATING}))::int`,
        })
        .from(ingredients);
      return { total: row?.total ?? 0, sustainable: row?.sustainable ?? 0 };
    },

    /** Every formulation line with its raw material's sustainability rating (for the mass-weighted score). */
    async ratedLines() {
      return db
        .select({
          formulationId: formulationIngredients.formulationId,
          ounces: formulationIngredients.ounces,
          sustainabilityRating: ingredients.sustainabilityRating,
        })
        .from(formulationIngredients)
        .innerJoin(ingredients, eq(ingredients.id, formulationIngredients.ingredientId));
    },

    async goals(): Promise<GoalRecord[]> {
      return db
        .select()
        .from(sustainabilityGoals)
        .orderBy(asc(sustainabilityGoals.createdAt), asc(sustainabilityGoals.id));
    },

    async findGoal(id: string, options: { forUpdate?: boolean } = {}): Promise<GoalRecord | undefined> {
      const query = db.select().from(sustainabilityGoals).where(eq(sustainabilityGoals.id, id)).$dynamic();
      if (options.forUpdate) query.for('update');
      const [row] = await query;
      return row;
    },

    async insertGoal(values: GoalInsert) {
      const [row] = await db
        .insert(sustainabilityGoals)
        .values(values)
        .returning({ id: sustainabilityGoals.id });
      return row!;
    },

    /** Updates only when the stored revision is the one the client read; undefined means stale. */
    async updateGoal(id: string, revision: number, values: Partial<GoalInsert>) {
      const [row] = await db
        .update(sustainabilityGoals)
        .set({ ...values, revision: sql`${sustainabilityGoals.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(sustainabilityGoals.id, id), eq(sustainabilityGoals.revision, revision)))
        .returning({ id: sustainabilityGoals.id });
      return row;
    },

    async removeGoal(id: string) {
      await db.delete(sustainabilityGoals).where(eq(sustainabilityGoals.id, id));
    },
  };
}
