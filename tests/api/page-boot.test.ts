import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonForScript } from '../../src/server/plugins/page-boot.ts';
import { updateSettings } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * ADR 016: index.html carries this browser's session user, app config and theme, and the screen's preloads;
 * the JSON cannot close its script element, holds nothing the API would not give the same cookie, and no cache
 * keeps the page.
 */
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'formulary-web-'));
fs.mkdirSync(path.join(web, '.vite'));
fs.writeFileSync(
  path.join(web, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(web, '.vite', 'route-preloads.json'),
  JSON.stringify({
    shell: ['assets/shell-1.js'],
    routes: { '/ingredients': ['assets/ingredients-page-1.js'] },
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

function bootOf(html: string) {
  const text = html.match(/<script type="application\/json" id="formulary-boot">(.*?)<\/script>/s)?.[1];
  expect(text, html).toBeDefined();
  return JSON.parse(text!) as {
    user?: unknown;
    appConfig?: { platformName: string };
    theme?: unknown;
    accountSettings?: unknown;
    accountNotices?: unknown;
    notifications?: unknown;
  };
}

describe('the page with its boot data', () => {
  it('gives a signed-out visitor no user, the public config and theme, and no screen preloads', async () => {
    const page = await t.call({ method: 'GET', url: '/ingredients' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toContain('Cookie');
    const boot = bootOf(page.body);
    expect(boot.user).toBeNull();
    expect(boot.appConfig).toEqual((await t.call({ method: 'GET', url: '/api/app-config' })).json());
    expect(boot.theme).toEqual((await t.call({ method: 'GET', url: '/api/admin/theme/current' })).json());
    expect(Object.keys(boot).sort()).toEqual(['appConfig', 'theme', 'user']);
    expect(page.body).not.toContain('modulepreload');
  });

  it("carries the shell's own reads for a signed-in user, exactly as the API answers them", async () => {
    const cookie = await t.signInAs('editor', 'boot-shell@test.example.com');
    const boot = bootOf((await t.call({ method: 'GET', url: '/', cookie })).body);
    for (const [key, url] of [
      ['accountSettings', '/api/account-settings'],
      ['accountNotices', '/api/account-notices'],
      ['notifications', '/api/notifications'],
    ] as const) {
      const answer = await t.call({ method: 'GET', url, cookie });
      expect(answer.statusCode, url).toBe(200);
      expect(boot[key], url).toEqual(answer.json());
    }
  });

  it('gives a signed-in user exactly what GET /api/auth/user gives them, and preloads the screen', async () => {
    const cookie = await t.signInAs('viewer');
    const page = await t.call({ method: 'GET', url: '/ingredients?q=aloe', cookie });
    const boot = bootOf(page.body);
    expect(boot.user).toEqual((await t.call({ method: 'GET', url: '/api/auth/user', cookie })).json());
    expect(page.body).not.toMatch(/passwordHash|totpSecret|password_hash/);
    expect(page.body).not.toContain(cookie.split('=')[1]);
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-1.js">');
    expect(page.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ingredients-page-1.js">',
    );
    // Another screen preloads the shell only.
    const other = await t.call({ method: 'GET', url: '/scenarios', cookie });
    expect(other.body).toContain('/assets/shell-1.js');
    expect(other.body).not.toContain('/assets/ingredients-page-1.js');
  });

  it('keeps a hostile platform name inside the JSON: no </script> closes the element', async () => {
    const admin = await t.signInAs('admin');
    const hostile = '</script><script>alert(1)</script><!-- \u2028 &';
    await updateSettings(t, admin, (settings) => {
      settings.platform.name = hostile;
    });
    const page = await t.call({ method: 'GET', url: '/', cookie: admin });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
    expect(bootOf(page.body).appConfig?.platformName).toBe(hostile);
  });
});

describe('jsonForScript', () => {
  it('escapes <, >, & and the line separators, and JSON.parse reads the value back', () => {
    const value = { text: '</script><!--<script>&\u2028\u2029' };
    const json = jsonForScript(value);
    expect(json).toBe('{"text":"\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003e\\u0026\\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});
