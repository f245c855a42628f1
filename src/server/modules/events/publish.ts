import { type SQL, sql } from 'drizzle-orm';
import type { EventType } from '../../../domain/events/event-types.ts';
import type { Executor } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import { outboxCte, type WebhookEvent } from '../integrations/outbox.ts';

export interface EventOptions {
  userId?: string;
  ownerId?: string | null;
  payload?: Record<string, unknown>;
  /** The change's webhook events: written to the outbox by the same statement (ADR 019). */
  webhooks?: readonly WebhookEvent[];
}

/** The outbox CTE of a change's webhooks (`, outbox as (...)`), or nothing: appended after the `e` CTE. */
export function outboxOf(options?: EventOptions): SQL {
  return options?.webhooks?.length ? outboxCte(options.webhooks) : sql``;
}

/** The events row of a change, as an INSERT ... RETURNING id to embed in a WITH clause. */
export function eventInsert(type: EventType, entityId?: string | null, options: EventOptions = {}): SQL {
  const payload = options.payload === undefined ? null : JSON.stringify(options.payload);
  // A user account's events belong to that user (and administrators, see domain/events/audience.ts).
  const ownerId = options.ownerId ?? (type === 'users' ? (entityId ?? null) : null);
  // (Drizzle wraps an embedded insert builder in parentheses, which a WITH clause refuses: hence the SQL.)
  return sql`insert into ${events} (type, entity_id, user_id, owner_id, payload)
    values (${type}, ${entityId ?? null}, ${options.userId ?? null}, ${ownerId}, ${payload}::jsonb)
    returning id`;
}

/**
 * Records a change for the live feed (docs/product-rules.md, "Live updates, jobs and scale-out") inside the caller's transaction: the row gives the event its id
 * (for Last-Event-ID replay), and the commit feed announces it once the transaction has committed (ADR 022).
 * Payloads carry ids only. A change that also writes the activity log does both in one statement
 * (recordActivity's `event`).
 */
export async function publishEvent(
  tx: Executor,
  type: EventType,
  entityId?: string | null,
  options: EventOptions = {},
): Promise<void> {
  await tx.execute(sql`with e as (${eventInsert(type, entityId, options)})${outboxOf(options)}
    select count(*) from e`);
}
