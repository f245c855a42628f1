import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  catalogueVersion,
  formulationIngredients,
  formulationStatusHistory,
  formulations,
  ingredients,
} from '../../db/schema.ts';
import { changeRows, changeWrites, type PlannedChange } from '../activity/change-writes.ts';
import type { Actor } from '../activity/record-activity.ts';
import type { SaveCheckWrites } from './save-input.ts';

/**
 * A formulation save as one statement (issue 15): the formulation, its lines, its status change, the compliance
 * check's alerts, the activity entries, the live-feed events and the webhooks' outbox, with no BEGIN or COMMIT
 * around them: one round trip, atomic because it is one statement (synchronous commit stays on).
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
  lines: {
    id: string;
    ingredientId: string;
    ounces: string;
    cost: string;
    position: number;
  }[];
  /** A status change (every new formulation has one: from null). */
  history?: { fromStatus: string | null; toStatus: string };
  /** Each raw material's revision the costs were worked out with. */
  revisions: { id: string; revision: number }[];
  /** The formulation's own change: key `formulation`. */
  change: PlannedChange;
  checks?: SaveCheckWrites;
}

function guard(write: SaveWrite): SQL {
  const read = JSON.stringify(write.revisions);
  const catalogue = write.checks
    ? sql`and (select version from ${catalogueVersion}) = ${write.checks.catalogueVersion}`
    : sql``;
  return sql`locked as (
      select id from ${ingredients}
      where (id, revision) in (select g.id, g.revision from jsonb_to_recordset(${read}::jsonb) as g(id uuid, revision int))
      for share
    ),
    ok as (select (select count(*) from locked) = ${write.revisions.length} ${catalogue} as ok)`;
}

function dependents(write: SaveWrite, actor: Actor, replaceLines: boolean): SQL {
  const { row, history } = write;
  const lines = JSON.stringify(
    write.lines.map((line) => ({
      id: line.id,
      ingredient_id: line.ingredientId,
      ounces: line.ounces,
      cost: line.cost,
      position: line.position,
    })),
  );
  const at = row.updatedAt.toISOString();
  return sql`${replaceLines ? sql`, removed_lines as (delete from ${formulationIngredients} where formulation_id in (select id from f))` : sql``},
    new_lines as (
      insert into ${formulationIngredients} (id, formulation_id, ingredient_id, ounces, cost, position, created_at, updated_at)
      select l.id, f.id, l.ingredient_id, l.ounces, l.cost, l.position, ${at}::timestamptz, ${at}::timestamptz
      from f cross join jsonb_to_recordset(${lines}::jsonb) as l(id uuid, ingredient_id uuid, ounces numeric,
        cost numeric, position int)
    )${
      history
        ? sql`, new_status as (
      insert into ${formulationStatusHistory} (formulation_id, from_status, to_status, changed_by, changed_at)
      select f.id, ${history.fromStatus}, ${history.toStatus}, ${actor.userId}::uuid, ${at}::timestamptz from f
    )`
        : sql``
    }${write.checks?.ctes ?? sql``},
    happened as (select 'formulation'::text as key from f)
    ${changeWrites(
      actor,
      sql`${changeRows([write.change], sql`happened`)}${write.checks ? sql` union all ${write.checks.changes}` : sql``}`,
    )}
    select (select count(*) from f)::int as saved`;
}

async function run(executor: Executor, statement: SQL): Promise<boolean> {
  const { rows } = await executor.execute<{ saved: number }>(statement);
  return rows[0]?.saved === 1;
}

/** Inserts a new formulation; false when a price or the catalogue changed since they were read. */
export function insertFormulation(executor: Executor, write: SaveWrite, actor: Actor): Promise<boolean> {
  const r = write.row;
  return run(
    executor,
    sql`with ${guard(write)},
      f as (
        insert into ${formulations} (id, name, description, product_type, target_skin_type, status, application_area,
          exposure, batch_size, unit_size, version, lineage_id, parent_id, total_cost, cost_per_unit, target_margin,
          suggested_unit_price, created_by, revision, created_at, updated_at)
        select ${r.id}::uuid, ${r.name}, ${r.description}, ${r.productType}, ${r.targetSkinType}, ${r.status},
          ${r.applicationArea}, ${r.exposure}, ${r.batchSize}::numeric, ${r.unitSize}::numeric, ${r.version}::int,
          ${r.lineageId}::uuid, ${r.parentId}::uuid, ${r.totalCost}::numeric, ${r.costPerUnit}::numeric,
          ${r.targetMargin}::numeric, ${r.suggestedUnitPrice}::numeric, ${r.createdBy}::uuid, ${r.revision}::int,
          ${r.createdAt.toISOString()}::timestamptz, ${r.updatedAt.toISOString()}::timestamptz
        from ok where ok.ok
        returning id
      )${dependents(write, actor, false)}`,
  );
}

/**
 * Updates a formulation still at `revision` and not approved, replacing its lines; false when it was not (its
 * revision moved, or a price or the catalogue changed since they were read).
 */
export function updateFormulation(
  executor: Executor,
  write: SaveWrite,
  revision: number,
  actor: Actor,
): Promise<boolean> {
  const r = write.row;
  return run(
    executor,
    sql`with ${guard(write)},
      f as (
        update ${formulations} set name = ${r.name}, description = ${r.description}, product_type = ${r.productType},
          target_skin_type = ${r.targetSkinType}, status = ${r.status}, application_area = ${r.applicationArea},
          exposure = ${r.exposure}, batch_size = ${r.batchSize}::numeric, unit_size = ${r.unitSize}::numeric,
          total_cost = ${r.totalCost}::numeric, cost_per_unit = ${r.costPerUnit}::numeric,
          target_margin = ${r.targetMargin}::numeric, suggested_unit_price = ${r.suggestedUnitPrice}::numeric,
          revision = revision + 1, updated_at = ${r.updatedAt.toISOString()}::timestamptz
        where id = ${r.id}::uuid and revision = ${revision}::int and status <> 'approved' and (select ok from ok)
        returning id
      )${dependents(write, actor, true)}`,
  );
}
