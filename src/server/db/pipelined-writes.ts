import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Writes sent on a transaction's connection while the caller works out the next ones (ADR 074): the connection
 * queues them in order, so the database writes one chunk while the server computes the next instead of after
 * it. `send` takes a write already started; `next` gives the event loop a turn, so what was sent goes out before
 * more work holds the thread; `all` awaits every write, and the first to fail rejects it (the caller's
 * transaction rolls back). Nothing may read through the transaction before `all`: a read would wait behind the
 * queued writes.
 */
export function pipelinedWrites<T>() {
  const writes: Promise<T>[] = [];
  return {
    send(write: Promise<T>) {
      // Awaited in `all`; handled here too, so that a failure while the caller still computes is not reported
      // as unhandled.
      write.catch(() => undefined);
      writes.push(write);
    },
    next: () => nextTurn(),
    all: () => Promise.all(writes),
  };
}
