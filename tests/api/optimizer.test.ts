import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulations } from '../../src/server/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/** "Reformulate for cost" on the demo data (docs/product-rules.md, "The optimizer"): POST /api/formulations/:id/optimize. */
let t: TestApp;
let scientist: string;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  scientist = await t.signInAs('rd_scientist');
  const rows = await t.database.db
    .select({ id: formulations.id, name: formulations.name, version: formulations.version })
    .from(formulations);
  ids = Object.fromEntries(rows.filter((row) => row.version === 1).map((row) => [row.name, row.id]));
});
afterAll(async () => t.close());

const optimize = (id: string, payload: object = {}, cookie: string | undefined = scientist) =>
  t.call({ method: 'POST', url: `/api/formulations/${id}/optimize`, payload, cookie });

describe('POST /api/formulations/:id/optimize', () => {
  it('finds a cheaper recipe of the same raw materials that the engines pass', async () => {
    const id = ids['Post-Shave Recovery Balm']!;
    const detail = (
      await t.call({ method: 'GET', url: `/api/formulations/${id}`, cookie: scientist })
    ).json();
    // Keep every line within 0.5x-1.5x of its current share except water, so the answer stays a balm.
    const lines = detail.lines.map(
      (line: { ingredientId: string; concentration: string; inciName: string }) => {
        const current = Number(line.concentration);
        return line.inciName === 'Aqua'
          ? { ingredientId: line.ingredientId }
          : { ingredientId: line.ingredientId, minPercent: current * 0.5, maxPercent: current * 1.5 };
      },
    );
    const response = await optimize(id, { lines });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toBe('optimal');
    expect(body.violations).toEqual([]);
    expect(Number(body.costPerUnit)).toBeLessThan(Number(body.currentCostPerUnit));
    // saving = current - optimal, each rounded once from the exact figures: within a hundredth of a cent.
    expect(
      Math.abs(Number(body.savingPerUnit) - (Number(body.currentCostPerUnit) - Number(body.costPerUnit))),
    ).toBeLessThanOrEqual(0.000101);
    expect(
      body.lines.reduce((sum: number, line: { percent: string }) => sum + Number(line.percent), 0),
    ).toBeCloseTo(100, 4);
    // Phenoxyethanol is at 1 % of the balm: its limit keeps it there or below.
    const phenoxy = body.lines.find((line: { name: string }) => line.name === 'Phenoxyethanol');
    expect(Number(phenoxy.percent)).toBeLessThanOrEqual(1);
    expect(body.bindingConstraints.length).toBeGreaterThan(0);
  });

  it('saves the answer as a new version through the version flow', async () => {
    const id = ids['Niacinamide Clarifying Serum']!;
    const body = (await optimize(id)).json();
    expect(body.status).toBe('optimal');
    const source = (
      await t.call({ method: 'GET', url: `/api/formulations/${id}`, cookie: scientist })
    ).json();
    const lines = body.lines
      .filter((line: { percent: string }) => Number(line.percent) > 0)
      .map((line: { ingredientId: string; percent: string }) => ({
        ingredientId: line.ingredientId,
        ounces: ((Number(line.percent) * Number(source.batchSize)) / 100).toFixed(6),
      }));
    const saved = await t.call({
      method: 'POST',
      url: `/api/formulations/${id}/duplicate`,
      payload: { ingredients: lines },
      cookie: scientist,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      version: source.version + 1,
      status: 'draft',
      lineageId: source.lineageId,
    });
    expect(Number(saved.json().costPerUnit)).toBeCloseTo(Number(body.costPerUnit), 3);
  });

  it('names the conflict when the bounds cannot all hold', async () => {
    const id = ids['BHA Blemish Control Serum']!;
    const detail = (
      await t.call({ method: 'GET', url: `/api/formulations/${id}`, cookie: scientist })
    ).json();
    const salicylic = detail.lines.find((line: { inciName: string }) => line.inciName === 'Salicylic Acid');
    const response = await optimize(id, {
      lines: [{ ingredientId: salicylic.ingredientId, minPercent: 2.5, maxPercent: 2.5 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'infeasible', lines: [], costPerUnit: null });
    expect(response.json().conflicts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Salicylic Acid at most 2.0 %'),
        'Salicylic Acid (BHA) pinned at 2.5 %',
      ]),
    );
  });

  it('answers 400 with the field message, 401 signed out and 404 for an unknown formulation', async () => {
    const id = ids['BHA Blemish Control Serum']!;
    const detail = (
      await t.call({ method: 'GET', url: `/api/formulations/${id}`, cookie: scientist })
    ).json();
    const first = detail.lines[0].ingredientId;
    const bad = await optimize(id, { lines: [{ ingredientId: first, minPercent: 5, maxPercent: 2 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      'lines.0.maxPercent': ['Maximum % must be at least the minimum'],
    });
    const outside = await optimize(id, {
      lines: [{ ingredientId: '00000000-0000-4000-8000-000000000001', minPercent: 1 }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Only the formulation\u2019s own ingredients can be bounded');
    const floor = await optimize(id, { minNaturalOrigin: 120 });
    expect(floor.json().fieldErrors).toEqual({
      minNaturalOrigin: ['Natural origin floor must be between 0 and 100'],
    });
    const signedOut = await t.call({ method: 'POST', url: `/api/formulations/${id}/optimize`, payload: {} });
    expect(signedOut.statusCode).toBe(401);
    expect((await optimize('00000000-0000-4000-8000-000000000002')).statusCode).toBe(404);
    expect((await optimize('not-a-uuid')).statusCode).toBe(404);
    // Nothing was written by any of it.
    const [row] = await t.database.db.select().from(formulations).where(eq(formulations.id, id));
    expect(row!.revision).toBe(detail.revision);
  });
});
