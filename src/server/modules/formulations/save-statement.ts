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
import {
  CHANGE_COLUMNS,
  changeRecord,
  changeRecords,
  changeWrites,
  type PlannedChange,
} from '../activity/change-writes.ts';
import type { Actor } from '../activity/record-activity.ts';
import type { SaveCheckFragment, SaveCheckValues } from './save-types.ts';

/**
 * Formulation saves as one statement (ADR 025): for each save, the formulation, its lines, its status change,
 * the compliance check's alerts, the activity entries, the live-feed events and the webhooks' outbox, with no
 * BEGIN or COMMIT around them: one round trip, atomic because it is one statement (synchronous commit stays on).
 * The statement takes any number of saves (db/grouped-statements.ts groups the saves that arrive while others
 * are being written): each is a record of one JSON array, and each is written or not on its own conditions. Its
 * text is fixed (a prepared statement: parsed and planned once per connection).
 *
 * Everything it writes was worked out in memory from prices and a catalogue read before, without locks. A save is
 * written only if they still hold: each of its raw materials at the revision read, locked FOR SHARE so a price
 * change waits for the statement to commit and then recomputes it (or the save, if the change came first, finds
 * the revision moved), and the catalogue at the version checked against. The caller then reads again and retries;
 * an update whose revision moved answers 409 on that read.
 */

type Row = typeof formulations.$inferSelect;

export interface SaveWrite {
  /** The formulation as it will be stored, every column. */
  row: Row;
  lines: {
    id: string;
    ingredientId: string;
    ounces: string;
    cost: string;
    position: number;
    phase: string | null;
    percent: string | null;
    qs: boolean;
  }[];
  /** A status change (every new formulation has one: from null). */
  history?: { fromStatus: string | null; toStatus: string };
  /** Each raw material's revision the costs were worked out with. */
  revisions: { id: string; revision: number }[];
  /** The formulation's own change, written when the formulation is. */
  change: PlannedChange;
  checks?: SaveCheckValues;
  actor: Actor;
  /** An update: the revision the formulation must still be at. */
  expectedRevision?: number;
}

const COLUMNS = Object.entries(getTableColumns(formulations)).map(
  ([key, column]) => [key, column.name] as const,
);
/**
 * A save's formulation row read from its JSON as `r`, every column with its type. Not jsonb_populate_record with
 * the table's row type: that copies the table's constraints and defaults for every row it reads (~4 % of a
 * save's time in PostgreSQL, measured with perf).
 */
const ROW = sql`jsonb_to_record(ok.fields) as r(${sql.join(
  Object.values(getTableColumns(formulations)).map(
    (column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
  ),
  sql`, `,
)})`;
const COLUMN_NAMES = sql.join(
  COLUMNS.map(([, name]) => sql.identifier(name)),
  sql`, `,
);

/** `s`: the saves; `ok`: those whose prices and catalogue still hold, their raw materials locked FOR SHARE. */
const GUARD = sql`s as (
    select * from jsonb_to_recordset(${sql.placeholder('saves')}::jsonb) as s(id uuid, expected_revision int,
      saved_at timestamptz, fields jsonb, revisions jsonb, catalogue_version int, lines jsonb, history jsonb,
      change jsonb, checks jsonb, user_id uuid, ip text, request_id text)
  ),
  wanted as (
    select s.id as save_id, g.id, g.revision
    from s cross join jsonb_to_recordset(s.revisions) as g(id uuid, revision int)
  ),
  locked as (
    select id, revision from ${ingredients} where (id, revision) in (select id, revision from wanted) for share
  ),
  ok as (
    select s.* from s
    where not exists (
        select from wanted w
        where w.save_id = s.id and not exists (select from locked l where l.id = w.id and l.revision = w.revision))
      and (s.catalogue_version is null or s.catalogue_version = (select version from ${catalogueVersion}))
  )`;

const LINE = sql`l(id uuid, ingredient_id uuid, ounces numeric, cost numeric, position int, phase text, percent numeric,
  qs boolean)`;

/**
 * An update's lines: a line whose id is already the formulation's (withStoredLineIds: same raw material, same
 * position) is rewritten in place, and only when its quantity or cost changed; the formulation's other stored
 * lines are deleted; the save's lines not stored yet are inserted. Deleting and inserting every line on every
 * save left dead index entries that each later save of the formulation walked again (a bitmap scan cannot mark
 * them dead): after a few hundred saves of one formulation, its line delete was most of the statement.
 */
const REPLACED_LINES = sql`, changed_lines as (
      update ${formulationIngredients} fi set ounces = l.ounces, cost = l.cost, phase = l.phase, percent = l.percent,
        qs = l.qs, updated_at = fs.saved_at
      from fs cross join jsonb_to_recordset(fs.lines) as ${LINE}
      where fi.id = l.id and fi.formulation_id = fs.id
        and (fi.ounces, fi.cost, fi.phase, fi.percent, fi.qs) is distinct from (l.ounces, l.cost, l.phase, l.percent, l.qs)
    ),
    removed_lines as (
      delete from ${formulationIngredients} fi
      where fi.formulation_id in (select id from f)
        and fi.id not in (select l.id from fs cross join jsonb_to_recordset(fs.lines) as l(id uuid))
    )`;

