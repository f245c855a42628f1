import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

/**
 * The demo server's embedded PostgreSQL (playwright.config.ts: DATA_DIR .test-data/e2e-<port>-demo): its password
 * file and the port PostgreSQL wrote in its pid file.
 */
function demoDatabaseUrl(): string {
  const dataDir = path.resolve(`.test-data/e2e-${process.env.E2E_PORT ?? 4173}-demo`);
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const port = fs
    .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  return `postgres://postgres:${password}@127.0.0.1:${port}/formulary`;
}

test('background jobs: the queues, a job that failed every attempt, and Retry', async ({ page, baseURL }) => {
  // Nothing in the app fails a job on purpose: a job with a payload no run can read (a day that is not a date),
  // allowed one attempt, lands in the dead-letter list as any job that used every attempt does.
  const client = new pg.Client({ connectionString: demoDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `select graphile_worker.add_job('rules_in_force', '{"day": "not-a-day"}'::json, max_attempts => 1)`,
    );
  } finally {
    await client.end();
  }

  await signIn(page, 'admin', baseURL!);
  await page.goto('/admin');
  const card = page
    .getByRole('heading', { name: 'Background Jobs' })
    .locator('xpath=ancestor::*[@data-slot="card"]');
  await expect(card.getByRole('table', { name: 'Job queues' })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('cell', { name: 'Export', exact: true })).toBeVisible();
  // The worker takes the job within a moment; the list is read again on Refresh.
  const failed = card.getByRole('list', { name: 'Failed jobs' });
  await expect(async () => {
    await card.getByRole('button', { name: 'Refresh' }).click();
    await expect(failed.getByText('Rules coming into force')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(failed.getByText(/invalid input syntax for type date/)).toBeVisible();
  await expectAccessible(page);

  await failed.getByRole('button', { name: /^Retry Rules coming into force #\d+$/ }).click();
  await expect(page.getByText('Job Retried', { exact: true })).toBeVisible();
  // Its payload is still unreadable: it runs once more and is back in the list, with its new attempt.
  await expect(async () => {
    await card.getByRole('button', { name: 'Refresh' }).click();
    await expect(failed.getByText('Rules coming into force')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});
