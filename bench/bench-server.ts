/**
 * The benchmark's server process: the real app on PORT and, in the same process, a bare Fastify route on
 * BARE_PORT answering a constant body of the requested size (the baseline of DESIGN §14).
 */
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { bootstrapAdmin } from '../src/server/db/bootstrap-admin.ts';
import { openDatabase } from '../src/server/db/open-database.ts';

const config = loadConfig();
const database = await openDatabase(config, () => undefined);
await bootstrapAdmin(database.db, {
  email: config.adminEmail,
  password: config.adminPassword,
  production: false,
});
const app = await buildApp(config, database);
await app.listen({ port: config.port, host: '127.0.0.1' });

const bodies = new Map<number, string>();
const bare = Fastify({ logger: false });
bare.get<{ Params: { size: string } }>('/bare/:size', async (request, reply) => {
  const size = Number(request.params.size);
  let body = bodies.get(size);
  if (!body) {
    // A JSON array of the same byte length as the endpoint it stands in for.
    body = `[${'"x",'.repeat(Math.max(0, Math.floor((size - 6) / 4)))}"x"]`.padEnd(size, ' ');
    bodies.set(size, body);
  }
  return reply.type('application/json').send(body);
});
await bare.listen({ port: Number(process.env.BARE_PORT ?? 0), host: '127.0.0.1' });
const appAddress = app.server.address();
const bareAddress = bare.server.address();
const port = (address: typeof appAddress) => (typeof address === 'object' && address ? address.port : 0);
// The database URL is printed for the benchmark's data generator (this process exists only for `npm run bench`).
process.stdout.write(
  `Listening on http://127.0.0.1:${port(appAddress)} bare http://127.0.0.1:${port(bareAddress)} pid ${process.pid} db ${database.url}\n`,
);

process.on('SIGTERM', async () => {
  await bare.close();
  await app.close();
  await database.shutdown();
  process.exit(0);
});
