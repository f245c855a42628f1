import { sql } from 'drizzle-orm';
import type { EventType } from '../../../domain/events/event-types.ts';
import type { Executor } from '../../db/client.ts';
import { activityLog } from '../../db/schema.ts';
import { type EventOptions, eventInsert, outboxOf } from '../events/publish.ts';
import { createActivityRepository } from './repository.ts';

/** Who did it and from where: taken from the request by the route and handed down to services. */
export interface Actor {
  userId: string | null;
  ip?: string;
  requestId?: string;
}

export interface ActivityEntry {
  action: string;
  entityType?: string;
  entityId?: string | null;
  description: string;
  metadata?: Record<string, unknown>;
}

/** The live-feed event of the same change (docs/product-rules.md, "Live updates, jobs and scale-out"), written with the entry. */
export interface ChangeEvent {
  type: EventType;
  entityId?: string | null;
  options?: EventOptions;
}

/**
 * The one activity-log writer: every mutation calls it inside its own transaction, so the entry exists
 * exactly when the change does. With `event`, the change's live-feed event (and its webhooks) go in the same
 * statement: one round trip instead of two.
 */
export async function recordActivity(
  tx: Executor,
  actor: Actor,
  entry: ActivityEntry,
  event?: ChangeEvent,
): Promise<void> {
  if (event) {
    const metadata = entry.metadata === undefined ? null : JSON.stringify(entry.metadata);
    await tx.execute(sql`
      with a as (
        insert into ${activityLog} (user_id, action, entity_type, entity_id, description, metadata, ip, request_id)
        values (${actor.userId}, ${entry.action}, ${entry.entityType ?? null}, ${entry.entityId ?? null},
          ${entry.description.slice(0, 1000)}, ${metadata}::jsonb, ${actor.ip ?? null}, ${actor.requestId ?? null})
      ),
      e as (${eventInsert(event.type, event.entityId, event.options)})${outboxOf(event.options)}
      select count(*) from e`);
    return;
  }
  await createActivityRepository(tx).insert({
    userId: actor.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    description: entry.description.slice(0, 1000),
    metadata: entry.metadata,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}
