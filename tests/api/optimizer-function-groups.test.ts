import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulations } from '../../src/server/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The function groups "Reformulate for cost" keeps (ADR 036) on the demo data: GET
 * /api/formulations/:id/function-groups and the floors of POST /api/formulations/:id/optimize.
 */
let t: TestApp;
let viewer: string;
let scientist: string;
let serum: string;

beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  viewer = await t.signInAs('viewer');
  scientist = await t.signInAs('rd_scientist');
  const rows = await t.database.db
    .select({ id: formulations.id, name: formulations.name, version: formulations.version })
    .from(formulations);
  serum = rows.find((row) => row.name === 'Niacinamide Clarifying Serum' && row.version === 1)!.id;
});
afterAll(async () => t.close());

const optimize = (payload: object, cookie: string | undefined = scientist) =>
  t.call({ method: 'POST', url: `/api/formulations/${serum}/optimize`, payload, cookie });
const byName = (lines: { name: string; percent: string }[]) =>
  Object.fromEntries(lines.map((line) => [line.name, line.percent]));

describe('GET /api/formulations/:id/function-groups', () => {
  it('lists the groups the recipe has with their current share, to every role', async () => {
    // The serum (of 1000 oz): phenoxyethanol 10 oz = 1 % (preservative); xanthan gum 5 oz = 0.5 % (emulsion
    // stabiliser). Ethylhexylglycerin (3 oz) has functions of its own (skin conditioning, deodorant): not counted.
    const response = await t.call({
      method: 'GET',
      url: `/api/formulations/${serum}/function-groups`,
      cookie: viewer,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        group: 'preservative',
        label: 'Preservative system',
        currentPercent: '1.0000',
        members: ['Phenoxyethanol'],
      },
      {
        group: 'emulsifier',
        label: 'Emulsifiers and stabilisers',
        currentPercent: '0.5000',
        members: ['Xanthan Gum'],
      },
    ]);
  });

  it('answers 401 signed out and 404 for an unknown formulation', async () => {
    const signedOut = await t.call({ method: 'GET', url: `/api/formulations/${serum}/function-groups` });
    expect(signedOut.statusCode).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000002', 'not-a-uuid']) {
      const missing = await t.call({
        method: 'GET',
        url: `/api/formulations/${id}/function-groups`,
        cookie: viewer,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Formulation not found');
    }
  });
});

describe('POST /api/formulations/:id/optimize keeps the function groups', () => {
  it('without any bound keeps the 1 % preservative and the 0.5 % stabiliser; water takes the rest', async () => {
    // Water is the cheapest line ($0.35/gal = $0.002621/oz): everything free goes to it, but phenoxyethanol keeps
    // >= 1 % and xanthan gum >= 0.5 %, so water is 98.5 %. Per 1.7 oz unit: (98.5 x 0.0026212 + 1 x 0.45
    // + 0.5 x 0.55625) / 100 x 1.7 = 0.986313 / 100 x 1.7 = 0.016767.
    const response = await optimize({});
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'optimal', costPerUnit: '0.0168', violations: [] });
    const lines = byName(body.lines);
    expect(lines).toMatchObject({
      'Purified Water': '98.5000',
      Phenoxyethanol: '1.0000',
      'Xanthan Gum': '0.5000',
      'Niacinamide (Vitamin B3)': '0.0000',
    });
    expect(Number(lines.Phenoxyethanol)).toBeGreaterThanOrEqual(1);
    expect(body.functionGroups).toEqual([
      {
        group: 'preservative',
        label: 'Preservative system',
        currentPercent: '1.0000',
        minPercent: '1.0000',
        percent: '1.0000',
        members: ['Phenoxyethanol'],
      },
      {
        group: 'emulsifier',
        label: 'Emulsifiers and stabilisers',
        currentPercent: '0.5000',
        minPercent: '0.5000',
        percent: '0.5000',
        members: ['Xanthan Gum'],
      },
    ]);
    expect(body.bindingConstraints.sort()).toEqual([
      'Emulsifiers and stabilisers at least 0.5 %',
      'Preservative system at least 1.0 %',
    ]);
  });

  it('takes a floor the user lowered', async () => {
    const response = await optimize({ functionGroupFloors: [{ group: 'preservative', minPercent: '0.6' }] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(byName(body.lines)).toMatchObject({ Phenoxyethanol: '0.6000', 'Purified Water': '98.9000' });
    expect(body.functionGroups[0]).toMatchObject({ minPercent: '0.6000', percent: '0.6000' });
  });

  it('names a floor for a group the serum does not have', async () => {
    const response = await optimize({ functionGroupFloors: [{ group: 'uv_filter', minPercent: 2 }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'infeasible',
      conflicts: ['UV filters at least 2.0 % (none of the ingredients carries any)'],
    });
  });

  it('answers 400 with the field message for a bad floor', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [
        { functionGroupFloors: [{ group: 'preservative', minPercent: 101 }] },
        { 'functionGroupFloors.0.minPercent': ['Function group floor must be between 0 and 100'] },
      ],
      [
        { functionGroupFloors: [{ group: 'thickener', minPercent: 1 }] },
        { 'functionGroupFloors.0.group': ['Unknown function group'] },
      ],
      [
        {
          functionGroupFloors: [
            { group: 'preservative', minPercent: 1 },
            { group: 'preservative', minPercent: 0.5 },
          ],
        },
        { functionGroupFloors: ['Each function group may have one floor'] },
      ],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await optimize(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual(fieldErrors);
    }
  });
});