/** What follows the write of the formulations (`f`, the ids written): `fs` holds their saves. */
function dependents(checks: SaveCheckFragment | undefined, replaceLines: boolean): SQL {
  // An update inserts only the lines the formulation does not have yet (read in the statement's snapshot). Each
  // line is looked up by its id: OFFSET 0 keeps the lookup a per-line probe of the primary key, where the generic
  // plan of the prepared statement (which believes a group holds one save) hashed the whole lines table once per
  // save: 56 ms a statement once a few thousand formulations existed, halving the edits a second.
  const notStored = sql`where not exists (select from ${formulationIngredients} fi where fi.id = l.id offset 0)`;
  return sql`, fs as (select s.* from s where s.id in (select id from f))${replaceLines ? REPLACED_LINES : sql``},
    new_lines as (
      insert into ${formulationIngredients} (id, formulation_id, ingredient_id, ounces, cost, position, phase, percent, qs,
        created_at, updated_at)
      select l.id, fs.id, l.ingredient_id, l.ounces, l.cost, l.position, l.phase, l.percent, l.qs, fs.saved_at, fs.saved_at
      from fs cross join jsonb_to_recordset(fs.lines) as ${LINE}
      ${replaceLines ? notStored : sql``}
    ),
    new_status as (
      insert into ${formulationStatusHistory} (formulation_id, from_status, to_status, changed_by, changed_at)
      select fs.id, h.from_status, h.to_status, fs.user_id, fs.saved_at
      from fs cross join jsonb_to_recordset(fs.history) as h(from_status text, to_status text)
    )${checks?.ctes ?? sql``}
    ${changeWrites(
      sql`select fs.user_id, fs.ip, fs.request_id, ${CHANGE_COLUMNS}
        from fs cross join lateral ${changeRecords(sql`fs.change`)}${checks ? sql` union all ${checks.changes}` : sql``}`,
    )}
    select id::text from f`;
}

const insertStatement = (checks?: SaveCheckFragment) =>
  sql`with ${GUARD},
    f as (
      insert into ${formulations} (${COLUMN_NAMES})
      select r.* from ok cross join lateral ${ROW}
      returning id
    )${dependents(checks, false)}`;

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
      update ${formulations} set ${set}, revision = ${formulations}.revision + 1
      from ok cross join lateral ${ROW}
      where ${formulations}.id = r.id and ${formulations}.revision = ok.expected_revision
        and ${formulations}.status <> 'approved'
      returning ${formulations}.id
    )${dependents(checks, true)}`;
};

/** One save as a record of the statement's JSON array. */
function saveRecord(write: SaveWrite) {
  const fields = Object.fromEntries(
    COLUMNS.map(([key, name]) => {
      const value = write.row[key as keyof Row];
      return [name, value instanceof Date ? value.toISOString() : value];
    }),
  );
  return {
    id: write.row.id,
    expected_revision: write.expectedRevision ?? null,
    saved_at: write.row.updatedAt.toISOString(),
    fields,
    revisions: write.revisions,
    catalogue_version: write.checks?.catalogueVersion ?? null,
    lines: write.lines.map((line) => ({
      id: line.id,
      ingredient_id: line.ingredientId,
      ounces: line.ounces,
      cost: line.cost,
      position: line.position,
      phase: line.phase,
      percent: line.percent,
      qs: line.qs,
    })),
    history: write.history
      ? [{ from_status: write.history.fromStatus, to_status: write.history.toStatus }]
      : [],
    change: [changeRecord(write.change)],
    checks: write.checks?.values ?? null,
    user_id: write.actor.userId,
    ip: write.actor.ip ?? null,
    request_id: write.actor.requestId ?? null,
  };
}

/** The two save statements, with the compliance check's part when there is one (fixed for the service's life). */
export function createSaveStatements(checks?: SaveCheckFragment) {
  const insert = preparedStatement(() => insertStatement(checks));
  const update = preparedStatement(() => updateStatement(checks));
  const run = async (statement: typeof insert, db: Db, writes: readonly SaveWrite[]) => {
    const rows = await statement<{ id: string }>(db, { saves: JSON.stringify(writes.map(saveRecord)) });
    return new Map(rows.map((row) => [row.id, true] as const));
  };
  return {
    /**
     * Inserts new formulations; answers the ids written. One is not when a price or the catalogue changed since
     * they were read.
     */
    insert: (db: Db, writes: readonly SaveWrite[]) => run(insert, db, writes),
    /**
     * Updates formulations still at their expected revision and not approved, giving them the save's lines
     * (REPLACED_LINES: unchanged lines stay as they are); answers the ids written. One is not when its revision
     * moved, or a price or the catalogue changed since they were read.
     */
    update: (db: Db, writes: readonly SaveWrite[]) => run(update, db, writes),
  };
}
