/**
 * Data at first paint (docs/product-rules.md, "Budgets"): a cold, signed-in load of a screen in Chromium, read from the
 * page's own Performance API. For each screen: when its first data request (/api/..., the event stream aside)
 * starts, when its last one ends, and the load event, all in ms from navigation start. The budget is the last
 * data request ending within 1.5x the load event. Each figure is the median of a few loads, each in a fresh
 * browser context (empty HTTP cache, new connections). Reads that came with the page (boot data `answers`,
 * ADR 023) count as data that starts with the page's request and ends with its response.
 *
 * Standalone: `npx tsx bench/first-paint.ts [url]` measures a running server (signs in as the demo admin), or
 * starts a demo bench server on the build in BENCH_WEB_DIST (default dist/web) when no url is given.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { signIn, startBenchServer } from './lib.ts';

export const FIRST_PAINT_PATHS = ['/', '/formulations', '/ingredients', '/compliance', '/scenarios'] as const;
export const FIRST_PAINT_BUDGET = 1.5;
const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 3);
// Quiet for this long with no data request in flight: the screen has everything it asked for.
const SETTLE_MS = 750;

export interface FirstPaint {
  path: string;
  /** Median of RUNS loads, ms from navigation start. */
  firstDataStart: number;
  lastDataEnd: number;
  loadEvent: number;
  dataRequests: number;
  ratio: number;
}

interface Sample {
  firstDataStart: number;
  lastDataEnd: number;
  loadEvent: number;
  dataRequests: number;
}

const isData = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') && pathname !== '/api/events';
};

async function sample(browser: Browser, baseUrl: string, cookie: string, pathname: string): Promise<Sample> {
  const context = await browser.newContext();
  try {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
      }),
    );
    const page = await context.newPage();
    let inFlight = 0;
    let lastChange = 0;
    const track = (delta: number) => (request: { url(): string }) => {
      if (!isData(request.url())) return;
      inFlight += delta;
      lastChange = Date.now();
    };
    page.on('request', track(1));
    page.on('requestfinished', track(-1));
    page.on('requestfailed', track(-1));
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'load' });
    lastChange = Math.max(lastChange, Date.now());
    const deadline = Date.now() + 15_000;
    while ((inFlight > 0 || Date.now() - lastChange < SETTLE_MS) && Date.now() < deadline) {
      await page.waitForTimeout(50);
    }
    const figures = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd }),
      );
      const boot = document.getElementById('formulary-boot')?.textContent ?? '{}';
      const answers = Object.keys((JSON.parse(boot) as { answers?: object }).answers ?? {}).length;
      const page = { start: navigation.requestStart, end: navigation.responseEnd };
      return { loadEvent: navigation.loadEventEnd, resources, answers, page };
    });
    const data = figures.resources.filter((entry) => isData(entry.name));
    const dataRequests = data.length + figures.answers;
    if (figures.answers > 0) data.push({ name: 'the page', ...figures.page });
    if (data.length === 0) throw new Error(`${pathname}: no data request seen (signed out?)`);
    return {
      firstDataStart: Math.min(...data.map((entry) => entry.start)),
      lastDataEnd: Math.max(...data.map((entry) => entry.end)),
      loadEvent: figures.loadEvent,
      dataRequests,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Every screen of FIRST_PAINT_PATHS, measured RUNS times cold; one warm-up load first (server caches, JIT). */
export async function firstPaintTimings(
  baseUrl: string,
  cookie: string,
  paths: readonly string[] = FIRST_PAINT_PATHS,
): Promise<FirstPaint[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  try {
    for (const pathname of paths) await sample(browser, baseUrl, cookie, pathname);
    const results: FirstPaint[] = [];
    for (const pathname of paths) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++) samples.push(await sample(browser, baseUrl, cookie, pathname));
      const ratios = samples.map((s) => s.lastDataEnd / s.loadEvent);
      const middle = samples[ratios.indexOf(median(ratios))]!;
      results.push({ path: pathname, ...middle, ratio: median(ratios) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function standalone() {
  const given = process.argv[2];
  let stop = async () => {};
  let url = given;
  if (!url) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-first-paint-'));
    const server = await startBenchServer({
      DATA_DIR: dataDir,
      SEED: 'demo',
      WEB_DIST: process.env.BENCH_WEB_DIST ?? 'dist/web',
    });
    url = server.url;
    stop = async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  try {
    const cookie = await signIn(url, 'admin@example.com', 'Demo!2345');
    for (const r of await firstPaintTimings(url, cookie)) {
      console.log(
        `${r.path.padEnd(14)} first data ${r.firstDataStart.toFixed(0)} ms, last data ${r.lastDataEnd.toFixed(0)} ms, ` +
          `load ${r.loadEvent.toFixed(0)} ms, ${r.dataRequests} requests: ${r.ratio.toFixed(2)}x (budget <= ${FIRST_PAINT_BUDGET})`,
      );
    }
  } finally {
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await standalone();
