import { and, desc, eq, getTableColumns, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  formulationIngredients,
  ingredientSubstances,
  regulatoryDatasets,
  regulatoryRules,
  substanceCountsAs,
  substances,
} from '../../db/schema.ts';

export type DatasetRow = typeof regulatoryDatasets.$inferSelect;
/** A dataset as listed: without the file's text and its entries' digests, which only a preview and an apply read. */
export type ListedDataset = Omit<DatasetRow, 'content' | 'entryDigests'>;
export type DatasetInsert = typeof regulatoryDatasets.$inferInsert;
export type ImportedRuleInsert = typeof regulatoryRules.$inferInsert;

/** Inserts go in chunks: one statement's parameters are limited (65,535), an annex holds ~1,800 rules. */
const CHUNK = 500;

/** The imported annex datasets and what an import reads and writes (ADR 055). */
export function createDatasetRepository(db: Executor) {
  return {
    async list(): Promise<ListedDataset[]> {
      const { content: _content, entryDigests: _digests, ...listed } = getTableColumns(regulatoryDatasets);
      return db.select(listed).from(regulatoryDatasets).orderBy(desc(regulatoryDatasets.createdAt));
    },

    async find(id: string): Promise<DatasetRow | undefined> {
      const [row] = await db.select().from(regulatoryDatasets).where(eq(regulatoryDatasets.id, id));
      return row;
    },

    /**
     * Only what the database fills in comes back: the file's text and the preview (megabytes across a
     * portfolio) are in hand already, and reading them back would make the driver parse them again.
     */
    async insert(values: DatasetInsert): Promise<DatasetRow> {
      const [filled] = await db.insert(regulatoryDatasets).values(values).returning({
        id: regulatoryDatasets.id,
        status: regulatoryDatasets.status,
        baseDatasetId: regulatoryDatasets.baseDatasetId,
        createdBy: regulatoryDatasets.createdBy,
        createdAt: regulatoryDatasets.createdAt,
        appliedBy: regulatoryDatasets.appliedBy,
        appliedAt: regulatoryDatasets.appliedAt,
      });
      return { ...values, ...filled! };
    },

    /** The annex's dataset applied last: what the next import diffs against. */
    async lastApplied(annex: string): Promise<DatasetRow | undefined> {
      const [row] = await db
        .select()
        .from(regulatoryDatasets)
        .where(and(eq(regulatoryDatasets.annex, annex), eq(regulatoryDatasets.status, 'applied')))
        .orderBy(desc(regulatoryDatasets.appliedAt))
        .limit(1);
      return row;
    },

    /** Moves a dataset from one status to the next; false when it was not in `from` (applied, or applying). */
    async moveStatus(id: string, from: string, to: string, extra: Partial<DatasetInsert> = {}) {
      const rows = await db
        .update(regulatoryDatasets)
        .set({ status: to, ...extra })
        .where(and(eq(regulatoryDatasets.id, id), eq(regulatoryDatasets.status, from)))
        .returning({ id: regulatoryDatasets.id });
      return rows.length > 0;
    },

    knownSubstances() {
      return db
        .select({
          id: substances.id,
          inciName: substances.inciName,
          casNumbers: substances.casNumbers,
          ecNumber: substances.ecNumber,
          synonyms: substances.synonyms,
          colourIndex: substances.colourIndex,
        })
        .from(substances);
    },

    /** Creates the substances an annex names and the catalogue lacks; answers every one's id by its name. */
    async createSubstances(
      rows: { inciName: string; casNumbers: string[]; ecNumber: string | null; annexEntry: string }[],
    ): Promise<Map<string, string>> {
      const ids = new Map<string, string>();
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = rows.slice(start, start + CHUNK);
        await db.insert(substances).values(chunk).onConflictDoNothing();
        const found = await db
          .select({ id: substances.id, inciName: substances.inciName })
          .from(substances)
          .where(
            inArray(
              sql`lower(${substances.inciName})`,
              chunk.map((row) => row.inciName.toLowerCase()),
            ),
          );
        for (const row of found) ids.set(row.inciName.toLowerCase(), row.id);
      }
      return ids;
    },

    /** The rules imported from these entries of the annex. */
    importedRules(annex: string, entryKeys: string[]) {
      if (entryKeys.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: regulatoryRules.id,
          substanceId: regulatoryRules.substanceId,
          sourceEntryKey: regulatoryRules.sourceEntryKey,
        })
        .from(regulatoryRules)
        .where(
          and(eq(regulatoryRules.sourceAnnex, annex), inArray(regulatoryRules.sourceEntryKey, entryKeys)),
        );
    },

    async deleteRules(ids: string[]) {
      for (let start = 0; start < ids.length; start += CHUNK)
        await db.delete(regulatoryRules).where(inArray(regulatoryRules.id, ids.slice(start, start + CHUNK)));
    },

    async insertRules(rows: ImportedRuleInsert[]) {
      for (let start = 0; start < rows.length; start += CHUNK)
        await db.insert(regulatoryRules).values(rows.slice(start, start + CHUNK));
    },

    /**
     * Formulations that hold one of these substances or one counting as it, or (a positive list) a substance
     * used with this function.
     */
    async affectedFormulationIds(substanceIds: string[], usedAs: string | null): Promise<string[]> {
      if (substanceIds.length === 0 && !usedAs) return [];
      const counting = db
        .select({ id: substanceCountsAs.substanceId })
        .from(substanceCountsAs)
        .where(inArray(substanceCountsAs.targetId, substanceIds.length ? substanceIds : ['']));
      const bySubstance = substanceIds.length
        ? or(
            inArray(ingredientSubstances.substanceId, substanceIds),
            inArray(ingredientSubstances.substanceId, counting),
          )
        : undefined;
      const byFunction = usedAs ? eq(ingredientSubstances.usedAs, usedAs) : undefined;
      const rows = await db
        .selectDistinct({ id: formulationIngredients.formulationId })
        .from(formulationIngredients)
        .innerJoin(
          ingredientSubstances,
          eq(ingredientSubstances.ingredientId, formulationIngredients.ingredientId),
        )
        .where(and(isNotNull(formulationIngredients.formulationId), or(bySubstance, byFunction)));
      return rows.map((row) => row.id).sort();
    },
  };
}
export type DatasetRepository = ReturnType<typeof createDatasetRepository>;
