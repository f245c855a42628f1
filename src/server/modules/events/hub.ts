import { EventEmitter } from 'node:events';
import type { CommitFeed } from '../../db/commit-feed.ts';
import type { StoredEvent } from './repository.ts';

/**
 * The live feed of one server process (docs/product-rules.md, "Live updates, jobs and scale-out"): every event the commit feed announces (ADR 022), from this
 * instance or any other behind the load balancer, to the open streams.
 */
export class EventHub extends EventEmitter {
  private readonly forward = (event: StoredEvent) => this.emit('event', event);

  constructor(private readonly commits: CommitFeed) {
    super();
    this.setMaxListeners(0);
  }

  start() {
    this.commits.on('event', this.forward);
  }

  onEvent(listener: (event: StoredEvent) => void) {
    this.on('event', listener);
    return () => this.off('event', listener);
  }

  stop() {
    this.commits.off('event', this.forward);
    this.emit('close');
  }
}
