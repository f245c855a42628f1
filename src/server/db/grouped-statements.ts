/**
 * Statements grouped in the app (ADR 025): the requests for a statement that arrive while others are
 * in flight wait and then go together, as one statement (group commit, for writes; one read of many rows, for
 * reads). PostgreSQL spends much of a small statement's time per statement, not per row (executor start-up,
 * statement triggers, the commit and its WAL flush, the protocol), so under load each request costs a fraction
 * of what it costs alone, while a request on a quiet server goes at once, alone, with no added wait.
 *
 * At most `concurrency` groups run at a time; a group holds at most `maxGroup` requests and never two with the
 * same key (two saves of one formulation go in turn, as they would one statement after the other). When a
 * group's statement fails, each of its requests runs again alone, so each gets its own answer: one bad request
 * never fails the others, and a failure means exactly what it would have meant alone.
 */
export interface GroupOptions {
  concurrency: number;
  maxGroup: number;
}

export function groupStatements<T, R>(
  key: (item: T) => string,
  /** Runs the statement for a group; answers each request's result by its key (none: the statement refused it). */
  run: (items: readonly T[]) => Promise<ReadonlyMap<string, R>>,
  { concurrency, maxGroup }: GroupOptions,
) {
  interface Waiting {
    item: T;
    resolve: (result: R | undefined) => void;
    reject: (error: unknown) => void;
  }
  let queue: Waiting[] = [];
  let running = 0;

  function take(): Waiting[] {
    const group: Waiting[] = [];
    const left: Waiting[] = [];
    const keys = new Set<string>();
    for (const waiting of queue) {
      const itemKey = key(waiting.item);
      if (group.length < maxGroup && !keys.has(itemKey)) {
        keys.add(itemKey);
        group.push(waiting);
      } else left.push(waiting);
    }
    queue = left;
    return group;
  }

  /** One request on its own (a group's statement failed): its own answer or error. */
  async function alone(waiting: Waiting) {
    try {
      waiting.resolve((await run([waiting.item])).get(key(waiting.item)));
    } catch (error) {
      waiting.reject(error);
    }
  }

  async function runGroup(group: Waiting[]) {
    let results: ReadonlyMap<string, R>;
    try {
      results = await run(group.map((waiting) => waiting.item));
    } catch (error) {
      if (group.length === 1) group[0]!.reject(error);
      else for (const waiting of group) await alone(waiting);
      release();
      return;
    }
    // The next group's statement goes out before this group's requests carry on (answering, mostly): the
    // database works on it meanwhile instead of waiting for them.
    release();
    for (const waiting of group) waiting.resolve(results.get(key(waiting.item)));
  }

  function release() {
    running -= 1;
    next();
  }

  function next() {
    while (running < concurrency && queue.length > 0) {
      running += 1;
      void runGroup(take());
    }
  }

  return {
    /** Resolves once the request's group has run: its result, or undefined when the statement refused it. */
    submit(item: T): Promise<R | undefined> {
      return new Promise<R | undefined>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        next();
      });
    },
  };
}
