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
  const [row] = await tx
    .insert(events)
    .values({ type, entityId: entityId ?? null, userId: options.userId ?? null, payload: options.payload })
    .returning({ id: events.id });
  await tx.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${String(row!.id)})`);
}
