import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('/api/docs', () => {
  it('serves the reference page with scripts from our own origin only, under the strict CSP', async () => {
    const page = await t.call({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(['/api/docs/scalar.js', '/api/docs/init.js']);
    expect(page.body).not.toMatch(/<script>(?!<)/);
    for (const source of sources) {
      const script = await t.call({ method: 'GET', url: source! });
      expect(script.statusCode, source).toBe(200);
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    }
    const init = await t.call({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain("url: '/api/openapi.json'");
  });
});
