import { and, asc, eq, inArray, isNotNull, isNull, like, ne, notLike, or, sql } from 'drizzle-orm';
import { REVIEW_KEY_PREFIX } from '../../../domain/compliance/review-issue.ts';
import type { Executor } from '../../db/client.ts';
import {
  catalogueVersion,
  complianceIssues,
  formulationIngredients,
  formulations,
  ingredientSubstances,
  markets,
  regulatoryRules,
  substanceCountsAs,
} from '../../db/schema.ts';
import { anyUuid } from '../../db/uuid-array.ts';

/** What the automated checks read and write (docs/product-rules.md, "Compliance"). */
export function createChecksRepository(db: Executor) {
  const unresolvedAutomated = and(
    isNotNull(complianceIssues.autoKey),
    ne(complianceIssues.status, 'resolved'),
  );

  const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

  return {
    activeRules() {
      return db
        .select()
        .from(regulatoryRules)
        .where(eq(regulatoryRules.isActive, true))
        .orderBy(asc(regulatoryRules.name), asc(regulatoryRules.id));
    },

    /** Every market's settings (ADR 058): which library each applies, how its label names perfume. */
    markets() {
      return db
        .select({
          code: markets.code,
          name: markets.name,
          follows: markets.follows,
          fragranceLabel: markets.fragranceLabel,
        })
        .from(markets)
        .orderBy(asc(markets.code));
    },

    async catalogueVersion(): Promise<number> {
      const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
      return row?.version ?? 0;
    },

    async allFormulationIds(): Promise<string[]> {
      return idsOf(await db.select({ id: formulations.id }).from(formulations).orderBy(asc(formulations.id)));
    },

    /** Locks the formulations against a concurrent save, in id order (the order every locker takes). */
    async lock(ids: string[]) {
      if (ids.length === 0) return;
      await db.execute(
        sql`select 1 from ${formulations} where ${anyUuid(formulations.id, ids)} order by ${formulations.id} for update`,
      );
    },

    /**
     * Formulations whose raw materials hold one of these substances, or a substance that counts as one of them
     * (a rule on retinol reaches the products with retinyl palmitate).
     */
    async idsHoldingSubstances(substanceIds: string[]): Promise<string[]> {
      if (substanceIds.length === 0) return [];
      const counting = db
        .select({ id: substanceCountsAs.substanceId })
        .from(substanceCountsAs)
        .where(inArray(substanceCountsAs.targetId, substanceIds));
      return idsOf(
        await db
          .selectDistinct({ id: formulationIngredients.formulationId })
          .from(formulationIngredients)
          .innerJoin(
            ingredientSubstances,
            eq(ingredientSubstances.ingredientId, formulationIngredients.ingredientId),
          )
          .where(
            or(
              inArray(ingredientSubstances.substanceId, substanceIds),
              inArray(ingredientSubstances.substanceId, counting),
            ),
          ),
      );
    },

    async idsUsingRawMaterial(ingredientId: string): Promise<string[]> {
      return idsOf(
        await db
          .selectDistinct({ id: formulationIngredients.formulationId })
          .from(formulationIngredients)
          .where(eq(formulationIngredients.ingredientId, ingredientId)),
      );
    },

    /** Formulations with an unresolved alert of the rule: its key names the rule even once the rule is gone. */
    async idsWithAlertsOfRule(ruleId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: complianceIssues.formulationId })
        .from(complianceIssues)
        .where(and(unresolvedAutomated, like(complianceIssues.autoKey, `${ruleId}:%`)));
      return rows.flatMap((row) => (row.id ? [row.id] : []));
    },

    /**
     * Unresolved automated alerts of these formulations (null: those whose formulation was deleted; a substance's
     * review issue belongs to no formulation and is not one of them).
     */
    async unresolvedAutomated(formulationIds: string[] | null) {
      if (formulationIds?.length === 0) return [];
      const scope =
        formulationIds === null
          ? and(
              isNull(complianceIssues.formulationId),
              notLike(complianceIssues.autoKey, `${REVIEW_KEY_PREFIX}%`),
            )
          : anyUuid(complianceIssues.formulationId, formulationIds);
      return db
        .select({
          id: complianceIssues.id,
          autoKey: complianceIssues.autoKey,
          formulationId: complianceIssues.formulationId,
        })
        .from(complianceIssues)
        .where(and(unresolvedAutomated, scope))
        .for('update');
    },

    /** The unresolved automated issue of a key (a substance's review issue), locked. */
    async unresolvedByKey(autoKey: string) {
      const [row] = await db
        .select({ id: complianceIssues.id })
        .from(complianceIssues)
        .where(and(eq(complianceIssues.autoKey, autoKey), ne(complianceIssues.status, 'resolved')))
        .for('update');
      return row;
    },

    /** Deletes a formulation's automated alerts, whatever their status; returns their titles. */
    async deleteAutomatedOf(formulationId: string) {
      return db
        .delete(complianceIssues)
        .where(and(eq(complianceIssues.formulationId, formulationId), isNotNull(complianceIssues.autoKey)))
        .returning({ id: complianceIssues.id, title: complianceIssues.title });
    },
  };
}
export type ChecksRepository = ReturnType<typeof createChecksRepository>;
