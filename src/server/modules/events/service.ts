import { type FeedEvent, mayReceive } from '../../../domain/events/audience.ts';
import type { SystemSettings } from '../../../domain/settings/system-settings.ts';
import type { Db } from '../../db/client.ts';
import type { CommitFeed } from '../../db/commit-feed.ts';
import type { SettingsService } from '../settings/service.ts';
import { EventHub } from './hub.ts';
import { createEventsRepository, type StoredEvent } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Open streams a session may hold at once on one instance (docs/product-rules.md, "Sign-in and permissions"): tabs beyond it are refused with 429. */
export const MAX_STREAMS_PER_SESSION = 5;

/** The live feed of one server process: the hub, replay for reconnecting browsers, and pruning old events. */
export function createEventService({
  db,
  commits,
  settings,
}: {
  db: Db;
  commits: CommitFeed;
  settings: SettingsService;
}) {
  const repo = createEventsRepository(db);
  const hub = new EventHub(commits);
  let pruneTimer: NodeJS.Timeout | undefined;
  // The feature switches every stream filters by, read once per process and again after each settings event.
  let features: SystemSettings['features'] | undefined;
  const streams = new Map<string, number>();
  let opened = 0;

  async function refreshFeatures() {
    features = (await settings.get()).features;
  }
  hub.onEvent((event) => {
    if (event.type === 'settings') void refreshFeatures().catch(() => undefined);
  });

  return {
    async start() {
      await refreshFeatures();
      hub.start();
      pruneTimer = setInterval(
        () => void repo.prune(new Date(Date.now() - DAY_MS)).catch(() => undefined),
        60 * 60 * 1000,
      );
      pruneTimer.unref();
    },
    async stop() {
      clearInterval(pruneTimer);
      hub.stop();
    },
    /** Events after `lastId` (the browser's Last-Event-ID), for a reconnecting stream. */
    replay: (lastId: number) => repo.after(lastId, 1000),
    subscribe: (listener: (event: StoredEvent) => void) => hub.onEvent(listener),
    onClose: (listener: () => void) => {
      hub.once('close', listener);
      return () => hub.off('close', listener);
    },
    /** Whether a stored event goes to this user (domain/events/audience.ts), with the features in force now. */
    visibleTo: (event: FeedEvent, user: { id: string; role: string }, current: SystemSettings['features']) =>
      mayReceive(event, user, features ?? current),

    /** Counts a session's open stream; false when it already holds the most it may. */
    openStream(sessionHash: string): boolean {
      const open = streams.get(sessionHash) ?? 0;
      if (open >= MAX_STREAMS_PER_SESSION) return false;
      streams.set(sessionHash, open + 1);
      opened += 1;
      return true;
    },
    closeStream(sessionHash: string) {
      const open = (streams.get(sessionHash) ?? 1) - 1;
      if (open <= 0) streams.delete(sessionHash);
      else streams.set(sessionHash, open);
      opened -= 1;
    },
    /** Streams open on this process, for the metrics. */
    openStreams: () => opened,
  };
}
export type EventService = ReturnType<typeof createEventService>;
