import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  completedBatch,
  createCream,
  labCounts,
  startLabApp,
  stopLabApp,
  t,
} from '../support/lab-app.ts';

/** Preservative efficacy (challenge) tests of lab batches, evaluated against ISO 11930 criteria A and B (ADR 051). */
beforeAll(startLabApp);
afterAll(stopLabApp);

const STALE = 'This record was changed by someone else. Reload to see the latest version.';
const results = (overrides: Record<string, object> = {}) => ({
  p_aeruginosa: { day7: 4, day14: 5, day28: 5 },
  s_aureus: { day7: '3.2', day14: '4', day28: '4.5' },
  e_coli: { day7: 3, day14: 3, day28: 3 },
  c_albicans: { day7: '1.5', day14: 2, day28: '2.5' },
  a_brasiliensis: { day7: null, day14: '0.5', day28: '1.5' },
  ...overrides,
});

describe('challenge tests', () => {
  it('records the log reductions and answers criterion A, then B, then a fail as they are corrected', async () => {
    const cream = await createCream();
    const batch = await completedBatch(cream.id);
    const created = await call('POST', `/api/lab/batches/${batch.id}/challenge-tests`, {
      startedOn: '2026-10-01',
      laboratory: 'In-house micro lab',
      results: results(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const test = created.json();
    expect(test).toMatchObject({ batchId: batch.id, criterion: 'A', laboratory: 'In-house micro lab' });
    expect(test.organisms.map((o: { id: string; criterion: string }) => [o.id, o.criterion])).toEqual([
      ['p_aeruginosa', 'A'],
      ['s_aureus', 'A'],
      ['e_coli', 'A'],
      ['c_albicans', 'A'],
      ['a_brasiliensis', 'A'],
    ]);
    // The mould only reaches 0.5 log at day 28: criterion B at best.
    const onlyB = await call('PUT', `/api/lab/challenge-tests/${test.id}`, {
      startedOn: '2026-10-01',
      results: results({ a_brasiliensis: { day14: '0.2', day28: '0.5' } }),
      revision: test.revision,
    });
    expect(onlyB.statusCode, onlyB.body).toBe(200);
    expect(onlyB.json().criterion).toBe('B');
    // S. aureus 2.5 log at day 14 (under 3): neither A nor B.
    const fail = await call('PUT', `/api/lab/challenge-tests/${test.id}`, {
      startedOn: '2026-10-01',
      results: results({ s_aureus: { day7: 2, day14: '2.5', day28: 3 } }),
      revision: onlyB.json().revision,
    });
    expect(fail.json().criterion).toBe('fail');
    const stale = await call('PUT', `/api/lab/challenge-tests/${test.id}`, {
      startedOn: '2026-10-01',
      results: results(),
      revision: test.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    const onBatch = (await call('GET', `/api/lab/batches/${batch.id}`)).json();
    expect(onBatch.challengeTests.map((c: { criterion: string }) => c.criterion)).toEqual(['fail']);
  });

  it('answers 400 with the message for a missing strain, a bad log reduction or date, and no revision', async () => {
    const cream = await createCream();
    const batch = await completedBatch(cream.id);
    const { e_coli: _, ...withoutEcoli } = results();
    const cases: [object, string, string][] = [
      [
        { startedOn: '2026-10-01', results: withoutEcoli },
        'results.e_coli',
        'Every strain needs its log reductions',
      ],
      [
        { startedOn: '2026-10-01', results: results({ c_albicans: { day14: 11, day28: 2 } }) },
        'results.c_albicans.day14',
        'A log reduction must be between -10 and 10',
      ],
      [
        { startedOn: '2026-10-01', results: results({ c_albicans: { day14: '1.234', day28: 2 } }) },
        'results.c_albicans.day14',
        'A log reduction can have at most 2 decimal places',
      ],
      [{ startedOn: '1 Oct', results: results() }, 'startedOn', 'Start date must be a date (YYYY-MM-DD)'],
    ];
    const before = await labCounts();
    for (const [body, field, message] of cases) {
      const response = await call('POST', `/api/lab/batches/${batch.id}/challenge-tests`, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    expect(await labCounts()).toEqual(before);
    const created = (
      await call('POST', `/api/lab/batches/${batch.id}/challenge-tests`, {
        startedOn: '2026-10-01',
        results: results(),
      })
    ).json();
    const noRevision = await call('PUT', `/api/lab/challenge-tests/${created.id}`, {
      startedOn: '2026-10-01',
      results: results(),
    });
    expect(noRevision.json()).toEqual({
      message: 'Revision is required',
      fieldErrors: { revision: ['Revision is required'] },
    });
  });

  it('answers 404 for an unknown batch or test, 401 signed out, 403 to roles that do not record lab work', async () => {
    const cream = await createCream();
    const batch = await completedBatch(cream.id);
    const body = { startedOn: '2026-10-01', results: results() };
    const created = (await call('POST', `/api/lab/batches/${batch.id}/challenge-tests`, body)).json();
    expect((await call('POST', `/api/lab/batches/${randomUUID()}/challenge-tests`, body)).json()).toEqual({
      message: 'Lab batch not found',
    });
    const missing = await call('PUT', `/api/lab/challenge-tests/${randomUUID()}`, { ...body, revision: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Challenge test not found' });
    const before = await labCounts();
    const requests = [
      ['POST', `/api/lab/batches/${batch.id}/challenge-tests`, body],
      ['PUT', `/api/lab/challenge-tests/${created.id}`, { ...body, revision: created.revision }],
    ] as const;
    for (const [method, url, payload] of requests) {
      expect((await call(method, url, payload, '')).json()).toEqual({ message: 'Unauthorized' });
      for (const role of ['viewer', 'product_manager']) {
        const response = await call(method, url, payload, await t.signInAs(role));
        expect(response.statusCode, `${role} ${method}`).toBe(403);
      }
    }
    expect(await labCounts()).toEqual(before);
  });
});
