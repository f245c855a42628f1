/**
 * `npm run bench` (docs/product-rules.md, "Budgets"): one run, one table; each figure beside its baseline measured in the same run.
 * API throughput and p99 against a bare Fastify route of the same body size; scale (200 vs 20,000 formulations);
 * a raw material price change touching 5,000 formulations; gzipped initial JS per route; data at first paint
 * (bench/first-paint.ts); Lighthouse; memory.
 * Embedded PostgreSQL always; the API and scale figures again on an external one when DATABASE_URL is set, in
 * scratch databases the bench creates on that server and drops afterwards (bench/scratch-database.ts).
 * Every server runs at the default log level (info).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTE_JS_BUDGET_KB, routeBundleSizes } from '../scripts/route-bundle-sizes.ts';
import { annexSection } from './annex-section.ts';
import { apiSection } from './api-section.ts';
import { FIRST_PAINT_BUDGET, firstPaintTimings } from './first-paint.ts';
import { impactSection } from './impact-section.ts';
import { signIn, startBenchServer } from './lib.ts';
import { lighthouseScores } from './lighthouse.ts';
import { optimizerSection } from './optimizer-section.ts';
import { printReport, row } from './report.ts';
import { scaleSection } from './scale-section.ts';
import { createScratchDatabase, serverVersion } from './scratch-database.ts';
import { searchSection } from './search-section.ts';

const ADMIN = { ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'Bench!2345' };
/**
 * `BENCH_ONLY=api,scale` runs only those sections (api, web, optimizer, annexes, scale, impact: on the embedded
 * server; external: api, scale and search on DATABASE_URL's server), for profiling one. `search` runs the search
 * section alone, on the embedded server and, when DATABASE_URL is set, on that one. BENCH_IMPACT_COUNT makes the
 * impact section's 20,000 formulations fewer, to try it out.
 */
const only = process.env.BENCH_ONLY?.split(',');
const runs = (section: string) => !only || only.includes(section);

const webDir = '.test-data/bench-web';
if (runs('web') || !fs.existsSync(`${webDir}/index.html`))
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'], {
    stdio: 'inherit',
  });

// Embedded: API, memory, optimizer, web, Lighthouse on the demo data.
if (runs('api') || runs('optimizer') || runs('web')) {
  const demoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-bench-'));
  const demo = await startBenchServer({ DATA_DIR: demoDir, SEED: 'demo', WEB_DIST: webDir });
  try {
    const cookie = await signIn(demo.url, 'admin@example.com', 'Demo!2345');
    row('embedded PostgreSQL version', await serverVersion(demo.dbUrl), '', '', '', null);
    if (runs('api')) await apiSection('embedded', demo, cookie);
    if (runs('optimizer')) await optimizerSection(demo, cookie);
    if (runs('web')) await webSection(demo.url, cookie);
  } finally {
    await demo.stop();
    fs.rmSync(demoDir, { recursive: true, force: true });
  }
}

// Embedded: the five annex files on a fresh demo database (the API section's writes add thousands of
// formulations a preview and an apply would re-check).
if (runs('annexes')) {
  const annexDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-bench-annexes-'));
  const demo = await startBenchServer({ DATA_DIR: annexDir, SEED: 'demo', WEB_DIST: webDir });
  try {
    await annexSection(demo, await signIn(demo.url, 'admin@example.com', 'Demo!2345'));
  } finally {
    await demo.stop();
    fs.rmSync(annexDir, { recursive: true, force: true });
  }
}

async function webSection(url: string, cookie: string) {
  for (const { route, kb } of routeBundleSizes(webDir))
    row(
      `web initial JS gz: ${route} (KB)`,
      kb.toFixed(1),
      '',
      '',
      `<= ${ROUTE_JS_BUDGET_KB}`,
      kb <= ROUTE_JS_BUDGET_KB,
    );
  // Cold, signed-in loads in Chromium: the last data request's end against the page's load event (ADR 016).
  for (const screen of await firstPaintTimings(url, cookie)) {
    row(
      `first paint ${screen.path}: last data request ends (ms; first starts ${screen.firstDataStart.toFixed(0)})`,
      screen.lastDataEnd.toFixed(0),
      `load ${screen.loadEvent.toFixed(0)}`,
      screen.ratio.toFixed(2),
      `<= ${FIRST_PAINT_BUDGET}`,
      screen.ratio <= FIRST_PAINT_BUDGET,
    );
  }
  const scores = await lighthouseScores(
    ['/', '/formulations', '/ingredients'].map((p) => `${url}${p}`),
    cookie,
  );
  for (const score of scores) {
    const page = new URL(score.url).pathname;
    if (score.error) console.log(`lighthouse ${page}: no run completed (${score.error})`);
    for (const [run, metrics] of score.metrics.entries())
      console.log(`lighthouse ${page} run ${run + 1}: ${score.runs[run]!.toFixed(2)} (${metrics})`);
    row(
      `lighthouse performance ${page} (median of ${score.runs.length} runs)`,
      score.performance.toFixed(2),
      `runs ${score.runs.map((run) => run.toFixed(2)).join(' ')}`,
      '',
      '>= 0.95',
      score.performance >= 0.95,
    );
    row(
      `lighthouse accessibility ${page}`,
      score.accessibility.toFixed(2),
      '',
      '',
      '>= 0.95',
      score.accessibility >= 0.95,
    );
  }
}

