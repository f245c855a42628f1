import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

export const EVENT_CHANNEL = 'formulary_events';

export const EVENT_TYPES = [
  'formulations',
  'ingredients',
  'suppliers',
  'compliance',
  'scenarios',
  'ideation',
  'sustainability',
  'theme',
  'settings',
  'users',
  'exports',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * Records a change for the live feed (DESIGN §7) inside the caller's transaction: the row gives the event its id
 * (for Last-Event-ID replay), and pg_notify is delivered only if the transaction commits. Payloads carry ids only.
 */
export async function publishEvent(
  tx: Executor,
  type: EventType,
  entityId?: string | null,
  options: { userId?: string; payload?: Record<string, unknown> } = {},
): Promise<void> {
  // One round trip: every save publishes, so the insert and the notification go together. (Drizzle wraps an
  // embedded insert builder in parentheses, which a WITH clause refuses: hence the SQL.)
  const payload = options.payload === undefined ? null : JSON.stringify(options.payload);
  await tx.execute(sql`
    with e as (
      insert into ${events} (type, entity_id, user_id, payload)
      values (${type}, ${entityId ?? null}, ${options.userId ?? null}, ${payload}::jsonb)
      returning id
    )
    select pg_notify(${EVENT_CHANNEL}, e.id::text) from e`);
}
