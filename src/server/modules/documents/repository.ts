import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  documents,
  formulationIngredients,
  formulations,
  ingredients,
  suppliers,
  users,
} from '../../db/schema.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type OwnerKind = 'ingredient' | 'supplier';

const ownerColumn = (kind: OwnerKind) =>
  kind === 'ingredient' ? documents.ingredientId : documents.supplierId;
const uploader = sql<
  string | null
>`coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.email})`;

export function createDocumentRepository(db: Executor) {
  const withUploader = () =>
    db
      .select({ document: documents, uploadedBy: uploader })
      .from(documents)
      .leftJoin(users, eq(users.id, documents.uploadedBy));

  return {
    /**
     * The raw material or supplier, locked until the transaction ends so two uploads of one type take turns
     * (each sees the other's version); false when it does not exist.
     */
    async lockOwner(kind: OwnerKind, id: string): Promise<boolean> {
      const table = kind === 'ingredient' ? ingredients : suppliers;
      const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
      return rows.length > 0;
    },

    async ownerExists(kind: OwnerKind, id: string): Promise<boolean> {
      const table = kind === 'ingredient' ? ingredients : suppliers;
      return (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
    },

    /** Every version of the owner's documents, by type and newest version first. */
    async forOwner(kind: OwnerKind, id: string) {
      return withUploader()
        .where(eq(ownerColumn(kind), id))
        .orderBy(asc(documents.type), desc(documents.version));
    },

    async byId(id: string) {
      const [row] = await withUploader().where(eq(documents.id, id));
      return row;
    },

    /** The current document of one type of each of these raw materials (an IFRA report cites its certificate). */
    async currentForRawMaterials(type: string, rawMaterialIds: string[]) {
      if (rawMaterialIds.length === 0) return [];
      return db
        .select()
        .from(documents)
        .where(
          and(
            eq(documents.type, type),
            eq(documents.current, true),
            inArray(documents.ingredientId, [...new Set(rawMaterialIds)]),
          ),
        );
    },

    /** The owner's versions of one type, newest first. */
    async versions(kind: OwnerKind, id: string, type: string) {
      return db
        .select()
        .from(documents)
        .where(and(eq(ownerColumn(kind), id), eq(documents.type, type)))
        .orderBy(desc(documents.version));
    },

    async setCurrent(id: string, current: boolean) {
      await db
        .update(documents)
        .set({ current, updatedAt: new Date(), revision: sql`${documents.revision} + 1` })
        .where(eq(documents.id, id));
    },

    async insert(values: typeof documents.$inferInsert) {
      const [row] = await db.insert(documents).values(values).returning();
      return row!;
    },

    /** Deletes the version when it still has this revision; false when someone changed or deleted it first. */
    async remove(id: string, revision: number): Promise<boolean> {
      const rows = await db
        .delete(documents)
        .where(and(eq(documents.id, id), eq(documents.revision, revision)))
        .returning({ id: documents.id });
      return rows.length > 0;
    },

    /** Every version with what it belongs to, by owner, type and newest version first: the CSV export. */
    /** Every stored file a document row names. */
    async fileKeys(): Promise<string[]> {
      return (await db.select({ key: documents.fileKey }).from(documents)).map((row) => row.key);
    },

    async all() {
      return db
        .select({
          document: documents,
          uploadedBy: uploader,
          ingredientName: ingredients.name,
          supplierName: suppliers.name,
        })
        .from(documents)
        .leftJoin(users, eq(users.id, documents.uploadedBy))
        .leftJoin(ingredients, eq(ingredients.id, documents.ingredientId))
        .leftJoin(suppliers, eq(suppliers.id, documents.supplierId))
        .orderBy(
          sql`coalesce(${ingredients.name}, ${suppliers.name})`,
          asc(documents.type),
          desc(documents.version),
        );
    },

    /** Current versions expiring on or before `until` (already expired ones included), soonest first. */
    async expiringBy(until: string) {
      return db
        .select({
          document: documents,
          uploadedBy: uploader,
          ingredientName: ingredients.name,
          supplierName: suppliers.name,
        })
        .from(documents)
        .leftJoin(users, eq(users.id, documents.uploadedBy))
        .leftJoin(ingredients, eq(ingredients.id, documents.ingredientId))
        .leftJoin(suppliers, eq(suppliers.id, documents.supplierId))
        .where(and(eq(documents.current, true), lte(documents.expiresOn, until)))
        .orderBy(asc(documents.expiresOn), asc(documents.type));
    },

    /** Current versions with an uploader expiring between the two days (inclusive): the reminders' query. */
    async expiringBetween(from: string, until: string) {
      return db
        .select({
          id: documents.id,
          type: documents.type,
          expiresOn: documents.expiresOn,
          uploadedBy: documents.uploadedBy,
          ingredientName: ingredients.name,
          supplierName: suppliers.name,
        })
        .from(documents)
        .leftJoin(ingredients, eq(ingredients.id, documents.ingredientId))
        .leftJoin(suppliers, eq(suppliers.id, documents.supplierId))
        .where(
          and(
            eq(documents.current, true),
            isNotNull(documents.uploadedBy),
            sql`${documents.expiresOn} between ${from}::date and ${until}::date`,
          ),
        );
    },

    /**
     * Raw materials used in an approved formulation whose current safety data sheet is missing or expired before
     * `today`, with how many approved formulations use them.
     */
    async missingSds(today: string, ingredientId?: string) {
      return db
        .select({
          ingredientId: ingredients.id,
          name: ingredients.name,
          approvedFormulations: sql<number>`count(distinct ${formulations.id})::int`,
          expiredOn: sql<string | null>`max(${documents.expiresOn})::text`,
        })
        .from(ingredients)
        .innerJoin(formulationIngredients, eq(formulationIngredients.ingredientId, ingredients.id))
        .innerJoin(formulations, eq(formulations.id, formulationIngredients.formulationId))
        .leftJoin(
          documents,
          and(
            eq(documents.ingredientId, ingredients.id),
            eq(documents.type, 'sds'),
            eq(documents.current, true),
          ),
        )
        .where(
          and(
            eq(formulations.status, 'approved'),
            sql`(${documents.id} is null or ${documents.expiresOn} < ${today}::date)`,
            ingredientId ? eq(ingredients.id, ingredientId) : undefined,
          ),
        )
        .groupBy(ingredients.id, ingredients.name)
        .orderBy(asc(ingredients.name));
    },
  };
}
export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
