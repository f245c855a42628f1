import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  activityLog,
  challengeTests,
  formulations,
  labBatches,
  labBatchLines,
  stabilityCells,
  stabilityStudies,
} from '../../src/server/db/schema.ts';
import { createRawMaterial, uniqueName } from './factories.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the lab API tests (tests/api/lab-*.test.ts and the procedure and batch-ticket tests): `t` and
 * `writer` (rd_scientist, a lab writer) are live bindings set by `startLabApp`; read them inside tests.
 */
export let t: TestApp;
export let writer: string;

/** `beforeAll(startLabApp)`; `labAppWith(options)` for an app with its own environment (e-mail). */
export async function startLabApp() {
  await labAppWith({});
}
export async function labAppWith(options: Parameters<typeof buildTestApp>[0]) {
  t = await buildTestApp(options);
  writer = await t.signInAs('rd_scientist');
}
export const stopLabApp = async () => t.close();

export const call = (method: string, url: string, payload?: object, cookie: string | undefined = writer) =>
  t.call({
    method: method as 'GET',
    url,
    ...(payload !== undefined && { payload }),
    ...(cookie && { cookie }),
  });

/** Row counts of every table a lab or formulation write touches: a refused request leaves them as they were. */
export async function labCounts() {
  const db = t.database.db;
  const n = async (table: Parameters<ReturnType<typeof db.select>['from']>[0]) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    formulations: await n(formulations),
    batches: await n(labBatches),
    lines: await n(labBatchLines),
    studies: await n(stabilityStudies),
    cells: await n(stabilityCells),
    challenges: await n(challengeTests),
    activity: await n(activityLog),
  };
}

/** A procedure of two phases with steps, as the form sends it. */
export const PHASES = [
  {
    code: 'A',
    name: 'Water phase',
    steps: [
      {
        instruction: 'Heat water and glycerin',
        temperatureC: 75,
        mixingRpm: 300,
        minutes: 10,
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
        mixingRpm: '500',
        minutes: '5',
        checkpoint: 'pH 5.0-5.5',
      },
    ],
  },
];

export const SPECIFICATION = {
  ph: { min: '5.0', max: '5.5' },
  viscosity: { min: 8000, max: 12000 },
  density: { min: '0.98', max: '1.02' },
  appearance: 'Smooth cream',
  colour: 'White',
  odour: 'Characteristic',
};

/**
 * A cream entered in % of a 100 oz pilot batch: aqua q.s. (phase A), glycerin 5 % (A), niacinamide 4 % (B),
 * dye 0.0004 % (B); aqua = 100 - 9.0004 = 90.9996 %.
 */
export async function createCream(cookie = writer, overrides: Record<string, unknown> = {}) {
  const [aqua, glycerin, niacinamide, dye] = await Promise.all(
    ['Aqua', 'Glycerin', 'Niacinamide', 'CI 19140'].map((incisName) =>
      createRawMaterial(t, cookie, { name: uniqueName(incisName), incisName }),
    ),
  );
  const response = await call(
    'POST',
    '/api/formulations',
    {
      name: uniqueName('Lab cream'),
      productType: 'moisturizer',
      status: 'draft',
      batchSize: '100',
      unitSize: '1.7',
      phases: PHASES,
      specification: SPECIFICATION,
      ingredients: [
        { ingredientId: aqua.id, qs: true, phase: 'A' },
        { ingredientId: glycerin.id, percent: '5', phase: 'A' },
        { ingredientId: niacinamide.id, percent: 4, phase: 'B' },
        { ingredientId: dye.id, percent: '0.0004', phase: 'B' },
      ],
      ...overrides,
    },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    id: string;
    name: string;
    revision: number;
    lines: {
      id: string;
      ingredientId: string;
      ounces: string;
      percent: string | null;
      qs: boolean;
      phase: string;
    }[];
  } & Record<string, unknown>;
}

export interface BatchLine {
  id: string;
  ingredientId: string;
  name: string;
  targetWeight: string;
  tolerancePercent: string;
  revision: number;
}

export async function createBatch(formulationId: string, size = '2500', unit = 'g', cookie = writer) {
  const response = await call('POST', '/api/lab/batches', { formulationId, size, unit }, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    id: string;
    batchNumber: string;
    revision: number;
    lines: BatchLine[];
  } & Record<string, unknown>;
}

/** Weighs every line at its target and completes the batch: a made batch, ready for stability. */
export async function completedBatch(formulationId: string) {
  const batch = await createBatch(formulationId);
  for (const line of batch.lines) {
    const weighed = await call('PATCH', `/api/lab/batches/${batch.id}/lines/${line.id}`, {
      actualWeight: line.targetWeight,
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
  }
  const done = await call('PATCH', `/api/lab/batches/${batch.id}`, {
    status: 'completed',
    revision: batch.revision,
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as { id: string; batchNumber: string; revision: number };
}
