import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_WORKERS, UploadWorkerPool } from './upload-worker-pool.ts';

const csv = { text: 'Name,Country\nAcme,France\n' };
const imported = { source: 'CSV', records: [{ rowNumber: 2, values: { name: 'Acme', country: 'France' } }] };
const refusal = (statusCode: number, message: string) => expect.objectContaining({ statusCode, message });

describe('UploadWorkerPool', () => {
  it('reads a file in a worker and answers its value; a refusal comes back as status and message', async () => {
    const pool = new UploadWorkerPool(DEFAULT_UPLOAD_WORKERS);
    await expect(pool.run('spreadsheet-import', csv)).resolves.toEqual(imported);
    await expect(pool.run('spreadsheet-import', { text: 'Name\n' })).rejects.toEqual(
      refusal(400, 'The file has no rows to import'),
    );
  });

  it('ends a worker that runs out of memory, answers 413 naming the budget, and goes on', async () => {
    // 4 MB of old space: the worker cannot even load its code.
    const starved = new UploadWorkerPool({ ...DEFAULT_UPLOAD_WORKERS, memoryMb: 4 });
    await expect(starved.run('spreadsheet-import', csv)).rejects.toEqual(
      refusal(413, 'The file needs more than 4 MB of memory to read'),
    );
    await expect(starved.run('spreadsheet-import', csv)).rejects.toEqual(
      refusal(413, 'The file needs more than 4 MB of memory to read'),
    );
  });

  it('ends a worker past its time and answers 413 naming it', async () => {
    const hurried = new UploadWorkerPool({ ...DEFAULT_UPLOAD_WORKERS, timeoutMs: 50 });
    await expect(hurried.run('spreadsheet-import', csv)).rejects.toEqual(
      refusal(413, 'The file takes longer than 0.05 seconds to read'),
    );
  });

  it('runs one at a time, the others waiting their turn, and refuses one more than the queue holds', async () => {
    const pool = new UploadWorkerPool({ ...DEFAULT_UPLOAD_WORKERS, concurrency: 1, queue: 1 });
    const first = pool.run('spreadsheet-import', csv);
    const second = pool.run('spreadsheet-import', csv);
    const third = pool.run('spreadsheet-import', csv);
    await expect(third).rejects.toEqual(
      refusal(503, 'The server is reading other files. Try again in a minute.'),
    );
    await expect(Promise.all([first, second])).resolves.toEqual([imported, imported]);
    // The turns were handed back: the pool takes uploads again.
    await expect(pool.run('spreadsheet-import', csv)).resolves.toEqual(imported);
  });
});
