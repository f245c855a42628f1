import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors.ts';
import { tooLarge } from './upload-limits.ts';
import type { UploadReply, UploadTaskInput, UploadTaskKind, UploadTaskOutput } from './upload-tasks.ts';

export interface UploadWorkerOptions {
  /** Workers reading at once; the others wait their turn. */
  concurrency: number;
  /** Uploads that may wait; one more is refused with 503. */
  queue: number;
  /** A worker still reading after this long is ended and the file refused. */
  timeoutMs: number;
  /** The worker's V8 old space; a file that needs more ends the worker and is refused. */
  memoryMb: number;
}

/**
 * One worker at a time (the server has two cores: the other stays with the requests), a dozen waiting, 20 s and
 * 128 MB each: the largest file within the spreadsheet limits reads in ~5 s on a busy two-core machine and
 * inside 128 MB (measured), and the process's resident set stays under the 500 MB a single request may take
 * it to.
 */
export const DEFAULT_UPLOAD_WORKERS: UploadWorkerOptions = {
  concurrency: 1,
  queue: 12,
  timeoutMs: 20_000,
  memoryMb: 128,
};

// Built, the worker is dist/server/upload-worker.js beside main.js (scripts/build-server.mjs); from the sources
// (tsx in development, vitest in tests) it is the TypeScript file beside this one, loaded through tsx's hooks,
// which a worker thread does not inherit from its parent.
const FROM_SOURCES = import.meta.url.endsWith('.ts');

function startWorker(task: { kind: UploadTaskKind; input: unknown }, memoryMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 16 };
  if (!FROM_SOURCES)
    return new Worker(new URL('./upload-worker.js', import.meta.url), { workerData: task, resourceLimits });
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./upload-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { eval: true, workerData: task, resourceLimits });
}

/**
 * Reads uploads off the main thread (ADR 027): each file in a fresh worker with a memory and a time budget, so a
 * hostile file costs one worker, never the server's latency or its life. A worker that runs out of memory or
 * time is ended and the upload answered 413 naming the budget; a worker that fails otherwise answers 500.
 */
export class UploadWorkerPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: UploadWorkerOptions) {}

  async run<K extends UploadTaskKind>(kind: K, input: UploadTaskInput<K>): Promise<UploadTaskOutput<K>> {
    await this.turn();
    try {
      return (await this.inWorker(kind, input)) as UploadTaskOutput<K>;
    } finally {
      this.done();
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queue)
      return Promise.reject(new HttpError(503, 'The server is reading other files. Try again in a minute.'));
    // The finishing upload hands its turn over: `running` stays as it is.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private done() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  private inWorker(kind: UploadTaskKind, input: unknown): Promise<unknown> {
    const { timeoutMs, memoryMb } = this.options;
    return new Promise((resolve, reject) => {
      const worker = startWorker({ kind, input }, memoryMb);
      let settled = false;
      const settle = (finish: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        finish();
      };
      const timer = setTimeout(
        () =>
          settle(() => reject(tooLarge(`The file takes longer than ${timeoutMs / 1000} seconds to read`))),
        timeoutMs,
      );
      // `on`, not `once`: a second error from a worker being ended must not go unhandled.
      worker.on('message', (reply: UploadReply) =>
        settle(() =>
          reply.ok ? resolve(reply.value) : reject(new HttpError(reply.statusCode, reply.message)),
        ),
      );
      worker.on('error', (error: Error & { code?: string }) =>
        settle(() =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? tooLarge(`The file needs more than ${memoryMb} MB of memory to read`)
              : error,
          ),
        ),
      );
      worker.on('exit', (code) =>
        settle(() => reject(new Error(`The upload worker ended (exit code ${code}) without an answer`))),
      );
    });
  }
}

/** The server's pool: every upload route reads its files through it. */
export const uploadWorkers = new UploadWorkerPool(DEFAULT_UPLOAD_WORKERS);
