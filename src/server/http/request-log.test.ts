import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The log's queue for standard output is bounded (ADR 043): when standard output cannot take the lines as fast as
 * they come, those beyond 16 MiB are dropped and counted instead of growing the process's memory. A child process
 * logs 20,000 lines of 2,000 characters (~40 MB) in one go, its standard output discarded: nothing can be written
 * before the loop ends, so the queue holds at most 16 MiB, at most 8,388 of these lines.
 */
const CHILD = `
const { createLogging } = await import(process.argv[1]);
const { logger, droppedLines } = createLogging('info');
const line = 'x'.repeat(2000);
for (let i = 0; i < 20000; i++) logger.info(line);
process.stderr.write(String(droppedLines()));
`;

describe('the log queue', () => {
  it('drops and counts the lines beyond 16 MiB rather than holding them', () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', CHILD, path.resolve('src/server/http/request-log.ts')],
      { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 },
    );
    expect(child.status).toBe(0);
    const dropped = Number(child.stderr.toString());
    // 16 MiB / 2,000 bytes = 8,388 lines at most kept (each line is a little longer than its message).
    expect(dropped).toBeGreaterThanOrEqual(20_000 - 8_388);
    // The queue did fill: most of 16 MiB was kept (lines are ~2,070 bytes with their fields).
    expect(dropped).toBeLessThan(20_000 - 7_500);
  });
});
