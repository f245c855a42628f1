import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_SUMMARIES } from '../../src/server/http/operation-summaries.ts';
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

  it('lists 409 where a route can conflict, 503 where maintenance refuses it, formats for dates and decimals', async () => {
    const document = JSON.parse(fs.readFileSync(DOCUMENT, 'utf8'));
    const codes = (method: string, path: string) => Object.keys(document.paths[path][method].responses);
    // A stale revision, a record in use, an e-mail taken: documented.
    expect(codes('put', '/api/formulations/{id}')).toContain('409');
    expect(codes('delete', '/api/ingredients/{id}')).toContain('409');
    expect(codes('post', '/api/admin/users')).toContain('409');
    // Nothing to conflict with: not documented.
    expect(codes('get', '/api/formulations')).not.toContain('409');
    expect(codes('delete', '/api/profile/tokens/{id}')).not.toContain('409');
    expect(codes('post', '/api/formulations/{id}/optimize')).not.toContain('409');
    // Maintenance mode refuses signed-in routes but never sign-in itself.
    expect(codes('get', '/api/formulations')).toContain('503');
    expect(codes('post', '/api/auth/login')).not.toContain('503');
    const formulation = document.components.schemas.Formulation.properties;
    expect(formulation.costPerUnit).toMatchObject({ type: 'string', format: 'decimal' });
    expect(formulation.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
  });

  it('gives every operation a hand-written summary, and lists none that does not exist', async () => {
    const document = JSON.parse(fs.readFileSync(DOCUMENT, 'utf8'));
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.filter((operation) => !OPERATION_SUMMARIES[operation])).toEqual([]);
    expect(Object.keys(OPERATION_SUMMARIES).filter((key) => !operations.includes(key))).toEqual([]);
    expect(document.paths['/api/formulations/{id}/label'].get.summary).toBe(
      OPERATION_SUMMARIES['GET /api/formulations/{id}/label'],
    );
  });
});
