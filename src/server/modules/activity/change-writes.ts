import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { activityLog, events, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { EventType } from '../events/publish.ts';
import type { WebhookEvent } from '../integrations/outbox.ts';
import type { ActivityEntry } from './record-activity.ts';

/**
 * The changes of a save that is one statement (issue 15): each change's activity entry, live-feed event and
 * webhooks as data-modifying CTEs of that statement, for the changes that happened. What happened is only
 * known inside the statement (an alert that already exists is not opened again), so the changes come as rows of a
 * `changes` relation the caller builds from its own CTEs; `changeRows` turns changes known in advance into such a
 * select. recordActivity is the same for a change in a transaction of several statements.
 */
export interface PlannedChange {
  /** Written only when the caller's `happened` relation (one text column, `key`) holds this key. */
  key: string;
  entry: ActivityEntry & { entityType: string };
  event: EventType;
  webhooks: readonly WebhookEvent[];
}

/** A planned change as a record of the JSON array `changeRows` reads. */
export function changeRecord(change: PlannedChange) {
  return {
    key: change.key,
    action: change.entry.action,
    entity_type: change.entry.entityType,
    entity_id: change.entry.entityId ?? null,
    description: change.entry.description,
    event_type: change.event,
    webhooks: change.webhooks,
  };
}

/**
 * Planned changes (a JSON array of changeRecord, as a parameter or placeholder) as a select of the change columns
 * (action, entity_type, entity_id, description, event_type, webhooks: every `changes` row has them, in this
 * order), kept where `happened` (a relation of keys) holds the key.
 */
export function changeRows(records: SQLWrapper, happened: SQL): SQL {
  return sql`select c.action, c.entity_type, c.entity_id, c.description, c.event_type, c.webhooks
    from jsonb_to_recordset(${records}::jsonb) as c(key text, action text, entity_type text, entity_id text,
      description text, event_type text, webhooks jsonb)
    where c.key in (select key from ${happened})`;
}

/** Who wrote: values, or placeholders of a prepared statement. */
export interface ChangeAuthor {
  userId: unknown;
  ip: unknown;
  requestId: unknown;
}

/**
 * `, changes as (...), change_log as (...), change_events as (...), change_outbox as (...)`: appended to a WITH
 * clause. The commit feed announces the events once the statement has committed (ADR 022).
 */
export function changeWrites(actor: ChangeAuthor, changes: SQL): SQL {
  return sql`, changes as (${changes}),
    change_log as (
      insert into ${activityLog} (user_id, action, entity_type, entity_id, description, ip, request_id)
      select ${actor.userId}::uuid, action, entity_type, entity_id, left(description, 1000), ${actor.ip}::text,
        ${actor.requestId}::text
      from changes
    ),
    change_events as (
      insert into ${events} (type, entity_id) select event_type, entity_id from changes returning id
    ),
    change_outbox as (
      insert into ${webhookDeliveries} (endpoint_id, event_id, event_type, payload)
      select ep.id, (w.body->>'id')::uuid, w.body->>'type', w.body
      from changes c
      cross join lateral jsonb_array_elements(c.webhooks) as w(body)
      join ${webhookEndpoints} ep on ep.active and (w.body->>'type') = any(ep.events)
    )`;
}
