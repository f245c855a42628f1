import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  catalogueVersion,
  formulationIngredients,
  formulationStatusHistory,
  formulations,
  ingredients,
} from '../../db/schema.ts';
import { changeRecord, changeRows, changeWrites, type PlannedChange } from '../activity/change-writes.ts';
import type { Actor } from '../activity/record-activity.ts';
import type { SaveCheckFragment, SaveCheckValues } from './save-input.ts';

/**
 * A formulation save as one statement (issue 15): the formulation, its lines, its status change, the compliance
 * check's alerts, the activity entries, the live-feed events and the webhooks' outbox, with no BEGIN or COMMIT
 * around them: one round trip, atomic because it is one statement (synchronous commit stays on). Its text is fixed
 * (a prepared statement: parsed and planned once per connection); every value is a placeholder.
 *
 * Everything it writes was worked out in memory from prices and a catalogue read before, without locks. The
 * statement writes nothing unless they still hold: each raw material at the revision read, locked FOR SHARE so a
 * price change waits for the save to commit and then recomputes it (or the save, if the change came first, finds
 * the revision moved), and the catalogue at the version checked against. The caller then reads again and
 * retries; an update whose revision moved answers 409 on that read.
 */

type Row = typeof formulations.$inferSelect;

export interface SaveWrite {
  /** The formulation as it will be stored, every column. */
  row: Row;
  lines: { id: string; ingredientId: string; ounces: string; cost: string; position: number }[];
  /** A status change (every new formulation has one: from null). */
  history?: { fromStatus: string | null; toStatus: string };
  /** Each raw material's revision the costs were worked out with. */
  revisions: { id: string; revision: number }[];
  /** The formulation's own change: key `formulation`. */
  change: PlannedChange;
  checks?: SaveCheckValues;
}

const p = (name: string) => sql.placeholder(name);
const COLUMNS = Object.entries(getTableColumns(formulations)).map(
  ([key, column]) => [key, column.name] as const,
);

const GUARD = sql`locked as (
    select id from ${ingredients}
    where (id, revision) in (
      select g.id, g.revision from jsonb_to_recordset(${p('revisions')}::jsonb) as g(id uuid, revision int))
    for share
  ),
  ok as (
    select (select count(*) from locked) = ${p('revisionCount')}::int
      and (${p('catalogueVersion')}::int is null
        or (select version from ${catalogueVersion}) = ${p('catalogueVersion')}::int) as ok
  ),
  r as (select * from jsonb_populate_record(null::${formulations}, ${p('row')}::jsonb))`;

function dependents(checks: SaveCheckFragment | undefined, replaceLines: boolean): SQL {
  const removed = sql`, removed_lines as (
      delete from ${formulationIngredients} where formulation_id in (select id from f))`;
  return sql`${replaceLines ? removed : sql``},
    new_lines as (
      insert into ${formulationIngredients} (id, formulation_id, ingredient_id, ounces, cost, position, created_at, updated_at)
      select l.id, f.id, l.ingredient_id, l.ounces, l.cost, l.position, r.updated_at, r.updated_at
      from f cross join r cross join jsonb_to_recordset(${p('lines')}::jsonb) as l(id uuid, ingredient_id uuid,
        ounces numeric, cost numeric, position int)
    ),
    new_status as (
      insert into ${formulationStatusHistory} (formulation_id, from_status, to_status, changed_by, changed_at)
      select f.id, h.from_status, h.to_status, ${p('userId')}::uuid, r.updated_at
      from f cross join r cross join jsonb_to_recordset(${p('history')}::jsonb) as h(from_status text, to_status text)
    )${checks?.ctes ?? sql``},
    happened as (select 'formulation'::text as key from f)
    ${changeWrites(
      { userId: p('userId'), ip: p('ip'), requestId: p('requestId') },
      sql`${changeRows(p('change'), sql`happened`)}${checks ? sql` union all ${checks.changes}` : sql``}`,
    )}
    select (select count(*) from f)::int as saved`;
}

const insertStatement = (checks?: SaveCheckFragment) =>
  sql`with ${GUARD},
    f as (insert into ${formulations} select r.* from r, ok where ok.ok returning id)${dependents(checks, false)}`;

const updateStatement = (checks?: SaveCheckFragment) => {
  const kept = new Set(['id', 'version', 'lineageId', 'parentId', 'createdBy', 'createdAt', 'revision']);
  const set = sql.join(
    COLUMNS.filter(([key]) => !kept.has(key)).map(
      ([, name]) => sql`${sql.identifier(name)} = r.${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  return sql`with ${GUARD},
    f as (
      update ${formulations} set ${set}, revision = ${formulations}.revision + 1 from r, ok
      where ok.ok and ${formulations}.id = r.id and ${formulations}.revision = ${p('revision')}::int
        and ${formulations}.status <> 'approved'
      returning ${formulations}.id
    )${dependents(checks, true)}`;
};

function values(write: SaveWrite, actor: Actor): Record<string, unknown> {
  const row = Object.fromEntries(
    COLUMNS.map(([key, name]) => {
      const value = write.row[key as keyof Row];
      return [name, value instanceof Date ? value.toISOString() : value];
    }),
  );
  return {
    revisions: JSON.stringify(write.revisions),
    revisionCount: write.revisions.length,
    catalogueVersion: write.checks?.catalogueVersion ?? null,
    row: JSON.stringify(row),
    lines: JSON.stringify(
      write.lines.map((line) => ({
        id: line.id,
        ingredient_id: line.ingredientId,
        ounces: line.ounces,
        cost: line.cost,
        position: line.position,
      })),
    ),
    history: JSON.stringify(
      write.history ? [{ from_status: write.history.fromStatus, to_status: write.history.toStatus }] : [],
    ),
    userId: actor.userId,
    ip: actor.ip ?? null,
    requestId: actor.requestId ?? null,
    change: JSON.stringify([changeRecord(write.change)]),
    ...write.checks?.values,
  };
}

/** The two save statements, with the compliance check's part when there is one (fixed for the service's life). */
export function createSaveStatements(checks?: SaveCheckFragment) {
  const insert = preparedStatement(() => insertStatement(checks));
  const update = preparedStatement(() => updateStatement(checks));
  return {
    /** Inserts a new formulation; false when a price or the catalogue changed since they were read. */
    async insert(db: Db, write: SaveWrite, actor: Actor): Promise<boolean> {
      const [result] = await insert<{ saved: number }>(db, values(write, actor));
      return result?.saved === 1;
    },
    /**
     * Updates a formulation still at `revision` and not approved, replacing its lines; false when it was not
     * (its revision moved, or a price or the catalogue changed since they were read).
     */
    async update(db: Db, write: SaveWrite, revision: number, actor: Actor): Promise<boolean> {
      const [result] = await update<{ saved: number }>(db, { ...values(write, actor), revision });
      return result?.saved === 1;
    },
  };
}
