import { connect } from '../src/server/db/client.ts';
import { annexImpactSection } from './annex-section.ts';
import { generateFormulations } from './generate.ts';
import { type BenchServer, load } from './lib.ts';
import { row } from './report.ts';

async function latency(server: BenchServer, cookie: string, pathname: string) {
  return (await load({ url: `${server.url}${pathname}`, headers: { cookie }, connections: 4, duration: 5 }))
    .mean;
}

/** Formulations using the raw material the recompute budget changes. */
const SHARED = 5_000;

// The cost analysis screen reads its tiles from the dashboard stats and its table a page at a time, dearest first.
const SCALED = [
  { name: 'GET /api/dashboard/stats (dashboard and cost analysis summary)', path: '/api/dashboard/stats' },
  { name: 'GET /api/formulations page of 25, newest', path: '/api/formulations?limit=25&sort=-createdAt' },
  { name: 'GET /api/formulations page of 25, dearest', path: '/api/formulations?limit=25&sort=-costPerUnit' },
];

/** docs/product-rules.md, "Budgets" scale and recompute: 20,000 formulations against 200, and a price change touching 5,000. */
export async function scaleSection(label: string, server: BenchServer, cookie: string) {
  const database = connect(server.dbUrl, 2);
  try {
    await generateFormulations(database.db, 200, 10, 200);
    const small = [];
    for (const target of SCALED) small.push(await latency(server, cookie, target.path));
    const { waterId } = await generateFormulations(database.db, 20_000, 10, SHARED);
    for (const [i, target] of SCALED.entries()) {
      const large = await latency(server, cookie, target.path);
      const ratio = large / Math.max(0.01, small[i]!);
      row(
        `${label} scale ${target.name} mean ms uncached, 20,000 vs 200`,
        large.toFixed(2),
        small[i]!.toFixed(2),
        ratio.toFixed(2),
        '<= 2',
        ratio <= 2,
      );
    }
    await rawMaterialChanges(label, server, cookie, waterId);
    await annexImpactSection(label, server, cookie, database.db);
  } finally {
    await database.close();
  }
}

/** The raw material as its form would send it back. */
async function rawMaterialForm(server: BenchServer, cookie: string, id: string) {
  const response = await fetch(`${server.url}/api/ingredients/${id}`, { headers: { cookie } });
  return (await response.json()) as Record<string, unknown>;
}

/** One save of the raw material's form, timed from the request to its answer (which comes after the commit). */
async function timedSave(server: BenchServer, cookie: string, id: string, form: Record<string, unknown>) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/ingredients/${id}`, {
    method: 'PUT',
    headers: { cookie, origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(form),
  });
  const elapsed = performance.now() - started;
  const result = (await response.json()) as { recomputedFormulations?: number };
  return { elapsed, ok: response.ok, recomputed: result.recomputedFormulations };
}

const median = (timings: number[]) => [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)]!;

/**
 * The recompute budget on the raw material every one of 5,000 formulations uses: a price change (costs
 * recomputed) and a composition change (its INCI name (`incisName`), so its one substance, changes back and forth: every
 * formulation re-checked, alerts opened and resolved), each the median of three after one warm-up change (a
 * running server has costed and checked before; the generated raw material has no composition on file yet, so
 * the first save gives it one).
 */
async function rawMaterialChanges(label: string, server: BenchServer, cookie: string, id: string) {
  const changes = [
    {
      name: (recomputed?: number) => `price change recomputing ${recomputed ?? '?'} formulations`,
      form: (form: Record<string, unknown>, change: number) => ({
        ...form,
        unitCost: (0.99 + change / 100).toFixed(2),
      }),
    },
    {
      // Costs do not move: nothing is recomputed, all 5,000 are re-checked.
      name: () => `composition change re-checking ${SHARED} formulations`,
      form: (form: Record<string, unknown>, change: number) => ({
        ...form,
        incisName: change % 2 ? 'Bench INCI 0' : 'Bench INCI 0 Alternate',
        composition: [],
      }),
    },
  ];
  for (const { name, form } of changes) {
    const timings: number[] = [];
    let recomputed: number | undefined;
    let ok = true;
    for (let change = 0; change < 4; change += 1) {
      const saved = await timedSave(
        server,
        cookie,
        id,
        form(await rawMaterialForm(server, cookie, id), change),
      );
      ok &&= saved.ok;
      recomputed = saved.recomputed;
      if (change > 0) timings.push(saved.elapsed);
    }
    const middle = median(timings);
    row(
      `${label} ${name(recomputed)}, median of 3 after a warm-up (ms)`,
      middle.toFixed(0),
      '',
      '',
      '<= 500',
      ok && middle <= 500,
    );
  }
}
