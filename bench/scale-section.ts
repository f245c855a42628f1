import { connect } from '../src/server/db/client.ts';
import { annexImpactSection } from './annex-section.ts';
import { generateFormulations } from './generate.ts';
import { type BenchServer, load } from './lib.ts';
import { row } from './report.ts';

async function latency(server: BenchServer, cookie: string, pathname: string) {
  return (await load({ url: `${server.url}${pathname}`, headers: { cookie }, connections: 4, duration: 5 }))
    .mean;
}

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
    const { waterId } = await generateFormulations(database.db, 20_000, 10, 5_000);
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
    // One change to warm the server's code paths (a running server has costed before), then the median of three:
    // each a price change of the raw material every one of the 5,000 formulations uses, timed from the request to
    // its answer, which comes after the commit.
    const timings: number[] = [];
    let recomputed: number | undefined;
    let ok = true;
    for (let change = 0; change < 4; change += 1) {
      const rawMaterial = (await (
        await fetch(`${server.url}/api/ingredients/${waterId}`, { headers: { cookie } })
      ).json()) as Record<string, unknown>;
      const started = performance.now();
      const response = await fetch(`${server.url}/api/ingredients/${waterId}`, {
        method: 'PUT',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ ...rawMaterial, unitCost: (0.99 + change / 100).toFixed(2) }),
      });
      const elapsed = performance.now() - started;
      const result = (await response.json()) as { recomputedFormulations?: number };
      ok &&= response.ok;
      recomputed = result.recomputedFormulations;
      if (change > 0) timings.push(elapsed);
    }
    const median = timings.sort((a, b) => a - b)[1]!;
    row(
      `${label} price change recomputing ${recomputed ?? '?'} formulations, median of 3 after a warm-up (ms)`,
      median.toFixed(0),
      '',
      '',
      '<= 500',
      ok && median <= 500,
    );
    await annexImpactSection(label, server, cookie, database.db);
  } finally {
    await database.close();
  }
}
