import { describe, expect, it } from 'vitest';
import { pipelinedWrites } from './pipelined-writes.ts';

/** A write that settles when told to, as a statement queued on a connection would. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('pipelinedWrites', () => {
  it('answers every write sent, in the order sent, once all have settled', async () => {
    const writes = pipelinedWrites<number>();
    const first = deferred<number>();
    const second = deferred<number>();
    writes.send(first.promise);
    writes.send(second.promise);
    let done = false;
    const all = writes.all().then((results) => {
      done = true;
      return results;
    });
    second.resolve(2);
    await writes.next();
    // One write still running: the caller must not go on.
    expect(done).toBe(false);
    first.resolve(1);
    expect(await all).toEqual([1, 2]);
  });

  it('fails with the first write that fails, even one that failed while the caller was still computing', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const writes = pipelinedWrites<number>();
      const refused = new Error('check constraint');
      writes.send(Promise.reject(refused));
      // The caller goes on computing across turns of the event loop before it asks for the results.
      await writes.next();
      await writes.next();
      writes.send(Promise.resolve(2));
      await expect(writes.all()).rejects.toBe(refused);
      await writes.next();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('answers at once when nothing was sent', async () => {
    expect(await pipelinedWrites<number>().all()).toEqual([]);
  });
});
