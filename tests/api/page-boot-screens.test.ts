import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_READS } from '../../src/server/plugins/screen-reads.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * ADR 023: the screens a cold load lands on most carry their own first reads in the page, exactly as the API
 * answers the same cookie (a page's total included), and nothing for a signed-out browser or a screen opened
 * with a filter of its own.
 */
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-web-'));
fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

type Answers = Record<string, { body: unknown; total?: string }>;
async function answersOf(url: string, cookie?: string): Promise<Answers | undefined> {
  const page = await t.call({ method: 'GET', url, cookie });
  expect(page.statusCode).toBe(200);
  const text = page.body.match(/<script type="application\/json" id="formulary-boot">(.*?)<\/script>/s)?.[1];
  return (JSON.parse(text!) as { answers?: Answers }).answers;
}

describe("a screen's first reads in the page", () => {
  it.each(Object.entries(SCREEN_READS))('%s: every read, as the API answers it', async (screen, reads) => {
    const cookie = await t.signInAs('editor', `screen-${screen.length}-${reads.length}@test.example.com`);
    const answers = await answersOf(screen, cookie);
    expect(Object.keys(answers ?? {}).sort()).toEqual([...reads].sort());
    for (const read of reads) {
      const api = await t.call({ method: 'GET', url: read, cookie });
      expect(answers?.[read]?.body, read).toEqual(api.json());
      expect(answers?.[read]?.total, read).toBe(api.headers['x-total-count']);
    }
  });

  it('leaves out a read the user may not make, and gives a signed-out browser none', async () => {
    const viewer = await t.signInAs('viewer');
    const answers = await answersOf('/', viewer);
    for (const read of SCREEN_READS['/']!) {
      const status = (await t.call({ method: 'GET', url: read, cookie: viewer })).statusCode;
      expect(read in (answers ?? {}), read).toBe(status === 200);
    }
    expect(await answersOf('/scenarios')).toBeUndefined();
  });

  it('has none for a screen opened with its own filter, or a screen not listed', async () => {
    const cookie = await t.signInAs('editor', 'screen-filter@test.example.com');
    expect(await answersOf('/formulations?status=testing', cookie)).toBeUndefined();
    expect(await answersOf('/profile', cookie)).toBeUndefined();
    expect(await answersOf('/formulations/', cookie)).toBeDefined();
  });
});
