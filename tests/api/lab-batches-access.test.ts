import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBatch, createCream, labCounts, startLabApp, stopLabApp, t } from '../support/lab-app.ts';

/** Who may call the lab batch routes: 401 signed out, 403 to the roles that do not record lab work (ADR 051). */
beforeAll(startLabApp);
afterAll(stopLabApp);

const weigh = (batchId: string, lineId: string, body: object, cookie?: string) =>
  call('PATCH', `/api/lab/batches/${batchId}/lines/${lineId}`, body, cookie);

describe('access', () => {
  it('answers 401 signed out and 403 to roles that do not record lab work, changing nothing', async () => {
    const cream = await createCream();
    const batch = await createBatch(cream.id);
    const line = batch.lines[0]!;
    const writes: { method: string; url: string; payload?: object }[] = [
      { method: 'POST', url: '/api/lab/batches', payload: { formulationId: cream.id, size: 1, unit: 'kg' } },
      { method: 'PATCH', url: `/api/lab/batches/${batch.id}`, payload: { notes: 'x', revision: 1 } },
      { method: 'DELETE', url: `/api/lab/batches/${batch.id}` },
      { method: 'PATCH', url: `/api/lab/batches/${batch.id}/lines/${line.id}`, payload: { actualWeight: 1 } },
      {
        method: 'PUT',
        url: `/api/lab/batches/${batch.id}/measurements`,
        payload: { revision: 1, measurements: {} },
      },
    ];
    const reads: { method: string; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/lab/batches' },
      { method: 'GET', url: `/api/lab/batches/${batch.id}` },
    ];
    const before = await labCounts();
    for (const request of [...writes, ...reads]) {
      const response = await call(request.method, request.url, request.payload, '');
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    for (const role of ['viewer', 'product_manager', 'procurement_specialist', 'finance_analyst']) {
      const cookie = await t.signInAs(role);
      for (const request of writes) {
        const response = await call(request.method, request.url, request.payload, cookie);
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      for (const request of reads)
        expect((await call(request.method, request.url, undefined, cookie)).statusCode).toBe(200);
    }
    expect(await labCounts()).toEqual(before);
    for (const role of ['quality_regulatory', 'editor', 'admin']) {
      const cookie = await t.signInAs(role);
      expect((await weigh(batch.id, line.id, { lotNumber: role }, cookie)).statusCode, role).toBe(200);
    }
  });
});
