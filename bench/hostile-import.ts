/**
 * A hostile import against a real server process (ADR 027): how long a parallel request waits while the server
 * reads the file, and how much memory the process takes meanwhile. Not part of `npm run bench` (it may take a
 * server down by design); run it by hand:
 *
 *   DATABASE_URL=postgres://… npx tsx bench/hostile-import.ts [xfd|bomb] [rows]
 *
 * The server is src/server through tsx, or with HOSTILE_BUILD a built one, as production runs it
 * (`node scripts/build-server.mjs --outdir .test-data/hostile/server`, then HOSTILE_BUILD=.test-data/hostile/server/main.js).
 *
 * `xfd` (the default): one cell in the last column (XFD) per row, 4,000 rows unless told. `bomb`: a workbook
 * whose sheet inflates to 300 MB of spaces. Prints the parallel GET /healthz latencies (before and during the
 * import), the import's answer and the server's resident set (sampled, and its high-water mark).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { xfdWorkbook, zipBomb } from '../tests/support/hostile-files.ts';
import { startServer } from '../tests/support/server-process.ts';
import { signIn, startBenchServer } from './lib.ts';

const kind = process.argv[2] === 'bomb' ? 'bomb' : 'xfd';
const rows = Number(process.argv[3] ?? 4000);

/** Resident set and its high-water mark of a process, in MB (Linux). */
function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/healthz`);
  await response.text();
  return performance.now() - started;
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-hostile-'));
const env = {
  DATA_DIR: dataDir,
  SEED: 'none',
  WEB_DIST: '.test-data/no-web-build',
  ADMIN_EMAIL: 'bench@example.com',
  ADMIN_PASSWORD: 'Bench!2345',
};
async function startBuilt(main: string) {
  const started = await startServer(env, 120_000, { args: [main] });
  const stop = async () => {
    started.child.kill('SIGTERM');
    await started.exited;
  };
  return { url: started.url, pid: started.child.pid!, stop };
}
const server = process.env.HOSTILE_BUILD
  ? await startBuilt(process.env.HOSTILE_BUILD)
  : await startBenchServer(env);
try {
  const cookie = await signIn(server.url, 'bench@example.com', 'Bench!2345');
  const file = kind === 'bomb' ? await zipBomb(300) : await xfdWorkbook(rows);
  const idle: number[] = [];
  for (let i = 0; i < 50; i += 1) idle.push(await timedGet(server.url));
  const before = memoryOf(server.pid);

  let done = false;
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, memoryOf(server.pid).rss);
    } catch {
      // The process is gone (it ran out of memory): the import's answer says so.
    }
  }, 10);
  const started = performance.now();
  const importing = fetch(`${server.url}/api/suppliers/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ file: file.toString('base64'), fileName: 'hostile.xlsx' }),
  })
    .then(async (response) => `${response.status} ${await response.text()}`)
    .catch((error: Error) => `no answer (${error.message})`)
    .finally(() => {
      done = true;
    });
  const during: number[] = [];
  while (!done) during.push(await timedGet(server.url).catch(() => Number.NaN));
  const answer = await importing;
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  let after = { rss: Number.NaN, peak: Number.NaN };
  try {
    after = memoryOf(server.pid);
  } catch {}

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`file: ${kind}${kind === 'xfd' ? ` ${rows} rows` : ''}, ${file.length} bytes`);
  console.log(`import answered in ${ms(elapsed)}: ${answer.slice(0, 200)}`);
  console.log(`GET /healthz idle: p50 ${ms(quantile(idle, 0.5))}, max ${ms(Math.max(...idle))}`);
  const answered = during.filter((value) => !Number.isNaN(value));
  console.log(
    `GET /healthz during the import: ${answered.length} answered, ${during.length - answered.length} failed, ` +
      `p50 ${ms(quantile(answered, 0.5))}, max ${ms(Math.max(0, ...answered))}`,
  );
  console.log(
    `server RSS: before ${before.rss.toFixed(0)} MB, peak sampled ${peakRss.toFixed(0)} MB, ` +
      `high-water mark ${after.peak.toFixed(0)} MB, after ${after.rss.toFixed(0)} MB`,
  );
} finally {
  await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, 5000))]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
