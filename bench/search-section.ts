import type autocannon from 'autocannon';
import { connect } from '../src/server/db/client.ts';
import { generateCatalogue, PREFIXES, STEMS, SUFFIXES } from './generate-catalogue.ts';
import { type BenchServer, load } from './lib.ts';
import { row } from './report.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CATALOGUE = { substances: 30_000, ingredients: 5_000 };

/**
 * What users type in a search box: the start of a word ("glyce"), a whole word, two words, the start of a CAS
 * number; each search a page of 25 with its total, as the screens ask. Varied so that no two requests in a row
 * are the same query (a search is never kept in the read cache: each figure is the search's own work).
 */
function searchTexts(): string[] {
  const words = [...PREFIXES, ...STEMS, ...SUFFIXES];
  const texts: string[] = [];
  for (const [i, word] of words.entries()) {
    texts.push(word.slice(0, 5).toLowerCase());
    texts.push(word);
    texts.push(`${PREFIXES[i % PREFIXES.length]} ${STEMS[i % STEMS.length]}`);
    texts.push(String(100_000 + i * 97).slice(0, 4));
  }
  return texts;
}

function searchRequests(path: string, sort: string): autocannon.Request[] {
  const texts = searchTexts();
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const q = encodeURIComponent(texts[next++ % texts.length]!);
        return { ...request, path: `${path}?limit=25&offset=0&sort=${sort}&q=${q}` };
      },
    },
  ];
}

/** Asks one search at a time until one answers in under 8 ms (the index's way; PostgreSQL's takes 20 or more). */
async function untilIndexed(url: string, cookie: string) {
  for (let tries = 0; tries < 300; tries++) {
    const started = performance.now();
    await (await fetch(url, { headers: { cookie } })).text();
    if (performance.now() - started < 8) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`search: ${url} never answered in under 8 ms`);
}

/**
 * Search at catalogue scale (ADR 067): 30,000 substances and 5,000 raw materials written by generate_series, then
 * substance and raw-material search at 32 connections, p99 under 50 ms; beside a bare route of the same size.
 */
export async function searchSection(label: string, server: BenchServer, cookie: string) {
  const database = connect(server.dbUrl, 2);
  const started = performance.now();
  try {
    await generateCatalogue(database.db, CATALOGUE);
  } finally {
    await database.close();
  }
  row(
    `${label} search catalogue: 30,000 substances and 5,000 raw materials written (s)`,
    ((performance.now() - started) / 1000).toFixed(1),
    '',
    '',
    '',
    null,
  );
  const targets = [
    { name: 'substance search', path: '/api/substances', sort: 'inciName' },
    { name: 'raw-material search', path: '/api/ingredients', sort: 'name' },
  ];
  for (const target of targets) {
    const sample = await fetch(`${server.url}${target.path}?limit=25&sort=${target.sort}&q=glyce`, {
      headers: { cookie },
    });
    const size = (await sample.text()).length;
    // Warm-up, not measured: the first search after a start builds the index (a second or two at this scale,
    // searches answered by PostgreSQL meanwhile, at ten times the cost), as on a server that has been running: one
    // search at a time until one answers as from memory, then 3 s of load; the figure is the steady state.
    await untilIndexed(`${server.url}${target.path}?limit=25&sort=${target.sort}&q=stear`, cookie);
    await load({
      url: `${server.url}${target.path}`,
      headers: { cookie },
      requests: searchRequests(target.path, target.sort),
      duration: 3,
    });
    const app = await load({
      url: `${server.url}${target.path}`,
      headers: { cookie },
      requests: searchRequests(target.path, target.sort),
      duration: DURATION,
    });
    const bare = await load({ url: `${server.bare}/bare/${size}`, duration: DURATION });
    row(
      `${label} ${target.name} p99 ms (page of 25 and total, 32 connections)`,
      String(app.p99),
      String(bare.p99),
      (app.p99 / Math.max(1, bare.p99)).toFixed(1),
      '< 50',
      app.p99 < 50 && !app.non2xx && !app.errors,
    );
    row(
      `${label} ${target.name} req/s (mean ${app.mean.toFixed(1)} ms)`,
      app.rps.toFixed(0),
      bare.rps.toFixed(0),
      (app.rps / bare.rps).toFixed(2),
      '',
      null,
    );
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
}
