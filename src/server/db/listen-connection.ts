import pg from 'pg';

export interface ListenHandlers {
  /** A notification arrived on the channel, with its payload. */
  notification(payload?: string): void;
  /** LISTEN is in place (first time or after a reconnection): anything sent while nobody listened is unknown. */
  connected(): void;
  /** The connection dropped; a reconnection is attempted every second until `stop()`. */
  disconnected(): void;
}

/** One dedicated PostgreSQL connection LISTENing on a channel, reconnecting after a drop until stopped. */
export class ListenConnection {
  private client: pg.Client | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ListenHandlers,
  ) {}

  /** Resolves after the first attempt, connected or not (a failed one is retried in the background). */
  async start() {
    await this.connect();
  }

  private async connect() {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.handlers.disconnected();
      this.scheduleReconnect();
    });
    client.on('notification', (message) => this.handlers.notification(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.client = client;
      this.handlers.connected();
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

  async stop() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
