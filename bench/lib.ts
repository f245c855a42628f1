import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';

export interface BenchServer {
  child: ChildProcess;
  url: string;
  bare: string;
  pid: number;
  dbUrl: string;
  stop(): Promise<void>;
}

const BUNDLE_DIR = '.test-data/bench-server';
let built = false;

/**
 * The bench server bundled as `npm run build` bundles the app (ADR 017), once per bench run: the figures are
 * those of the code production runs, not of the sources compiled on the fly by tsx (which held ~70 MB more after
 * the API run: 310 MB against 241 MB).
 */
function bundledServer(): string {
  if (!built) {
    execFileSync(process.execPath, ['scripts/build-server.mjs', '--outdir', BUNDLE_DIR, '--bench'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    built = true;
  }
  return `${BUNDLE_DIR}/bench-server.js`;
}

/** BENCH_PROF=1 writes each bench server's CPU profile to .test-data/bench-prof (docs/product-rules.md, "Budgets": profile first). */
export function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  // BENCH_TSX=1 runs the sources through tsx instead, to tell a bundling effect from a code change.
  const entry = process.env.BENCH_TSX ? null : bundledServer();
  // A server runs on DATABASE_URL only when `env` says so: the bench's own DATABASE_URL names the external
  // server, on which run.ts makes scratch databases; the embedded servers must not inherit it.
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=.test-data/bench-prof'] : []),
      ...(entry ? [entry] : ['--import', 'tsx', 'bench/bench-server.ts']),
    ],
    {
      // The app's default log level (info): the figures include logging every request.
      env: { ...inherited, PORT: '0', LOG_LEVEL: 'info', SIGN_IN_RATE_LIMIT: '100000', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Listening on (\S+) bare (\S+) pid (\d+) db (\S+)/);
      if (match) {
        // From here on the server's output is its request log (LOG_LEVEL info, as by default): read and
        // dropped, as a log collector would take it, never kept.
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({
          child,
          url: match[1]!,
          bare: match[2]!,
          pid: Number(match[3]),
          dbUrl: match[4]!,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}):\n${output}`)));
  });
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export interface Load {
  rps: number;
  p99: number;
  mean: number;
  errors: number;
  non2xx: number;
}

/**
 * Seconds of the same load before the measured run (autocannon's `warmup`, not counted): the figures are those of a
 * running server, not of the first second after a start, when V8 still interprets the route's code (the first
 * three seconds of 32 concurrent saves: p99 69-147 ms, the next ten 38-50 ms). The baseline routes get the same.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);

export async function load(options: {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  duration?: number;
  /** Each request built in turn (autocannon's setupRequest / onResponse), e.g. a PUT with the revision read. */
  requests?: autocannon.Request[];
}): Promise<Load> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 32,
    duration: options.duration ?? 10,
    ...(WARMUP > 0 ? { warmup: { connections: options.connections ?? 32, duration: WARMUP } } : {}),
    ...(options.requests ? { requests: options.requests } : {}),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    mean: result.latency.mean,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Resident set size of a process, in MB. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}
