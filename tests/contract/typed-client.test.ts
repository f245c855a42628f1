import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { generateTypes } from './generate-types.ts';
import type { paths } from './openapi-types.ts';

/**
 * What an integrator does with nothing but the document and a token (ADR 018): generate types with
 * openapi-typescript, drive a real server through openapi-fetch, and check every answer against the document.
 */
const TYPES = 'tests/contract/openapi-types.ts';
const document = JSON.parse(fs.readFileSync('docs/openapi.json', 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
addFormats.default(ajv);
ajv.addSchema({ ...document, $id: 'openapi.json' });

/** Whether a real answer fits the document's schema for it: the errors, or none. */
function contractErrors(path: string, method: string, status: number, body: unknown) {
  const pointerPart = (part: string) => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1'));
  const shared = document.paths[path]?.[method]?.responses?.[String(status)]?.$ref as string | undefined;
  const response = shared
    ? shared.slice(2)
    : ['paths', path, method, 'responses', String(status)].map(pointerPart).join('/');
  const pointer = `${response}/content/${pointerPart('application/json')}/schema`;
  const validate = ajv.getSchema(`openapi.json#/${pointer}`);
  if (!validate) throw new Error(`the document has no ${status} answer for ${method} ${path}`);
  return validate(body) ? [] : (validate.errors ?? []);
}

let t: TestApp;
let client: ReturnType<typeof createClient<paths>>;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await t.signInAs('editor', 'integrator@test.example.com');
  const created = await t.call({
    method: 'POST',
    url: '/api/profile/tokens',
    payload: { name: 'ERP', expiresAt: new Date(Date.now() + 86_400_000).toISOString(), access: 'write' },
    cookie,
  });
  const { port } = t.app.server.address() as AddressInfo;
  client = createClient<paths>({
    baseUrl: `http://127.0.0.1:${port}`,
    headers: { authorization: `Bearer ${created.json().token}` },
  });
});
afterAll(async () => t.close());

describe('the generated types', () => {
  it('are what openapi-typescript makes of docs/openapi.json today', () => {
    const generated = generateTypes();
    if (process.env.UPDATE_OPENAPI) fs.writeFileSync(TYPES, generated);
    expect(generated).toBe(fs.readFileSync(TYPES, 'utf8'));
  });
});

describe('a typed client with a token', () => {
  it('creates a raw material and a formulation, reads its label and cost, and sees a price change', async () => {
    const glycerin = {
      name: 'Glycerin (typed client)',
      incisName: 'Glycerin',
      description: 'Humectant',
      category: 'humectant',
      unitCost: '2.40',
      unit: 'lb',
      qualityGrade: 'cosmetic',
      sustainabilityRating: 70,
      regulatoryRestrictions: [],
      shelfLifeMonths: 24,
    } as const;
    const material = await client.POST('/api/ingredients', {
      body: { ...glycerin, regulatoryRestrictions: [] },
    });
    expect(material.response.status, JSON.stringify(material.error)).toBe(201);
    expect(contractErrors('/api/ingredients', 'post', 201, material.data)).toEqual([]);
    const rawMaterial = material.data!;

    const saved = await client.POST('/api/formulations', {
      body: {
        name: 'Typed client serum',
        productType: 'serum',
        targetSkinType: 'normal',
        status: 'draft',
        batchSize: '100',
        unitSize: '50',
        ingredients: [{ ingredientId: rawMaterial.id, ounces: '100' }],
      },
    });
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(201);
    expect(contractErrors('/api/formulations', 'post', 201, saved.data)).toEqual([]);
    const id = saved.data!.id;

    const label = await client.GET('/api/formulations/{id}/label', { params: { path: { id } } });
    expect(label.response.status).toBe(200);
    expect(contractErrors('/api/formulations/{id}/label', 'get', 200, label.data)).toEqual([]);
    expect(label.data!.ingredientList).toBe('Glycerin');

    // 100 oz at $2.40 a pound (16 oz): $0.15 an ounce, $15.00 for the batch, $7.50 for a 50 oz unit.
    const before = await client.GET('/api/formulations/{id}', { params: { path: { id } } });
    expect(contractErrors('/api/formulations/{id}', 'get', 200, before.data)).toEqual([]);
    expect(Number(before.data!.totalCost)).toBe(15);
    expect(Number(before.data!.costPerUnit)).toBe(7.5);

    const priced = await client.PUT('/api/ingredients/{id}', {
      params: { path: { id: rawMaterial.id } },
      body: { ...glycerin, regulatoryRestrictions: [], unitCost: '3.20', revision: rawMaterial.revision },
    });
    expect(priced.response.status, JSON.stringify(priced.error)).toBe(200);
    expect(contractErrors('/api/ingredients/{id}', 'put', 200, priced.data)).toEqual([]);

    // $3.20 a pound: $0.20 an ounce, $20.00 for the batch.
    const after = await client.GET('/api/formulations/{id}', { params: { path: { id } } });
    expect(Number(after.data!.totalCost)).toBe(20);

    const list = await client.GET('/api/formulations', { params: { query: { limit: 5 } } });
    expect(contractErrors('/api/formulations', 'get', 200, list.data)).toEqual([]);
    expect(Number(list.response.headers.get('x-total-count'))).toBeGreaterThan(0);
    const missing = await client.GET('/api/formulations/{id}', {
      params: { path: { id: crypto.randomUUID() } },
    });
    expect(missing.response.status).toBe(404);
    expect(contractErrors('/api/formulations/{id}', 'get', 404, missing.error)).toEqual([]);
  });

  it('fails an answer that leaves its schema', async () => {
    const answer = await client.GET('/api/formulations', { params: { query: { limit: 1 } } });
    const [first] = answer.data!;
    expect(contractErrors('/api/formulations', 'get', 200, [{ ...first, totalCost: 15 }])).not.toEqual([]);
    const { name: _name, ...nameless } = first!;
    expect(contractErrors('/api/formulations', 'get', 200, [nameless])).not.toEqual([]);
  });
});
