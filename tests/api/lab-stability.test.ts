import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../src/domain/lab/timepoints.ts';
import {
  call,
  completedBatch,
  createBatch,
  createCream,
  labCounts,
  startLabApp,
  stopLabApp,
  t,
} from '../support/lab-app.ts';

/** Stability studies on lab batches (ADR 051): start, read, record time points, the due list. */
beforeAll(startLabApp);
afterAll(stopLabApp);

const STALE = 'This record was changed by someone else. Reload to see the latest version.';
const today = () => localDate(new Date());
const study = (batchId: string, body: object) => call('POST', `/api/lab/batches/${batchId}/stability`, body);
const record = (studyId: string, cellId: string, body: object, cookie?: string) =>
  call('PATCH', `/api/lab/stability/${studyId}/cells/${cellId}`, body, cookie);

interface Cell {
  id: string;
  condition: string;
  timepoint: string;
  dueDate: string;
  status: string;
  revision: number;
}

describe('starting a study', () => {
  it('makes a cell per condition and time point, each due on its date, with its status for today', async () => {
    const cream = await createCream();
    const batch = await completedBatch(cream.id);
    // Started 30 days ago: T0 (30 days ago) and 1w (23 days ago) are overdue, 4w (2 days ago) is due (within 3
    // days of its date), 12w and 6m are still scheduled.
    const start = addDays(today(), -30);
    const response = await study(batch.id, {
      conditions: ['25 °C/60 % RH', '40 °C/75 % RH'],
      timepoints: ['6m', 'T0', '12w', '1w', '4w'],
      startDate: start,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      batchId: batch.id,
      batchNumber: batch.batchNumber,
      timepoints: ['T0', '1w', '4w', '12w', '6m'],
      status: 'overdue',
      cellCount: 10,
      cellsDone: 0,
      startDate: start,
    });
    expect(
      created.cells.slice(0, 5).map((c: Cell) => [c.condition, c.timepoint, c.dueDate, c.status]),
    ).toEqual([
      ['25 °C/60 % RH', 'T0', start, 'overdue'],
      ['25 °C/60 % RH', '1w', addDays(start, 7), 'overdue'],
      ['25 °C/60 % RH', '4w', addDays(start, 28), 'due'],
      ['25 °C/60 % RH', '12w', addDays(start, 84), 'scheduled'],
      ['25 °C/60 % RH', '6m', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'scheduled'],
    ]);
    expect(created.summary.map((s: { outcome: string }) => s.outcome)).toEqual([
      'not_started',
      'not_started',
    ]);
    const listed = (await call('GET', '/api/lab/stability')).json();
    expect(listed.find((s: { id: string }) => s.id === created.id)).toMatchObject({
      status: 'overdue',
      nextDue: start,
    });
    const onBatch = (await call('GET', `/api/lab/batches/${batch.id}`)).json();
    expect(onBatch.studies.map((s: { id: string }) => s.id)).toEqual([created.id]);
  });

  it('needs a completed batch (409) and answers 404 for an unknown one', async () => {
    const cream = await createCream();
    const batch = await createBatch(cream.id);
    const body = { conditions: ['4 °C'], timepoints: ['T0'], startDate: today() };
    const before = await labCounts();
    const open = await study(batch.id, body);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toEqual({ message: 'Complete the batch before starting a stability study.' });
    for (const id of [randomUUID(), 'nope']) {
      const missing = await study(id, body);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Lab batch not found' });
    }
    expect(await labCounts()).toEqual(before);
  });

  it('answers 400 with the message for missing, repeated or malformed conditions, time points and dates', async () => {
    const cream = await createCream();
    const batch = await completedBatch(cream.id);
    const base = { conditions: ['4 °C'], timepoints: ['T0'], startDate: today() };
    const cases: [object, string, string][] = [
      [{ conditions: [] }, 'conditions', 'Choose at least one condition'],
      [{ conditions: ['4 °C', '4 °c'] }, 'conditions.1', 'Each condition can be chosen once'],
      [{ conditions: ['x'.repeat(61)] }, 'conditions.0', 'A condition must be at most 60 characters'],
      [{ timepoints: [] }, 'timepoints', 'Choose at least one time point'],
      [
        { timepoints: ['2y'] },
        'timepoints.0',
        'Time points are T0 or a number of days, weeks or months (3d, 1w, 6m)',
      ],
      [{ timepoints: ['61m'] }, 'timepoints.0', 'Time points reach at most five years (60m)'],
      [{ timepoints: ['1w', '1w'] }, 'timepoints.1', 'Each time point can be chosen once'],
      [{ startDate: '2026-02-30' }, 'startDate', 'Start date must be a date (YYYY-MM-DD)'],
      [{ startDate: undefined }, 'startDate', 'Start date must be a date (YYYY-MM-DD)'],
    ];
    const before = await labCounts();
    for (const [change, field, message] of cases) {
      const response = await study(batch.id, { ...base, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    expect(await labCounts()).toEqual(before);
  });
});

describe('recording a time point', () => {
  async function runningStudy() {
    const cream = await createCream();
    const batch = await completedBatch(cream.id);
    const created = (
      await study(batch.id, {
        conditions: ['40 °C/75 % RH'],
        timepoints: ['T0', '4w', '12w'],
        startDate: addDays(today(), -28),
      })
    ).json();
    return created as { id: string; cells: Cell[] };
  }

  it('records results against the specification; the grid, the chart data and the summary follow', async () => {
    const { id, cells } = await runningStudy();
    const [t0, w4] = cells;
    const first = await record(id, t0!.id, {
      revision: t0!.revision,
      measurements: { ph: '5.3', viscosity: 10000, colour: { observed: 'White', conforms: true } },
      notes: 'Initial',
    });
    expect(first.statusCode, first.body).toBe(200);
    const after = first.json();
    expect(after.cells[0]).toMatchObject({
      status: 'done',
      measurements: { ph: '5.3', viscosity: '10000' },
      notes: 'Initial',
      doneAt: expect.any(String),
      evaluation: { verdict: 'incomplete' },
    });
    // 4w: pH 4.9 is below 5.0: out of specification.
    const second = (await record(id, w4!.id, { measurements: { ph: '4.9' } })).json();
    expect(second.cells[1].evaluation.parameters[0]).toMatchObject({ value: '4.9', pass: false });
    expect(second.summary[0]).toMatchObject({
      condition: '40 °C/75 % RH',
      outcome: 'out_of_specification',
      timepointsDone: 2,
      conclusion: 'Out of specification: pH at 4w.',
    });
    expect(second.summary[0].parameters[0]).toMatchObject({ initial: '5.3', latest: '4.9', change: '-0.4' });
    expect(second).toMatchObject({ status: 'scheduled', cellsDone: 2 });
  });

  it('refuses a time point weeks early (409), a stale revision (409), nothing recorded (400), an unknown cell (404)', async () => {
    const { id, cells } = await runningStudy();
    const w12 = cells[2]!; // due in 56 days
    const early = await record(id, w12.id, { measurements: { ph: '5.2' } });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: `This time point is not due until ${w12.dueDate}.` });
    await record(id, cells[0]!.id, { measurements: { ph: '5.2' }, revision: cells[0]!.revision });
    const stale = await record(id, cells[0]!.id, {
      measurements: { ph: '5.3' },
      revision: cells[0]!.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    const empty = await record(id, cells[1]!.id, { measurements: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'Record at least one result',
      fieldErrors: { measurements: ['Record at least one result'] },
    });
    const bad = await record(id, cells[1]!.id, { measurements: { viscosity: '-5' } });
    expect(bad.json()).toMatchObject({ message: 'Viscosity must be between 0 and 10,000,000 mPa·s' });
    for (const [studyId, cellId] of [
      [id, randomUUID()],
      [randomUUID(), cells[1]!.id],
    ]) {
      const missing = await record(studyId!, cellId!, { measurements: { ph: 5 } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Time point not found' });
    }
    const unknownStudy = await call('GET', `/api/lab/stability/${randomUUID()}`);
    expect(unknownStudy.json()).toEqual({ message: 'Stability study not found' });
  });

  it('lists the time points due or overdue today with whose study they are', async () => {
    const { id, cells } = await runningStudy();
    const due = (await call('GET', '/api/lab/stability/due')).json() as {
      cellId: string;
      status: string;
      ownerId: string;
    }[];
    const mine = due.filter((entry) => cells.some((cell) => cell.id === entry.cellId));
    // T0 28 days ago is overdue; 4w is due today; 12w is not listed.
    expect(mine.map((entry) => [entry.cellId, entry.status])).toEqual([
      [cells[0]!.id, 'overdue'],
      [cells[1]!.id, 'due'],
    ]);
    const owner = (await t.createUser('rd_scientist')).id;
    expect(mine.every((entry) => entry.ownerId === owner)).toBe(true);
    await record(id, cells[1]!.id, { measurements: { ph: '5.1' } });
    const later = (await call('GET', '/api/lab/stability/due')).json() as { cellId: string }[];
    expect(later.some((entry) => entry.cellId === cells[1]!.id)).toBe(false);
  });
});

describe('access', () => {
  it('answers 401 signed out and 403 to roles that do not record lab work', async () => {
    const cream = await createCream();
    const batch = await completedBatch(cream.id);
    const created = (
      await study(batch.id, { conditions: ['4 °C'], timepoints: ['T0'], startDate: today() })
    ).json();
    const cell = created.cells[0];
    const body = { conditions: ['4 °C'], timepoints: ['T0'], startDate: today() };
    const before = await labCounts();
    const writes = [
      ['POST', `/api/lab/batches/${batch.id}/stability`, body],
      ['PATCH', `/api/lab/stability/${created.id}/cells/${cell.id}`, { measurements: { ph: 5 } }],
    ] as const;
    const reads = ['/api/lab/stability', '/api/lab/stability/due', `/api/lab/stability/${created.id}`];
    for (const [method, url, payload] of writes)
      expect((await call(method, url, payload, '')).statusCode).toBe(401);
    for (const url of reads) {
      const response = await call('GET', url, undefined, '');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    for (const role of ['viewer', 'product_manager', 'finance_analyst', 'procurement_specialist']) {
      const cookie = await t.signInAs(role);
      for (const [method, url, payload] of writes) {
        const response = await call(method, url, payload, cookie);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      for (const url of reads) expect((await call('GET', url, undefined, cookie)).statusCode).toBe(200);
    }
    expect(await labCounts()).toEqual(before);
    const regulatory = await t.signInAs('quality_regulatory');
    expect((await record(created.id, cell.id, { measurements: { ph: 5.2 } }, regulatory)).statusCode).toBe(
      200,
    );
  });
});