/**
 * The search figures (ADR 067), on a server with an empty database and the default settings: searches are never
 * kept in the read cache, so each answer is the search's own work (sessions come from memory, as in production).
 */
async function searchOn(label: string, env: Record<string, string>) {
  const server = await startBenchServer({
    SEED: 'none',
    WEB_DIST: webDir,
    ...ADMIN,
    ...env,
  });
  try {
    await searchSection(label, server, await signIn(server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD));
  } finally {
    await server.stop();
  }
}

/** The scale and recompute figures, on a server with an empty database (`env` says where). */
async function scaleOn(label: string, env: Record<string, string>) {
  // Without the read cache: the scale figures are the queries' own cost, not a memory lookup.
  const scale = await startBenchServer({
    SEED: 'none',
    WEB_DIST: webDir,
    READ_CACHE: 'false',
    ...ADMIN,
    ...env,
  });
  try {
    await scaleSection(label, scale, await signIn(scale.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD));
  } finally {
    await scale.stop();
  }
}

// Embedded: scale on an empty database.
if (runs('scale')) {
  const scaleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-bench-scale-'));
  try {
    await scaleOn('embedded', { DATA_DIR: scaleDir });
  } finally {
    fs.rmSync(scaleDir, { recursive: true, force: true });
  }
}

// Embedded: the impact of a date (ADR 071) on an empty database filled with the scale data.
if (runs('impact')) {
  const impactDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-bench-impact-'));
  const server = await startBenchServer({
    SEED: 'none',
    WEB_DIST: webDir,
    READ_CACHE: 'false',
    DATA_DIR: impactDir,
    ...ADMIN,
  });
  try {
    const cookie = await signIn(server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    await impactSection('embedded', server, cookie, Number(process.env.BENCH_IMPACT_COUNT ?? 20_000));
  } finally {
    await server.stop();
    fs.rmSync(impactDir, { recursive: true, force: true });
  }
}

// Embedded: search at catalogue scale on an empty database.
if (runs('search')) {
  const searchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-bench-search-'));
  try {
    await searchOn('embedded', { DATA_DIR: searchDir });
  } finally {
    fs.rmSync(searchDir, { recursive: true, force: true });
  }
}

// External PostgreSQL when configured: the API and scale figures in two scratch databases on its server, never in
// the database the URL names, which may hold anyone's data (and users, so the demo sign-in would fail there).
if (process.env.DATABASE_URL && runs('external')) {
  const externalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-bench-ext-'));
  const demoDb = await createScratchDatabase(process.env.DATABASE_URL, 'api');
  const scaleDb = await createScratchDatabase(process.env.DATABASE_URL, 'scale');
  const searchDb = await createScratchDatabase(process.env.DATABASE_URL, 'search');
  try {
    row('external PostgreSQL version', demoDb.version, '', '', '15 to 18', null);
    const external = await startBenchServer({
      DATA_DIR: externalDir,
      DATABASE_URL: demoDb.url,
      SEED: 'demo',
      WEB_DIST: webDir,
    });
    try {
      await apiSection('external', external, await signIn(external.url, 'admin@example.com', 'Demo!2345'));
    } finally {
      await external.stop();
    }
    await scaleOn('external', { DATA_DIR: externalDir, DATABASE_URL: scaleDb.url });
    await searchOn('external', { DATA_DIR: externalDir, DATABASE_URL: searchDb.url });
  } finally {
    await demoDb.drop();
    await scaleDb.drop();
    await searchDb.drop();
    fs.rmSync(externalDir, { recursive: true, force: true });
  }
}

// BENCH_ONLY=search: the search section alone on DATABASE_URL's server too.
if (process.env.DATABASE_URL && only?.includes('search') && !runs('external')) {
  const searchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-bench-search-ext-'));
  const searchDb = await createScratchDatabase(process.env.DATABASE_URL, 'search');
  try {
    row('external PostgreSQL version', searchDb.version, '', '', '15 to 18', null);
    await searchOn('external', { DATA_DIR: searchDir, DATABASE_URL: searchDb.url });
  } finally {
    await searchDb.drop();
    fs.rmSync(searchDir, { recursive: true, force: true });
  }
}

printReport();
