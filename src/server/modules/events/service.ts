import type { Db } from '../../db/client.ts';
import { EventHub } from './hub.ts';
import { createEventsRepository, type StoredEvent } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The live feed of one server process: the hub, replay for reconnecting browsers, and pruning old events. */
export function createEventService({
  db,
  url,
  log,
}: {
  db: Db;
  url: string;
  log: (message: string) => void;
}) {
  const repo = createEventsRepository(db);
  const hub = new EventHub(url, repo, log);
  let pruneTimer: NodeJS.Timeout | undefined;
  return {
    async start() {
      await hub.start();
      pruneTimer = setInterval(
        () => void repo.prune(new Date(Date.now() - DAY_MS)).catch(() => undefined),
        60 * 60 * 1000,
      );
      pruneTimer.unref();
    },
    async stop() {
      clearInterval(pruneTimer);
      await hub.stop();
    },
    /** Events after `lastId` (the browser's Last-Event-ID), for a reconnecting stream. */
    replay: (lastId: number) => repo.after(lastId, 1000),
    subscribe: (listener: (event: StoredEvent) => void) => hub.onEvent(listener),
    onClose: (listener: () => void) => {
      hub.once('close', listener);
      return () => hub.off('close', listener);
    },
    /** Whether a stored event goes to this user: events without a user go to everyone. */
    visibleTo: (event: StoredEvent, userId: string) => event.userId === null || event.userId === userId,
  };
}
export type EventService = ReturnType<typeof createEventService>;
