/**
 * `npm run test:load`: 50 simulated users for 60 s against the production server (its own data directory, demo
 * data): read the dashboard, list, open, edit with the revision they read, create, chat with the built-in advisor.
 * Passes when there is no 5xx, no acknowledged write is missing afterwards, and every 409 answered an edit whose
 * revision another user had really moved on.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpSignIn, startServer } from '../tests/support/server-process.ts';

const USERS = Number(process.env.LOAD_USERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const ACCOUNTS = ['admin@example.com', 'editor@example.com', 'pm@example.com', 'scientist@example.com'];
const PASSWORD = 'Demo!2345';

interface Formulation {
  id: string;
  name: string;
  revision: number;
  productType: string;
  status: string;
  batchSize: string;
  unitSize: string;
  targetMargin: string;
}

const stats = {
  requests: 0,
  byStatus: new Map<number, number>(),
  serverErrors: [] as string[],
  created: new Set<string>(),
  /** Acknowledged updates: record -> revisions it reached, with the name written at each. */
  updates: new Map<string, { revision: number; name: string }[]>(),
  conflicts: [] as { id: string; sentRevision: number }[],
};

// The production build is what users get: build it when it is missing.
if (!fs.existsSync('dist/web/index.html'))
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-load-'));
const server = await startServer({
  DATA_DIR: dataDir,
  SEED: 'demo',
  SIGN_IN_RATE_LIMIT: '100000',
  LOG_LEVEL: 'error',
  WEB_DIST: 'dist/web',
});
const base = server.url;

async function call(cookie: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { cookie, origin: base, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  stats.requests++;
  stats.byStatus.set(response.status, (stats.byStatus.get(response.status) ?? 0) + 1);
  const text = await response.text();
  if (response.status >= 500)
    stats.serverErrors.push(`${method} ${route} -> ${response.status} ${text.slice(0, 200)}`);
  return { status: response.status, json: () => JSON.parse(text) };
}

const cookies = await Promise.all(
  Array.from({ length: USERS }, (_, i) => httpSignIn(base, ACCOUNTS[i % ACCOUNTS.length]!, PASSWORD)),
);
const rawMaterials = (await call(cookies[0]!, 'GET', '/api/ingredients')).json() as { id: string }[];
// A small shared pool so that users really do edit the same records at times.
const pool: string[] = [];
for (let i = 0; i < 12; i++) {
  const created = await call(cookies[0]!, 'POST', '/api/formulations', formulationBody(`Load pool ${i}`, i));
  pool.push(created.json().id);
  stats.created.add(created.json().id);
}

function formulationBody(name: string, seed: number) {
  const lines = [0, 1, 2].map((k) => ({
    ingredientId: rawMaterials[(seed * 3 + k) % rawMaterials.length]!.id,
    ounces: String(100 + k * 50),
  }));
  return {
    name,
    description: 'Load test',
    productType: 'serum',
    status: 'draft',
    batchSize: '1000',
    unitSize: '50',
    ingredients: lines,
  };
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

async function virtualUser(cookie: string, index: number, until: number) {
  let step = 0;
  while (Date.now() < until) {
    step++;
    const roll = Math.random();
    if (roll < 0.2) await call(cookie, 'GET', '/api/dashboard/stats');
    else if (roll < 0.4) await call(cookie, 'GET', '/api/formulations?limit=25&sort=-createdAt');
    else if (roll < 0.5) await call(cookie, 'GET', '/api/ingredients?limit=25');
    else if (roll < 0.62) await call(cookie, 'GET', `/api/formulations/${pick(pool)}`);
    else if (roll < 0.82) {
      const id = pick(pool);
      const current = await call(cookie, 'GET', `/api/formulations/${id}`);
      if (current.status !== 200) continue;
      const read = current.json() as Formulation;
      const name = `Load pool edit ${index}-${step}`;
      const lines = (current.json().lines as { ingredientId: string; ounces: string }[]).map((l) => ({
        ingredientId: l.ingredientId,
        ounces: l.ounces,
      }));
      const response = await call(cookie, 'PUT', `/api/formulations/${id}`, {
        ...formulationBody(name, index),
        ingredients: lines,
        revision: read.revision,
      });
      if (response.status === 200) {
        const list = stats.updates.get(id) ?? [];
        list.push({ revision: response.json().revision, name });
        stats.updates.set(id, list);
      } else if (response.status === 409) stats.conflicts.push({ id, sentRevision: read.revision });
    } else if (roll < 0.92) {
      const response = await call(
        cookie,
        'POST',
        '/api/formulations',
        formulationBody(`Load new ${index}-${step}`, step),
      );
      if (response.status === 201) stats.created.add(response.json().id);
    } else {
      await call(cookie, 'POST', '/api/ideation/chat', {
        message: 'Cost reduction ideas',
        context: 'General AI assistance for skincare product development',
        formulationId: pick(pool),
      });
    }
  }
}

const started = Date.now();
const until = started + SECONDS * 1000;
await Promise.all(cookies.map((cookie, index) => virtualUser(cookie, index, until)));
const elapsed = (Date.now() - started) / 1000;

// Verification against the database, through the API.
const problems: string[] = [...stats.serverErrors.slice(0, 20)];
const all = (await call(cookies[0]!, 'GET', '/api/formulations')).json() as Formulation[];
const stored = new Map(all.map((f) => [f.id, f]));
const lost = [...stats.created].filter((id) => !stored.has(id));
if (lost.length) problems.push(`${lost.length} acknowledged creates are missing`);
let unexplained = 0;
for (const [id, updates] of stats.updates) {
  const final = stored.get(id);
  const last = updates.reduce((a, b) => (b.revision > a.revision ? b : a));
  if (!final || final.revision !== last.revision || final.name !== last.name) {
    problems.push(
      `record ${id}: last acknowledged update (rev ${last.revision} "${last.name}") is not what is stored (rev ${final?.revision} "${final?.name}")`,
    );
  }
  const revisions = new Set(updates.map((u) => u.revision));
  if (revisions.size !== updates.length)
    problems.push(`record ${id}: two acknowledged updates reached the same revision`);
}
for (const conflict of stats.conflicts) {
  // Legitimate: another acknowledged update of that record moved it past the revision this user had read.
  const moved = (stats.updates.get(conflict.id) ?? []).some((u) => u.revision > conflict.sentRevision);
  if (!moved) unexplained++;
}
if (unexplained) problems.push(`${unexplained} 409 answers without a competing edit`);

const updatesCount = [...stats.updates.values()].reduce((n, list) => n + list.length, 0);
console.log(
  `load: ${USERS} users, ${elapsed.toFixed(1)} s, ${stats.requests} requests (${(stats.requests / elapsed).toFixed(0)}/s)`,
);
console.log(
  `status codes: ${[...stats.byStatus]
    .sort()
    .map(([code, n]) => `${code}×${n}`)
    .join(' ')}`,
);
console.log(
  `writes: ${stats.created.size} creates and ${updatesCount} updates acknowledged, ${stats.conflicts.length} conflicts (409)`,
);
server.child.kill('SIGTERM');
await server.exited;
fs.rmSync(dataDir, { recursive: true, force: true });
if (problems.length) {
  console.log(`load: FAILED\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('load: 1 passed, 0 failed');
