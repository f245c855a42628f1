import { EventEmitter } from 'node:events';
import pg from 'pg';
import { EVENT_CHANNEL } from './publish.ts';
import type { EventsRepository, StoredEvent } from './repository.ts';

/**
 * One LISTEN connection per server process (DESIGN §7). A notification carries only an event id; the hub reads
 * every event after the last one it delivered, so nothing is lost between a dropped connection and its
 * reconnection, and every instance behind a load balancer sees every change.
 */
export class EventHub extends EventEmitter {
  private client: pg.Client | undefined;
  private lastId = 0;
  private reading = Promise.resolve();
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly repo: EventsRepository,
    private readonly log: (message: string) => void,
  ) {
    super();
    this.setMaxListeners(0);
  }

  async start() {
    this.lastId = await this.repo.latestId();
    await this.connect();
  }

  private async connect() {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.client === client) this.client = undefined;
      this.scheduleReconnect();
    });
    client.on('notification', () => this.catchUp());
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENT_CHANNEL}`);
      this.client = client;
      // Whatever happened while we were not listening.
      this.catchUp();
    } catch {
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, 1000);
    this.retryTimer.unref();
  }

  /** Reads and emits every event after the last delivered one, one read at a time. */
  private catchUp() {
    this.reading = this.reading.then(async () => {
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
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
    this.emit('close');
  }
}
