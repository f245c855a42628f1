import { and, asc, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

export interface StoredEvent {
  id: number;
  type: string;
  entityId: string | null;
  userId: string | null;
  ownerId: string | null;
  payload: unknown;
}

export function createEventsRepository(db: Db) {
  return {
    async latestId(): Promise<number> {
      const [row] = await db.select({ id: sql<number>`coalesce(max(${events.id}), 0)::bigint` }).from(events);
      return Number(row?.id ?? 0);
    },
    async after(id: number, limit: number): Promise<StoredEvent[]> {
      return db
        .select({
          id: events.id,
          type: events.type,
          entityId: events.entityId,
          userId: events.userId,
          ownerId: events.ownerId,
          payload: events.payload,
        })
        .from(events)
        .where(gt(events.id, id))
        .orderBy(asc(events.id))
        .limit(limit);
    },
    async prune(before: Date) {
      await db.delete(events).where(and(lt(events.createdAt, before)));
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
