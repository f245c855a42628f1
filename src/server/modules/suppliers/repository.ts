import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { SupplierSort } from '../../../domain/supplier/supplier-schema.ts';
import type { Executor } from '../../db/client.ts';
import { suppliers } from '../../db/schema.ts';

export type SupplierRow = typeof suppliers.$inferSelect & { ingredientCount: number };
export type SupplierInsert = typeof suppliers.$inferInsert;

export interface SupplierFilter {
  limit?: number;
  offset?: number;
  q?: string;
  sort?: SupplierSort;
}

// Qualified by hand: inside a subquery Drizzle would print the outer column unqualified.
const ingredientCount = sql<number>`(select count(*)::int from ingredients i where i.supplier_id = "suppliers"."id")`;

export const SUPPLIER_ORDER: Readonly<Record<SupplierSort, SQL>> = {
  name: asc(suppliers.name),
  '-name': desc(suppliers.name),
  rating: asc(suppliers.rating),
  '-rating': desc(suppliers.rating),
  sustainabilityScore: asc(suppliers.sustainabilityScore),
  '-sustainabilityScore': desc(suppliers.sustainabilityScore),
  leadTimedays: asc(suppliers.leadTimeDays),
  '-leadTimedays': desc(suppliers.leadTimeDays),
};

export function createSupplierRepository(db: Executor) {
  function where(filter: SupplierFilter) {
    if (!filter.q) return undefined;
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(ilike(suppliers.name, pattern), ilike(suppliers.country, pattern));
  }
  const flatten = (row: { supplier: typeof suppliers.$inferSelect; ingredientCount: number }) => ({
    ...row.supplier,
    ingredientCount: row.ingredientCount,
  });

  return {
    async list(filter: SupplierFilter): Promise<{ rows: SupplierRow[]; total: number }> {
      const condition = where(filter);
      // The spec lists suppliers in the order they were added (the dashboard shows the first 3).
      const query = db
        .select({ supplier: suppliers, ingredientCount })
        .from(suppliers)
        .where(condition)
        .orderBy(filter.sort ? SUPPLIER_ORDER[filter.sort] : asc(suppliers.createdAt), asc(suppliers.id))
        .$dynamic();
      if (filter.limit !== undefined) query.limit(filter.limit).offset(filter.offset ?? 0);
      const rows = (await query).map(flatten);
      const total =
        filter.limit === undefined
          ? rows.length
          : ((await db.select({ n: count() }).from(suppliers).where(condition))[0]?.n ?? 0);
      return { rows, total };
    },

    async find(id: string, options: { forUpdate?: boolean } = {}): Promise<SupplierRow | undefined> {
      const query = db
        .select({ supplier: suppliers, ingredientCount })
        .from(suppliers)
        .where(eq(suppliers.id, id))
        .$dynamic();
      if (options.forUpdate) query.for('update', { of: suppliers });
      const [row] = await query;
      return row && flatten(row);
    },

    async insert(values: SupplierInsert) {
      const [row] = await db.insert(suppliers).values(values).returning({ id: suppliers.id });
      return row!;
    },

    async insertMany(values: SupplierInsert[]) {
      if (values.length === 0) return [];
      return db.insert(suppliers).values(values).returning({ id: suppliers.id });
    },

    async update(id: string, revision: number, values: Partial<SupplierInsert>) {
      const [row] = await db
        .update(suppliers)
        .set({ ...values, revision: sql`${suppliers.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(suppliers.id, id), eq(suppliers.revision, revision)))
        .returning({ id: suppliers.id });
      return row;
    },

    /** The foreign key sets the ingredients' supplier to none (they show "Unknown"). */
    async remove(id: string) {
      await db.delete(suppliers).where(eq(suppliers.id, id));
    },
  };
}
