import type { Executor } from '../../db/client.ts';
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

/**
 * The one activity-log writer: every mutation calls it inside its own transaction, so the entry exists
 * exactly when the change does.
 */
export async function recordActivity(tx: Executor, actor: Actor, entry: ActivityEntry): Promise<void> {
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
