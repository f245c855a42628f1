import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  complianceIssues,
  formulationIngredients,
  formulations,
  ingredients,
  regulatoryRules,
} from '../../db/schema.ts';

/** What the automated checks read and write (DESIGN §9). */
export function createChecksRepository(db: Executor) {
  const unresolvedAutomated = and(
    isNotNull(complianceIssues.autoKey),
    ne(complianceIssues.status, 'resolved'),
  );

  return {
    activeRules() {
      return db
        .select()
        .from(regulatoryRules)
        .where(eq(regulatoryRules.isActive, true))
        .orderBy(asc(regulatoryRules.name), asc(regulatoryRules.id));
    },

    async allFormulationIds(): Promise<string[]> {
      const rows = await db.select({ id: formulations.id }).from(formulations).orderBy(asc(formulations.id));
      return rows.map((row) => row.id);
    },

    /** The formulations (locked against a concurrent save when asked) with their lines in recipe order. */
    async formulationsWithLines(ids: string[], options: { lock?: boolean } = {}) {
      if (ids.length === 0) return [];
      const query = db
        .select({ id: formulations.id, name: formulations.name, productType: formulations.productType })
        .from(formulations)
        .where(inArray(formulations.id, ids))
        .orderBy(asc(formulations.id))
        .$dynamic();
      const rows = options.lock ? await query.for('update') : await query;
      const lines = await db
        .select({
          formulationId: formulationIngredients.formulationId,
          ingredientId: formulationIngredients.ingredientId,
          ounces: formulationIngredients.ounces,
          name: ingredients.name,
          inciName: ingredients.inciName,
        })
        .from(formulationIngredients)
        .innerJoin(ingredients, eq(ingredients.id, formulationIngredients.ingredientId))
        .where(inArray(formulationIngredients.formulationId, ids))
        .orderBy(asc(formulationIngredients.position), asc(formulationIngredients.id));
      return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.formulationId === row.id) }));
    },

    /** Unresolved automated alerts of these formulations (null: those whose formulation was deleted). */
    async unresolvedAutomated(formulationIds: string[] | null) {
      if (formulationIds?.length === 0) return [];
      const scope =
        formulationIds === null
          ? isNull(complianceIssues.formulationId)
          : inArray(complianceIssues.formulationId, formulationIds);
      return db
        .select({
          id: complianceIssues.id,
          autoKey: complianceIssues.autoKey,
          title: complianceIssues.title,
          formulationId: complianceIssues.formulationId,
        })
        .from(complianceIssues)
        .where(and(unresolvedAutomated, scope))
        .for('update');
    },

    /** Opens an alert unless one is already open for the key (the unique index over unresolved auto keys). */
    async insertAutomated(values: typeof complianceIssues.$inferInsert): Promise<string | undefined> {
      const [row] = await db
        .insert(complianceIssues)
        .values(values)
        .onConflictDoNothing({
          target: complianceIssues.autoKey,
          where: sql`${complianceIssues.autoKey} is not null and ${complianceIssues.status} <> 'resolved'`,
        })
        .returning({ id: complianceIssues.id });
      return row?.id;
    },

    async resolve(id: string, userId: string | null, at: Date) {
      const [row] = await db
        .update(complianceIssues)
        .set({
          status: 'resolved',
          statusChangedBy: userId,
          statusChangedAt: at,
          resolvedAt: at,
          revision: sql`${complianceIssues.revision} + 1`,
          updatedAt: at,
        })
        .where(and(eq(complianceIssues.id, id), ne(complianceIssues.status, 'resolved')))
        .returning({ id: complianceIssues.id });
      return Boolean(row);
    },
  };
}
