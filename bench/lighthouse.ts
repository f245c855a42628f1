import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

/**
 * Runs per page: one run's performance score swings by several hundredths on this machine (0.89, 0.96 and 0.95
 * for the same build of one page), so the score is that of the median run, as Lighthouse's own variability
 * guide advises ("run Lighthouse multiple times"); the package's median-run module picks the run nearest the
 * median first contentful paint and time to interactive.
 */
const RUNS = 3;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface LighthouseScore {
  url: string;
  /** The median run's scores (0-1). */
  performance: number;
  accessibility: number;
  /** Every completed run's performance score, in run order. */
  runs: number[];
  /** Every completed run's metrics (ms; CLS unitless), for reading a score that moved. */
  metrics: string[];
  error?: string;
}

/** Lighthouse performance and accessibility (0-1) of signed-in pages, in Debian's Chromium, desktop preset. */
export async function lighthouseScores(urls: string[], cookie: string): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results: LighthouseScore[] = [];
    for (const url of urls) {
      const runs: Result[] = [];
      let error: string | undefined;
      // A run Lighthouse could not complete (its runtimeError, e.g. no paint seen while the machine was busy)
      // has no score: it is left out of the median, and reported if no run completed.
      for (let attempt = 0; attempt < RUNS; attempt += 1) {
        const run = await audit(url, chrome.port, cookie);
        if ('error' in run) error = run.error;
        else runs.push(run.lhr);
      }
      const valid = filterToValidRuns(runs);
      const median = valid.length ? computeMedianRun(valid) : undefined;
      results.push({
        url,
        performance: median?.categories.performance?.score ?? 0,
        accessibility: median?.categories.accessibility?.score ?? 0,
        runs: runs.map((run) => run.categories.performance?.score ?? 0),
        metrics: runs.map(metricsOf),
        ...(median ? {} : { error: error ?? 'no score' }),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  SI: 'speed-index',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

function metricsOf(lhr: Result): string {
  return Object.entries(METRICS)
    .map(([name, audit]) => {
      const value = lhr.audits[audit]?.numericValue ?? Number.NaN;
      return `${name} ${name === 'CLS' ? value.toFixed(3) : value.toFixed(0)}`;
    })
    .join(', ');
}

async function audit(
  url: string,
  port: number,
  cookie: string,
): Promise<{ lhr: Result } | { error: string }> {
  const run = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      extraHeaders: { Cookie: cookie },
      onlyCategories: ['performance', 'accessibility'],
    },
    desktopConfig,
  );
  if (!run) return { error: 'no result' };
  const { lhr } = run;
  const categories = lhr.categories;
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  if (categories.performance?.score == null || categories.accessibility?.score == null)
    return { error: 'no score' };
  return { lhr };
}
