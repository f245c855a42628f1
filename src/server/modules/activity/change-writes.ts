import { type SQL, sql } from 'drizzle-orm';
import type { EventType } from '../../../domain/events/event-types.ts';
import { activityLog, events, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { WebhookEvent } from '../integrations/outbox.ts';
import type { ActivityEntry, Actor } from './record-activity.ts';

/**
 * The changes of a save that is one statement (ADR 025): each change's activity entry and webhooks, and the live
 * feed's events (one per type, ADR 076), as data-modifying CTEs of that statement, for the changes that happened.
 * What happened is only known inside the statement (an alert that already exists is not opened again; a save
 * whose prices moved writes nothing), so the changes come as rows of a `changes` relation the caller builds from
 * its own CTEs, each with its author: one statement may carry several users' saves (db/grouped-statements.ts).
 * recordActivity is the same for a change in a transaction of several statements.
 */
export interface PlannedChange {
  entry: ActivityEntry & { entityType: string };
  event: EventType;
  webhooks: readonly WebhookEvent[];
  /** Written only when the statement finds this key among what happened (an alert opened: its id). */
  key?: string;
}

/** A planned change as a record of the JSON arrays `changeRecords` reads. */
export function changeRecord(change: PlannedChange) {
  return {
    key: change.key ?? null,
    action: change.entry.action,
    entity_type: change.entry.entityType,
    entity_id: change.entry.entityId ?? null,
    description: change.entry.description,
    event_type: change.event,
    webhooks: change.webhooks,
  };
}

/**
 * Planned changes (a jsonb expression: an array of changeRecord) as a relation `c` with the change columns
 * (`CHANGE_COLUMNS`) and `key`; used in a FROM clause, typically lateral to the row of the save that planned them.
 */
export function changeRecords(records: SQL): SQL {
  return sql`jsonb_to_recordset(${records}) as c(key text, action text, entity_type text, entity_id text,
      description text, event_type text, webhooks jsonb)`;
}

/** A `changes` row's author columns (user_id, ip, request_id) for changes that are all one actor's. */
export function actorColumns(actor: Actor): SQL {
  return sql`${actor.userId}::uuid as user_id, ${actor.ip ?? null}::text as ip, ${actor.requestId ?? null}::text as request_id`;
}

/** The columns every `changes` row has, in this order, after its author's (user_id, ip, request_id). */
export const CHANGE_COLUMNS = sql`c.action, c.entity_type, c.entity_id, c.description, c.event_type, c.webhooks`;

/**
 * `, changes as (...), change_log as (...), change_events as (...), change_outbox as (...)`: appended to a WITH
 * clause; `changes` selects user_id (uuid), ip, request_id and then CHANGE_COLUMNS. Each change gets its activity
 * entry and webhooks; the live feed gets one event per type the statement changed, naming the record when it
 * changed one and counting them when it changed more (`{count}`, as a price change's `formulations` event does):
 * a browser only reloads what a type makes stale, and a re-check opening 5,000 alerts would otherwise push 5,000
 * messages to every open tab. The commit feed announces the events once the statement has committed (ADR 022).
 */
export function changeWrites(changes: SQL): SQL {
  return sql`, changes as (${changes}),
    change_log as (
      insert into ${activityLog} (user_id, action, entity_type, entity_id, description, ip, request_id)
      select user_id, action, entity_type, entity_id, left(description, 1000), ip, request_id
      from changes
    ),
    change_events as (
      insert into ${events} (type, entity_id, payload)
      select event_type, case when count(*) = 1 then min(entity_id) end,
        case when count(*) > 1 then jsonb_build_object('count', count(*)) end
      from changes group by event_type
    ),
    change_outbox as (
      insert into ${webhookDeliveries} (endpoint_id, event_id, event_type, payload)
      select ep.id, (w.body->>'id')::uuid, w.body->>'type', w.body
      from changes c
      cross join lateral jsonb_array_elements(c.webhooks) as w(body)
      join ${webhookEndpoints} ep on ep.active and (w.body->>'type') = any(ep.events)
    )`;
}
