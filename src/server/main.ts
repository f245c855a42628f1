import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { bootstrapAdmin } from './db/bootstrap-admin.ts';
import { DataDirInUseError, EmbeddedUnavailableError } from './db/embedded.ts';
import { type OpenedDatabase, openDatabase } from './db/open-database.ts';
import { moveLocalFiles } from './files/import-local.ts';
import { keepHeapNearLiveSize } from './heap.ts';
import { createServices } from './services.ts';
import { startJobWorker } from './worker-process.ts';

const say = (message: string) => process.stdout.write(`[formulary] ${message}\n`);

/**
 * FORMULARY_ROLE=worker: the background jobs only, no web server (ADR 039). Drains its jobs in flight on
 * SIGTERM / SIGINT.
 */
async function runWorker(config: ReturnType<typeof loadConfig>, database: OpenedDatabase) {
  const services = createServices(database.db, config, database.url, say);
  await moveLocalFiles(config.dataDir, services.files, say);
  const worker = await startJobWorker(config, database.url, services, say);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: finishing the jobs in flight`);
    await worker.stop().catch(() => undefined);
    services.notifications.close();
    await services.files.close();
    await database.shutdown();
    say('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  say(`Background job worker running (${config.jobConcurrency} jobs at a time, pool ${worker.poolId})`);
}

/** Reads the configuration, opens the database, serves, and drains on SIGTERM / SIGINT. */
async function main() {
  const started = Date.now();
  keepHeapNearLiveSize();
  const config = loadConfig();
  if (config.secrets.development) {
    say('No SECRETS_KEY: secrets at rest are sealed with the public development key (never in production).');
  }
  // Split roles share one database: an embedded server belongs to one process.
  if (config.role !== 'all' && !config.databaseUrl)
    throw new ConfigError(
      `FORMULARY_ROLE=${config.role} needs DATABASE_URL (the database every instance shares)`,
    );
  const database = await openDatabase(config, say);
  const refusal = await bootstrapAdmin(database.db, {
    email: config.adminEmail,
    password: config.adminPassword,
    production: config.env === 'production',
  });
  if (refusal) {
    await database.shutdown();
    throw new ConfigError(refusal);
  }
  if (database.seeded) say('Loaded the demo data (sign in as admin@example.com / Demo!2345)');
  // A start that fails from here on (a port in use, a plugin refusing its settings) stops the database it
  // opened: an embedded PostgreSQL would otherwise run on until the next start.
  try {
    if (config.role === 'worker') return await runWorker(config, database);
    await serve(config, database, started);
  } catch (error) {
    await database.shutdown().catch(() => undefined);
    throw error;
  }
}

/** The web server (with the job worker unless FORMULARY_ROLE=web): listens, and drains on SIGTERM / SIGINT. */
async function serve(config: ReturnType<typeof loadConfig>, database: OpenedDatabase, started: number) {
  const app = await buildApp(config, database);
  await moveLocalFiles(config.dataDir, app.services.files, say);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: finishing in-flight requests`);
    // Fastify stops accepting and waits for in-flight requests; a keep-alive connection that goes idle once its
    // request is answered is closed at once instead of after the keep-alive timeout. Then the database stops.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close().catch(() => undefined);
    clearInterval(closeIdle);
    await database.shutdown();
    say('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host }).catch(async (error: NodeJS.ErrnoException) => {
    await app.close().catch(() => undefined);
    if (error.code === 'EADDRINUSE')
      throw new ConfigError(`Port ${config.port} on ${config.host} is in use: set PORT to a free port`);
    throw error;
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  say(
    `Listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (ready in ${Date.now() - started} ms)`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof EmbeddedUnavailableError
  ) {
    process.stderr.write(`[formulary] ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`[formulary] failed to start: ${(error as Error)?.stack ?? error}\n`);
  process.exit(1);
});
