import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../domain/integrations/webhooks.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

/** One change as a receiver gets it: the JSON body of the POST (ADR 019). */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  occurredAt: string;
  data: unknown;
}

export function webhookEvent(type: WebhookEventType, data: unknown): WebhookEvent {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
}

/**
 * The same event made inside a statement, from rows only the statement knows (an alert a save resolves): a jsonb
 * array of one event, its instant in the format of toISOString. Null when no active endpoint subscribes to the
 * type (the outbox writes nothing then): a re-check that opens thousands of alerts builds no JSON for nobody. The
 * test is an uncorrelated subquery, run once per statement.
 */
export function webhookEventSql(type: WebhookEventType, data: SQL): SQL {
  return sql`case when exists (select 1 from ${webhookEndpoints} ep where ep.active and ${type}::text = any(ep.events))
    then jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'type', ${type}::text,
      'occurredAt', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', ${data})) end`;
}

/**
 * The outbox write as a data-modifying CTE (ADR 019): appended to the live feed's insert (events/publish.ts), so a
 * change's webhooks cost no extra round trip, commit with the change and vanish with its rollback. One row per
 * active endpoint subscribed to the event's type; none when nobody listens.
 */
export function outboxCte(events: readonly WebhookEvent[]): SQL {
  const rows = JSON.stringify(events.map((event) => ({ id: event.id, type: event.type, body: event })));
  // The events go as text and are parsed once per active endpoint (lateral): with none, PostgreSQL never parses
  // them (a price change's event lists every recomputed formulation: hundreds of kilobytes).
  return sql`, outbox as (
      insert into ${webhookDeliveries} (endpoint_id, event_id, event_type, payload)
      select ep.id, v.id, v.type, v.body
      from ${webhookEndpoints} ep
      cross join lateral jsonb_to_recordset(${rows}::text::jsonb) as v(id uuid, type text, body jsonb)
      where ep.active and v.type = any(ep.events)
      returning 1
    )`;
}
