import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulationIngredients } from '../../src/server/db/schema.ts';
import { call, createCream, labCounts, PHASES, startLabApp, stopLabApp, t } from '../support/lab-app.ts';

/**
 * A formulation version's phases and steps, its specification and percent entry with a q.s. line (ADR 049),
 * through POST, GET, PUT and "Duplicate as new version".
 */
beforeAll(startLabApp);
afterAll(stopLabApp);

describe('percent entry with a q.s. line', () => {
  it('stores the % as entered and the ounces for the 100 oz batch, and reads both back', async () => {
    const cream = await createCream();
    // 100 oz batch: each line's ounces equal its %; aqua q.s. = 100 - 5 - 4 - 0.0004 = 90.9996.
    expect(cream).toMatchObject({ entryMode: 'percent', totalCost: expect.any(String) });
    const read = (await call('GET', `/api/formulations/${cream.id}`)).json();
    expect(read.lines.map((l: Record<string, unknown>) => [l.ounces, l.percent, l.qs, l.phase])).toEqual([
      ['90.999600', '90.999600', true, 'A'],
      ['5.000000', '5.000000', false, 'A'],
      ['4.000000', '4.000000', false, 'B'],
      ['0.000400', '0.000400', false, 'B'],
    ]);
    // The dye's 0.0004 oz is under ounce entry's 0.01 minimum and is stored all the same.
    const [dye] = await t.database.db
      .select({ ounces: formulationIngredients.ounces })
      .from(formulationIngredients)
      .where(eq(formulationIngredients.id, read.lines[3].id));
    expect(dye!.ounces).toBe('0.000400');
    // GET .../ingredients answers the same lines.
    const lines = (await call('GET', `/api/formulations/${cream.id}/ingredients`)).json();
    expect(lines[0]).toMatchObject({ percent: '90.999600', qs: true, phase: 'A', concentration: '90.9996' });
  });

  it('recomputes the ounces from the % when the batch size changes', async () => {
    const cream = await createCream();
    const body = {
      name: cream.name,
      productType: 'moisturizer',
      status: 'draft',
      batchSize: '1000',
      unitSize: '1.7',
      revision: cream.revision,
      ingredients: cream.lines.map((line) => ({
        ingredientId: line.ingredientId,
        ...(line.qs ? { qs: true } : { percent: line.percent }),
        phase: line.phase,
      })),
    };
    const response = await call('PUT', `/api/formulations/${cream.id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    // 1000 oz: aqua 909.996, glycerin 50, niacinamide 40, dye 0.004 oz; the % stay as entered.
    expect(response.json().lines.map((l: Record<string, unknown>) => [l.ounces, l.percent])).toEqual([
      ['909.996000', '90.999600'],
      ['50.000000', '5.000000'],
      ['40.000000', '4.000000'],
      ['0.004000', '0.000400'],
    ]);
    // The phases were left out of the update: the stored ones are kept.
    expect(response.json().phases).toHaveLength(2);
  });

  it('answers 400 with the message for a q.s. line with nothing left, two q.s. lines and mixed entry', async () => {
    const cream = await createCream();
    const before = await labCounts();
    const [aqua, glycerin] = cream.lines;
    const cases: [object[], string, string][] = [
      [
        [
          { ingredientId: aqua!.ingredientId, qs: true },
          { ingredientId: glycerin!.ingredientId, percent: '100' },
        ],
        'ingredients.0.qs',
        'The other lines add up to 100 %, leaving less than 0.0001 % for the q.s. line',
      ],
      [
        [
          { ingredientId: aqua!.ingredientId, qs: true },
          { ingredientId: glycerin!.ingredientId, qs: true },
        ],
        'ingredients.1.qs',
        'Only one line can be q.s.',
      ],
      [
        [
          { ingredientId: aqua!.ingredientId, qs: true },
          { ingredientId: glycerin!.ingredientId, ounces: '5' },
        ],
        'ingredients.1.percent',
        'Enter this line in % like the others (or mark it q.s.)',
      ],
    ];
    for (const [rawMaterials, field, message] of cases) {
      const response = await call('POST', '/api/formulations', {
        name: 'Refused',
        productType: 'serum',
        batchSize: '100',
        ingredients: rawMaterials,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    expect(await labCounts()).toEqual(before);
  });
});

describe('phases, steps and specification', () => {
  it('answers the phases with their steps and the specification as stored', async () => {
    const cream = await createCream();
    const read = (await call('GET', `/api/formulations/${cream.id}`)).json();
    expect(read.phases).toEqual([
      {
        code: 'A',
        name: 'Water phase',
        steps: [
          {
            instruction: 'Heat water and glycerin',
            temperatureC: '75',
            mixingRpm: 300,
            minutes: '10',
            checkpoint: null,
          },
        ],
      },
      {
        code: 'B',
        name: 'Cool-down phase',
        steps: [
          {
            instruction: 'Add the dye below 40 °C',
            temperatureC: '40',
            mixingRpm: 500,
            minutes: '5',
            checkpoint: 'pH 5.0-5.5',
          },
        ],
      },
    ]);
    expect(read.specification).toEqual({
      ph: { min: '5.0', max: '5.5' },
      viscosity: { min: '8000', max: '12000' },
      density: { min: '0.98', max: '1.02' },
      appearance: 'Smooth cream',
      colour: 'White',
      odour: 'Characteristic',
    });
  });

  it('refuses a line in a phase the formulation does not have, and a bad step, with the message', async () => {
    const cream = await createCream();
    const before = await labCounts();
    const base = {
      name: 'Refused',
      productType: 'serum',
      batchSize: '100',
      phases: PHASES,
      ingredients: [{ ingredientId: cream.lines[0]!.ingredientId, ounces: '100', phase: 'C' }],
    };
    const phase = await call('POST', '/api/formulations', base);
    expect(phase.statusCode).toBe(400);
    expect(phase.json()).toMatchObject({
      message: "Phase must be one of the formulation's phases",
      fieldErrors: { 'ingredients.0.phase': ["Phase must be one of the formulation's phases"] },
    });
    // No phases sent on create: none stored, so a line naming one is refused by the server's own check.
    const none = await call('POST', '/api/formulations', { ...base, phases: undefined });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({
      'ingredients.0.phase': ["Phase must be one of the formulation's phases"],
    });
    const step = await call('POST', '/api/formulations', {
      ...base,
      ingredients: [{ ...base.ingredients[0], phase: 'A' }],
      phases: [{ code: 'A', name: 'Water', steps: [{ instruction: 'Heat', temperatureC: 301 }] }],
    });
    expect(step.json()).toMatchObject({
      message: 'Temperature must be between -40 and 300 °C',
      fieldErrors: { 'phases.0.steps.0.temperatureC': ['Temperature must be between -40 and 300 °C'] },
    });
    const spec = await call('POST', '/api/formulations', {
      ...base,
      ingredients: [{ ...base.ingredients[0], phase: 'A' }],
      specification: { ph: { min: 6, max: 5 } },
    });
    expect(spec.json()).toMatchObject({
      fieldErrors: { 'specification.ph.max': ['Maximum must not be below the minimum'] },
    });
    expect(await labCounts()).toEqual(before);
  });

  it('copies phases, specification, % and q.s. into a new version, and locks them once approved', async () => {
    const cream = await createCream(undefined, { status: 'approved' });
    const copy = await call('POST', `/api/formulations/${cream.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    const version = copy.json();
    expect(version).toMatchObject({ version: 2, status: 'draft', entryMode: 'percent' });
    expect(version.phases).toEqual((await call('GET', `/api/formulations/${cream.id}`)).json().phases);
    expect(version.specification.ph).toEqual({ min: '5.0', max: '5.5' });
    expect(version.lines.map((l: Record<string, unknown>) => [l.percent, l.qs, l.phase])).toEqual([
      ['90.999600', true, 'A'],
      ['5.000000', false, 'A'],
      ['4.000000', false, 'B'],
      ['0.000400', false, 'B'],
    ]);
    const locked = await call('PUT', `/api/formulations/${cream.id}`, {
      name: cream.name,
      productType: 'moisturizer',
      batchSize: '100',
      revision: cream.revision,
      phases: [],
      ingredients: [{ ingredientId: cream.lines[0]!.ingredientId, ounces: '100' }],
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(
      'Approved formulations are locked. Duplicate it as a new version to make changes.',
    );
    expect((await call('GET', `/api/formulations/${cream.id}`)).json().phases).toHaveLength(2);
  });

  it('keeps 404 and 401 as every formulation read does', async () => {
    expect((await call('GET', `/api/formulations/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/formulations/${randomUUID()}`, undefined, '')).statusCode).toBe(401);
  });
});
