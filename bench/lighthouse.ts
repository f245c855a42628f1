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
    const results: { url: string; performance: number; accessibility: number }[] = [];
    for (const url of urls) {
      const run = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          extraHeaders: { Cookie: cookie },
          onlyCategories: ['performance', 'accessibility'],
        },
        desktopConfig,
      );
      const categories = run?.lhr.categories;
      results.push({
        url,
        performance: categories?.performance?.score ?? 0,
        accessibility: categories?.accessibility?.score ?? 0,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
