import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The OpenAPI document integrators build on is kept in the repository (docs/openapi.json), linted by Redocly in
 * `npm test` (scripts/test.sh) and turned into the typed client's types (typed-client.test.ts). This test fails
 * when the server's document and the file part: run it with UPDATE_OPENAPI=1 to write the file anew.
 */
const DOCUMENT = 'docs/openapi.json';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('docs/openapi.json', () => {
  it('is the document the server serves', async () => {
    const response = await t.call({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const served = `${JSON.stringify(response.json(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI) fs.writeFileSync(DOCUMENT, served);
    expect(served).toBe(fs.readFileSync(DOCUMENT, 'utf8'));
  });
});
