import type pg from 'pg';

/** A database connection that runs plain SQL: a pool or one of its clients. */
export type Queryable = Pick<pg.PoolClient, 'query'>;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Tables kept by triggers: never written to a backup, kept as a restore inserts their sources
 * (formulation_totals from the formulations, migration 0009; catalogue_version's counter, migration 0010;
 * table_changes, the commit feed's bookkeeping of what each transaction wrote, ADR 022).
 */
const DERIVED_TABLES = new Set(['formulation_totals', 'catalogue_version', 'table_changes']);

/** Every table of the application's schema, with the tables it references through foreign keys. */
async function tablesAndReferences(db: Queryable) {
  const tables = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const references = await db.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint co
     join pg_class child on child.oid = co.conrelid
     join pg_class parent on parent.oid = co.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where co.contype = 'f' and n.nspname = 'public'`,
  );
  return {
    names: tables.rows.map((row) => row.name).filter((name) => !DERIVED_TABLES.has(name)),
    references: references.rows,
  };
}

/**
 * The tables in an order where every table comes after the tables it references, so rows can be inserted
 * in that order with every foreign key checked as it goes (ties by name, for a stable file).
 */
export function dependencyOrder(names: string[], references: { child: string; parent: string }[]): string[] {
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle');
    for (const name of ready.sort()) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

export async function orderedTables(db: Queryable): Promise<string[]> {
  const { names, references } = await tablesAndReferences(db);
  return dependencyOrder(names, references);
}

/**
 * The columns a backup writes and a restore fills: not generated columns (computed), nor transaction ids
 * (xid8: the commit feed's stamp of the writing transaction, ADR 022, which means nothing in another database;
 * a restored row takes the restore's).
 */
export async function tableColumns(db: Queryable, table: string): Promise<string[]> {
  const result = await db.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and udt_name <> 'xid8'
     order by ordinal_position`,
    [table],
  );
  return result.rows.map((row) => row.name);
}

/** A table's transaction-id columns, which differ in every database and stay out of its checksum. */
async function transactionColumns(db: Queryable, table: string): Promise<string[]> {
  const result = await db.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and udt_name = 'xid8'`,
    [table],
  );
  return result.rows.map((row) => row.name);
}

/** The migrations applied to this database (drizzle's journal), oldest first. */
export async function appliedMigrations(db: Queryable): Promise<{ hash: string; createdAt: number }[]> {
  const exists = await db.query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
  if (!exists.rows[0]?.t) return [];
  const result = await db.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by id',
  );
  return result.rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/**
 * Row count and an order-independent checksum of every table (md5 of its rows' JSON, sorted): two databases
 * with equal checksums hold the same data.
 */
export async function tableChecksums(db: Queryable): Promise<Record<string, { rows: number; md5: string }>> {
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const table of await orderedTables(db)) {
    const row = `(to_jsonb(t) - $1::text[])::text`;
    const result = await db.query<{ rows: number; md5: string | null }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(${row}, E'\\n' order by ${row}), '')) as md5
       from ${quoteIdent(table)} t`,
      [await transactionColumns(db, table)],
    );
    out[table] = { rows: result.rows[0]!.rows, md5: result.rows[0]!.md5 ?? '' };
  }
  return out;
}
