import { EventEmitter } from 'node:events';
import { ListenConnection } from '../../db/listen-connection.ts';
import { EVENT_CHANNEL } from './publish.ts';
import type { EventsRepository, StoredEvent } from './repository.ts';

/**
 * One LISTEN connection per server process (DESIGN §7). A notification carries only an event id; the hub reads
 * every event after the last one it delivered, so nothing is lost between a dropped connection and its
 * reconnection, and every instance behind a load balancer sees every change.
 */
export class EventHub extends EventEmitter {
  private lastId = 0;
  private reading = Promise.resolve();
  /** A read is queued and has not started: it will see whatever a newer notification announces. */
  private queued = false;
  private readonly connection: ListenConnection;

  constructor(
    url: string,
    private readonly repo: EventsRepository,
    private readonly log: (message: string) => void,
  ) {
    super();
    this.setMaxListeners(0);
    this.connection = new ListenConnection(url, EVENT_CHANNEL, {
      notification: () => this.catchUp(),
      // Whatever happened while we were not listening.
      connected: () => this.catchUp(),
      disconnected: () => undefined,
    });
  }

  async start() {
    this.lastId = await this.repo.latestId();
    await this.connection.start();
  }

  /**
   * Reads and emits every event after the last delivered one, one read at a time. Notifications that arrive
   * while a read waits its turn share it: under write load that is one read per read's duration, not one per
   * change.
   */
  private catchUp() {
    if (this.queued) return;
    this.queued = true;
    this.reading = this.reading.then(async () => {
      this.queued = false;
      try {
        for (;;) {
          const batch = await this.repo.after(this.lastId, 500);
          for (const event of batch) {
            this.lastId = event.id;
            this.emit('event', event);
          }
          if (batch.length < 500) break;
        }
      } catch (error) {
        this.log(`event feed read failed: ${(error as Error).message}`);
      }
    });
  }

  onEvent(listener: (event: StoredEvent) => void) {
    this.on('event', listener);
    return () => this.off('event', listener);
  }

  async stop() {
    await this.connection.stop();
    this.emit('close');
  }
}
