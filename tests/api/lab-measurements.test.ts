import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, completedBatch, createCream, startLabApp, stopLabApp } from '../support/lab-app.ts';

/** PUT /api/lab/batches/:id/measurements: a batch against its specification (ADR 051). */
beforeAll(startLabApp);
afterAll(stopLabApp);

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

describe('batch measurements', () => {
  it('measures a batch against its specification, pass or fail per parameter', async () => {
    const cream = await createCream();
    const batch = await completedBatch(cream.id);
    const response = await call('PUT', `/api/lab/batches/${batch.id}/measurements`, {
      revision: batch.revision,
      measurements: {
        ph: '5.6',
        viscosity: 9800,
        density: '1.00',
        appearance: { observed: 'Smooth cream', conforms: true },
        colour: { observed: 'White', conforms: true },
        odour: { observed: 'Characteristic', conforms: true },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const evaluation = response.json().evaluation;
    expect(evaluation.verdict).toBe('fail');
    expect(evaluation.parameters[0]).toEqual({
      parameter: 'ph',
      label: 'pH',
      target: '5.0-5.5',
      value: '5.6',
      pass: false,
    });
    expect(evaluation.parameters.slice(1).map((p: { pass: boolean }) => p.pass)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    const bad = await call('PUT', `/api/lab/batches/${batch.id}/measurements`, {
      revision: response.json().revision,
      measurements: { ph: 15 },
    });
    expect(bad.json()).toMatchObject({
      message: 'pH must be between 0 and 14',
      fieldErrors: { 'measurements.ph': ['pH must be between 0 and 14'] },
    });
    const stale = await call('PUT', `/api/lab/batches/${batch.id}/measurements`, {
      revision: batch.revision,
      measurements: {},
    });
    expect(stale.json()).toEqual({ message: STALE });
    const missing = await call('PUT', `/api/lab/batches/${randomUUID()}/measurements`, {
      revision: 1,
      measurements: {},
    });
    expect(missing.statusCode).toBe(404);
  });
});
