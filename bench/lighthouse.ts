import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Lighthouse performance and accessibility (0-1) of signed-in pages, in Debian's Chromium, desktop preset. */
export async function lighthouseScores(urls: string[], cookie: string) {
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
    const results: { url: string; performance: number; accessibility: number; error?: string }[] = [];
    for (const url of urls) {
      // A run Lighthouse could not complete (its runtimeError, e.g. no paint seen while the machine was busy)
      // has no score; it is run once more, and reported with its error rather than as a score of 0.
      let result = await audit(url, chrome.port, cookie);
      if (result.error) result = await audit(url, chrome.port, cookie);
      results.push({ url, ...result });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

async function audit(url: string, port: number, cookie: string) {
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
  const categories = run?.lhr.categories;
  const performance = categories?.performance?.score;
  const accessibility = categories?.accessibility?.score;
  const error =
    run?.lhr.runtimeError?.code ?? (performance == null || accessibility == null ? 'no score' : undefined);
  return { performance: performance ?? 0, accessibility: accessibility ?? 0, ...(error ? { error } : {}) };
}
