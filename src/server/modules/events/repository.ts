import { and, asc, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CommittedEvent } from '../../db/commit-feed.ts';
import { events } from '../../db/schema.ts';

/** An event as the feed delivers it (the commit feed reads the same columns). */
export type StoredEvent = CommittedEvent;

export function createEventsRepository(db: Db) {
  return {
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
