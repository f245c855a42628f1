import type autocannon from 'autocannon';
import { type BenchServer, load, rssMb } from './lib.ts';
import { row } from './report.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

interface Target {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
  requests?: autocannon.Request[];
  /** The bare route's body size when the answers vary (else the sample's). */
  size?: number;
  /** Reads are held to 0.5 of a bare route; writes to 0.35 of a bare durable write and a p99 under 50 ms. */
  budget: 'read' | 'write' | null;
}

function formulationBody(rawMaterialIds: string[], name: string) {
  return {
    name,
    productType: 'serum',
    batchSize: '1000',
    unitSize: '50',
    ingredients: rawMaterialIds.map((ingredientId) => ({ ingredientId, ounces: '100' })),
  };
}

/**
 * PUTs, each on a formulation of its own with the revision its last answer gave: no connection ever waits on
 * another's row or gets a 409, as when users edit different formulations.
 */
async function putRequests(server: BenchServer, cookie: string, rawMaterialIds: string[]) {
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
  const pool: { id: string; revision: number }[] = [];
  for (let i = 0; i < 64; i += 1) {
    const response = await fetch(`${server.url}/api/formulations`, {
      method: 'POST',
      headers,
      body: JSON.stringify(formulationBody(rawMaterialIds, `Bench PUT ${i}`)),
    });
    const created = (await response.json()) as { id: string; revision: number };
    pool.push({ id: created.id, revision: created.revision });
  }
  let edit = 0;
  const request: autocannon.Request = {
    method: 'PUT',
    setupRequest: (req, context) => {
      const target = pool.shift()!;
      (context as { target?: typeof target }).target = target;
      edit += 1;
      return {
        ...req,
        path: `/api/formulations/${target.id}`,
        body: JSON.stringify({
          ...formulationBody(rawMaterialIds, `Bench PUT edit ${edit}`),
          revision: target.revision,
        }),
      };
    },
    onResponse: (status, body, context) => {
      const target = (context as { target: { id: string; revision: number } }).target;
      if (status === 200) target.revision = (JSON.parse(body) as { revision: number }).revision;
      pool.push(target);
    },
  };
  return [request];
}

/**
 * Substance searches as users type them on the demo catalogue: the first five letters of each INCI name, in
 * turn, a page of 25 with its total. A search is never kept in the read cache (ADR 067): each answer is worked out.
 */
async function substanceSearches(server: BenchServer, cookie: string) {
  const catalogue = (await (await fetch(`${server.url}/api/substances`, { headers: { cookie } })).json()) as {
    inciName: string;
  }[];
  const texts = [...new Set(catalogue.map((substance) => substance.inciName.slice(0, 5).toLowerCase()))];
  const path = (text: string) => `/api/substances?limit=25&sort=inciName&q=${encodeURIComponent(text)}`;
  // Every text asked once: the answers' mean size for the bare route, and the index built (the first search
  // builds it) as on a server that has been searched before.
  let bytes = 0;
  for (const text of texts)
    bytes += (await (await fetch(`${server.url}${path(text)}`, { headers: { cookie } })).text()).length;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  let next = 0;
  const request: autocannon.Request = {
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: path(texts[next++ % texts.length]!) }),
  };
  return { path: path(texts[0]!), requests: [request], size: Math.round(bytes / texts.length) };
}

export async function apiSection(label: string, server: BenchServer, cookie: string) {
  const rawMaterials = (await (
    await fetch(`${server.url}/api/ingredients`, { headers: { cookie } })
  ).json()) as { id: string }[];
  const search = await substanceSearches(server, cookie);
  const lineIds = rawMaterials.slice(0, 3).map((rawMaterial) => rawMaterial.id);
  const post = JSON.stringify(formulationBody(lineIds, 'Bench POST'));
  const targets: Target[] = [
    { name: 'GET /api/formulations', method: 'GET', path: '/api/formulations', budget: 'read' },
    { name: 'GET /api/dashboard/stats', method: 'GET', path: '/api/dashboard/stats', budget: 'read' },
    {
      name: 'substance search (demo catalogue, page of 25)',
      method: 'GET',
      path: search.path,
      requests: search.requests,
      size: search.size,
      budget: 'read',
    },
    // Measured for the issue, without a budget.
    { name: 'GET /api/ingredients', method: 'GET', path: '/api/ingredients', budget: null },
    {
      name: 'POST /api/formulations (3 lines)',
      method: 'POST',
      path: '/api/formulations',
      body: post,
      budget: 'write',
    },
    {
      name: 'PUT /api/formulations/:id (3 lines)',
      method: 'PUT',
      path: '/api/formulations',
      requests: await putRequests(server, cookie, lineIds),
      budget: 'write',
    },
  ];
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
  for (const target of targets) {
    const sample = await fetch(`${server.url}${target.path}`, {
      method: target.method === 'PUT' ? 'POST' : target.method,
      headers,
      body: target.method === 'PUT' ? post : target.body,
    });
    const sampleSize = (await sample.text()).length;
    const size = target.size ?? sampleSize;
    const app = await load({
      url: `${server.url}${target.path}`,
      method: target.method,
      headers,
      body: target.body,
      requests: target.requests,
      duration: DURATION,
    });
    if (target.budget === 'write') {
      // The cheapest durable write this machine can do (one statement: a row and three lines), the same way.
      const write = await load({
        url: `${server.bare}/bare-write/${size}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: post,
        duration: DURATION,
      });
      const ratio = app.rps / write.rps;
      row(
        `${label} ${target.name} req/s vs a bare durable write`,
        app.rps.toFixed(0),
        write.rps.toFixed(0),
        ratio.toFixed(2),
        '>= 0.35',
        ratio >= 0.35,
      );
      row(
        `${label} ${target.name} p99 ms`,
        String(app.p99),
        String(write.p99),
        (app.p99 / Math.max(1, write.p99)).toFixed(1),
        '< 50',
        app.p99 < 50,
      );
    } else {
      const bare = await load({ url: `${server.bare}/bare/${size}`, duration: DURATION });
      const ratio = app.rps / bare.rps;
      row(
        `${label} ${target.name} req/s (${size} B)`,
        app.rps.toFixed(0),
        bare.rps.toFixed(0),
        ratio.toFixed(2),
        target.budget ? '>= 0.5' : '',
        target.budget ? ratio >= 0.5 : null,
      );
      row(
        `${label} ${target.name} p99 ms`,
        String(app.p99),
        String(bare.p99),
        (app.p99 / Math.max(1, bare.p99)).toFixed(1),
        '',
        null,
      );
    }
    if (app.non2xx || app.errors)
      row(
        `${label} ${target.name} errors`,
        `${app.non2xx} non-2xx, ${app.errors} errors`,
        '',
        '',
        '0',
        false,
      );
  }
  const rss = rssMb(server.pid);
  row(`${label} server RSS after the API run (MB)`, rss.toFixed(0), '', '', '< 300', rss < 300);
}
