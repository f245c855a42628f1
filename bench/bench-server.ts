/**
 * The benchmark's server process: the real app on PORT and, in the same process, a bare Fastify route on
 * BARE_PORT answering a constant body of the requested size (the baseline of docs/product-rules.md, "Budgets").
 */
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { bootstrapAdmin } from '../src/server/db/bootstrap-admin.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { keepHeapNearLiveSize } from '../src/server/heap.ts';

// As src/server/main.ts does.
keepHeapNearLiveSize();
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
/** A JSON array of the same byte length as the endpoint it stands in for. */
function constantBody(size: number) {
  let body = bodies.get(size);
  if (!body) {
    body = `[${'"x",'.repeat(Math.max(0, Math.floor((size - 6) / 4)))}"x"]`.padEnd(size, ' ');
    bodies.set(size, body);
  }
  return body;
}
const bare = Fastify({ logger: false });
bare.get<{ Params: { size: string } }>('/bare/:size', async (request, reply) =>
  reply.type('application/json').send(constantBody(Number(request.params.size))),
);

// The least a durable write can cost here: one committed statement writing a row and three lines, no
// validation, no costing, no audit; for context beside POST /api/formulations (ADR 007).
const pool = new pg.Pool({ connectionString: database.url, max: 32 });
// PostgreSQL stopping under an idle client (the bench's end) must not end the process with an unhandled error.
pool.on('error', () => undefined);
await pool.query(`create table if not exists bench_writes (id uuid primary key default gen_random_uuid(),
  name text not null, created_at timestamptz not null default now());
  create table if not exists bench_write_lines (id uuid primary key default gen_random_uuid(),
  write_id uuid not null references bench_writes(id), ounces numeric(14,4) not null)`);
bare.post<{ Params: { size: string }; Body: { name?: string } }>(
  '/bare-write/:size',
  async (request, reply) => {
    await pool.query(
      `with w as (insert into bench_writes (name) values ($1) returning id)
       insert into bench_write_lines (write_id, ounces) select w.id, v from w, unnest($2::numeric[]) as v`,
      [String(request.body?.name ?? 'bench'), [100, 100, 100]],
    );
    return reply
      .status(201)
      .type('application/json')
      .send(constantBody(Number(request.params.size)));
  },
);
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
  await pool.end();
  await app.close();
  await database.shutdown();
  process.exit(0);
});
