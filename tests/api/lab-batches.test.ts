import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../src/domain/lab/timepoints.ts';
import { call, createBatch, createCream, labCounts, startLabApp, stopLabApp } from '../support/lab-app.ts';

/** Lab batches and their weigh-off (ADR 051): POST, GET, PATCH, DELETE /api/lab/batches and their lines. */
beforeAll(startLabApp);
afterAll(stopLabApp);

const STALE = 'This record was changed by someone else. Reload to see the latest version.';
const weigh = (batchId: string, lineId: string, body: object, cookie?: string) =>
  call('PATCH', `/api/lab/batches/${batchId}/lines/${lineId}`, body, cookie);

describe('starting a batch', () => {
  it('scales the version to the batch, numbers it, and records who made it', async () => {
    const cream = await createCream();
    const batch = await createBatch(cream.id, '2500', 'g');
    // 2500 g: glycerin 5 % = 125.00 g, niacinamide 4 % = 100.00 g, dye 0.0004 % = 0.01 g, aqua q.s. 2274.99 g.
    expect(
      batch.lines.map((line) => [line.name.split(' ')[0], line.targetWeight, line.tolerancePercent]),
    ).toEqual([
      ['Aqua', '2274.990000', '1.00'],
      ['Glycerin', '125.000000', '1.00'],
      ['Niacinamide', '100.000000', '1.00'],
      ['CI', '0.010000', '1.00'],
    ]);
    expect(batch).toMatchObject({
      formulationId: cream.id,
      formulationName: cream.name,
      formulationVersion: 1,
      size: '2500.000000',
      unit: 'g',
      status: 'in_progress',
      lineCount: 4,
      weighedCount: 0,
      evaluation: { verdict: 'incomplete' },
      studies: [],
      challengeTests: [],
    });
    expect(batch.batchNumber).toMatch(new RegExp(`^LB-${localDate(new Date()).replaceAll('-', '')}-\\d{2}$`));
    const next = await createBatch(cream.id, '1', 'kg');
    expect(Number(next.batchNumber.slice(-2))).toBe(Number(batch.batchNumber.slice(-2)) + 1);
    // It keeps the phases and specification it was made to.
    expect((batch.phases as unknown[]).length).toBe(2);
    expect(batch.specification).toMatchObject({ ph: { min: '5.0', max: '5.5' } });
    const listed = (await call('GET', '/api/lab/batches')).json();
    expect(listed.map((b: { id: string }) => b.id)).toEqual(expect.arrayContaining([batch.id, next.id]));
  });

  it('answers 400 with the message for a missing or unknown formulation and a bad size or unit', async () => {
    const cream = await createCream();
    const before = await labCounts();
    const cases: [object, string, string][] = [
      [{ size: 1, unit: 'kg' }, 'formulationId', 'Formulation is required'],
      [{ formulationId: randomUUID(), size: 1, unit: 'kg' }, 'formulationId', 'Formulation not found'],
      [{ formulationId: cream.id, size: 0, unit: 'kg' }, 'size', 'Size must be between 0.001 and 1,000,000'],
      [{ formulationId: cream.id, size: 1, unit: 'lb' }, 'unit', 'Unit must be kg, g or oz'],
      [
        { formulationId: cream.id, size: 1, unit: 'kg', notes: 'x'.repeat(2001) },
        'notes',
        'Notes must be at most 2000 characters',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('POST', '/api/lab/batches', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    expect(await labCounts()).toEqual(before);
  });
});

describe('the weigh-off', () => {
  it('flags a line at, just under and just over its ±1 % tolerance', async () => {
    const cream = await createCream();
    const batch = await createBatch(cream.id, '2500', 'g');
    const glycerin = batch.lines[1]!; // 125.00 g: ±1 % is 123.75 g to 126.25 g.
    const at = await weigh(batch.id, glycerin.id, { actualWeight: '126.25', lotNumber: 'GLY-2211' });
    expect(at.statusCode, at.body).toBe(200);
    expect(at.json()).toMatchObject({
      actualWeight: '126.250000',
      deviationPercent: '1.000',
      withinTolerance: true,
      needsAcknowledgement: false,
      lotNumber: 'GLY-2211',
    });
    // 126.24 g: (126.24 - 125) / 125 x 100 = 0.992 %.
    expect((await weigh(batch.id, glycerin.id, { actualWeight: 126.24 })).json()).toMatchObject({
      deviationPercent: '0.992',
      withinTolerance: true,
    });
    // 126.26 g: 1.26 / 125 x 100 = 1.008 %: outside, highlighted until acknowledged.
    const over = (await weigh(batch.id, glycerin.id, { actualWeight: '126.26' })).json();
    expect(over).toMatchObject({
      deviationPercent: '1.008',
      withinTolerance: false,
      needsAcknowledgement: true,
    });
    const acknowledged = (
      await weigh(batch.id, glycerin.id, { acknowledged: true, revision: over.revision })
    ).json();
    expect(acknowledged).toMatchObject({ needsAcknowledgement: false, acknowledgedAt: expect.any(String) });
    // A new weight is a new deviation: the acknowledgement was of the old one.
    expect((await weigh(batch.id, glycerin.id, { actualWeight: '126.3' })).json()).toMatchObject({
      deviationPercent: '1.040',
      needsAcknowledgement: true,
      acknowledgedAt: null,
    });
    // The line's own tolerance: at ±2 % the same weight is within.
    expect((await weigh(batch.id, glycerin.id, { tolerancePercent: 2 })).json()).toMatchObject({
      tolerancePercent: '2.00',
      withinTolerance: true,
      needsAcknowledgement: false,
    });
  });

  it('refuses an acknowledgement of a weight within tolerance, and bad values, with the message', async () => {
    const cream = await createCream();
    const batch = await createBatch(cream.id);
    const line = batch.lines[2]!;
    await weigh(batch.id, line.id, { actualWeight: line.targetWeight });
    const before = await labCounts();
    const cases: [object, string, string][] = [
      [{ acknowledged: true }, 'acknowledged', 'Only a weight outside its tolerance can be acknowledged'],
      [{ actualWeight: -1 }, 'actualWeight', 'Actual weight must be between 0 and 1,000,000'],
      [{ actualWeight: '1.1234567' }, 'actualWeight', 'Actual weight can have at most 6 decimal places'],
      [{ tolerancePercent: 100.01 }, 'tolerancePercent', 'Tolerance must be between 0 and 100 %'],
      [{ lotNumber: 'L'.repeat(61) }, 'lotNumber', 'Lot number must be at most 60 characters'],
    ];
    for (const [body, field, message] of cases) {
      const response = await weigh(batch.id, line.id, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    expect(await labCounts()).toEqual(before);
  });

  it('answers 404 for an unknown batch or line and 409 for a stale line revision', async () => {
    const cream = await createCream();
    const batch = await createBatch(cream.id);
    const line = batch.lines[0]!;
    expect((await weigh(randomUUID(), line.id, { actualWeight: 1 })).json()).toEqual({
      message: 'Lab batch not found',
    });
    const unknown = await weigh(batch.id, randomUUID(), { actualWeight: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Line not found' });
    expect((await weigh(batch.id, 'nope', { actualWeight: 1 })).statusCode).toBe(404);
    await weigh(batch.id, line.id, { actualWeight: 1, revision: line.revision });
    const stale = await weigh(batch.id, line.id, { actualWeight: 2, revision: line.revision });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
  });
});

describe('completing, measuring and deleting', () => {
  it('completes only a batch fully weighed with every deviation acknowledged, then locks its weights', async () => {
    const cream = await createCream();
    const batch = await createBatch(cream.id);
    const complete = (revision: number) =>
      call('PATCH', `/api/lab/batches/${batch.id}`, { status: 'completed', revision });
    const early = await complete(batch.revision);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Weigh every line and acknowledge each weight outside its tolerance before completing the batch.',
    );
    for (const line of batch.lines) await weigh(batch.id, line.id, { actualWeight: line.targetWeight });
    const off = (await weigh(batch.id, batch.lines[1]!.id, { actualWeight: '130' })).json();
    expect((await complete(batch.revision)).statusCode).toBe(409);
    await weigh(batch.id, off.id, { acknowledged: true });
    const done = await complete(batch.revision);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'completed',
      completedAt: expect.any(String),
      weighedCount: 4,
    });
    // Completed: the weights are a record.
    const locked = await weigh(batch.id, off.id, { actualWeight: '125' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('This batch is completed: its weights can no longer change.');
    const reopen = await call('PATCH', `/api/lab/batches/${batch.id}`, {
      status: 'in_progress',
      revision: done.json().revision,
    });
    expect(reopen.json()).toEqual({ message: 'A completed batch cannot be reopened.' });
    const remove = await call('DELETE', `/api/lab/batches/${batch.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: 'A completed batch is a record and cannot be deleted.' });
    const stale = await call('PATCH', `/api/lab/batches/${batch.id}`, {
      notes: 'x',
      revision: batch.revision,
    });
    expect(stale.json()).toEqual({ message: STALE });
  });

  it('answers 400 with the message for a bad status or no revision, and 404 for an unknown batch', async () => {
    const cream = await createCream();
    const batch = await createBatch(cream.id);
    const before = await labCounts();
    const cases: [object, string, string][] = [
      [{ status: 'shipped', revision: batch.revision }, 'status', 'Status must be in progress or completed'],
      [{ notes: 'x' }, 'revision', 'Revision must be a whole number'],
      [
        { notes: 'x'.repeat(2001), revision: batch.revision },
        'notes',
        'Notes must be at most 2000 characters',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('PATCH', `/api/lab/batches/${batch.id}`, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    expect(await labCounts()).toEqual(before);
    for (const [method, body] of [
      ['PATCH', { notes: 'x', revision: 1 }],
      ['DELETE', undefined],
    ] as const) {
      for (const id of [randomUUID(), 'nope']) {
        const response = await call(method, `/api/lab/batches/${id}`, body);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Lab batch not found' });
      }
    }
  });

  it('deletes a batch in progress with its lines, and answers 404 after', async () => {
    const cream = await createCream();
    const batch = await createBatch(cream.id);
    const before = await labCounts();
    expect((await call('DELETE', `/api/lab/batches/${batch.id}`)).statusCode).toBe(204);
    const after = await labCounts();
    expect(after).toMatchObject({
      batches: before.batches - 1,
      lines: before.lines - 4,
      activity: before.activity + 1,
    });
    const gone = await call('GET', `/api/lab/batches/${batch.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Lab batch not found' });
  });
});
