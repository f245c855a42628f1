import { type ChildProcess, spawn } from 'node:child_process';

/** The SECRETS_KEY of the servers the system tests start (32 bytes, hex); never used outside the tests. */
export const TEST_SECRETS_KEY = '5ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts the real server (`src/server/main.ts`, or the node arguments given, e.g. a release build's
 * `dist/server/main.js` in its folder) as its own process on a free port and waits until it listens; rejects
 * with its output when it exits first.
 */
export function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  command: { args?: string[]; cwd?: string } = {},
): Promise<ServerProcess> {
  return startProcess(env, /Listening on (http:\/\/[^\s]+)/, timeoutMs, command);
}

/** A background job worker process (FORMULARY_ROLE=worker, ADR 039), once it runs; its url is empty. */
export function startWorkerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  return startProcess({ FORMULARY_ROLE: 'worker', ...env }, /Background job worker running()/, timeoutMs, {});
}

function startProcess(
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs: number,
  command: { args?: string[]; cwd?: string },
): Promise<ServerProcess> {
  const args = command.args ?? ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: command.cwd,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED: 'none',
      // Production refuses to start without a secrets key (ADR 031): one fixed key for every server a test starts.
      SECRETS_KEY: TEST_SECRETS_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1] ?? '', output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(
        Object.assign(new Error(`server exited (${code}) before listening:\n${output}`), { output, code }),
      );
    });
  });
}

/** Signs in over HTTP like a browser and returns the Cookie header. */
export async function httpSignIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
