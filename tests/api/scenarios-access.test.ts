import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  create,
  marketInput,
  post,
  startScenariosApp,
  stopScenariosApp,
  stored,
  t,
  tableCounts,
  writer,
} from '../support/scenarios-app.ts';

/**
 * Who may call the scenario routes (docs/product-rules.md, "Sign-in and permissions"): 401 signed out, 403 to viewer and
 * rd_scientist, the writer roles allowed, 404 for an unknown or malformed id; a refused request writes
 * nothing.
 */
beforeAll(startScenariosApp);
afterAll(stopScenariosApp);

const FORBIDDEN = { message: 'You do not have permission to do this.' };

describe('access', () => {
  const requests = (id: string) =>
    [
      { method: 'POST', url: '/api/scenarios', payload: marketInput() },
      { method: 'PUT', url: `/api/scenarios/${id}`, payload: { ...marketInput(), revision: 1 } },
      { method: 'DELETE', url: `/api/scenarios/${id}` },
      { method: 'POST', url: `/api/scenarios/${id}/run`, payload: {} },
      { method: 'POST', url: `/api/scenarios/${id}/copy`, payload: {} },
      { method: 'POST', url: `/api/scenarios/${id}/archive`, payload: {} },
    ] as const;

  it('answers 401 on every endpoint when signed out', async () => {
    const created = await create();
    const before = await tableCounts();
    for (const request of [
      { method: 'GET', url: '/api/scenarios' },
      { method: 'GET', url: `/api/scenarios/${created.id}` },
      ...requests(created.id),
    ] as const) {
      const response = await t.call({ ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it.each(['viewer', 'rd_scientist'])(
    'answers 403 to %s on every write and changes nothing',
    async (role) => {
      const created = await create();
      const cookie = await t.signInAs(role);
      const before = await tableCounts();
      for (const request of requests(created.id)) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
      }
      expect(await tableCounts()).toEqual(before);
      expect(await stored(created.id)).toMatchObject({ status: 'draft', revision: 1 });
    },
  );

  it.each(['admin', 'editor', 'product_manager'])('lets %s create, run, copy and delete', async (role) => {
    const cookie = await t.signInAs(role);
    const created = (await post('/api/scenarios', marketInput(), cookie)).json();
    expect((await post(`/api/scenarios/${created.id}/run`, {}, cookie)).statusCode).toBe(200);
    expect((await post(`/api/scenarios/${created.id}/copy`, {}, cookie)).statusCode).toBe(201);
    expect((await t.call({ method: 'DELETE', url: `/api/scenarios/${created.id}`, cookie })).statusCode).toBe(
      204,
    );
  });
});

describe('404', () => {
  it.each([randomUUID(), 'not-a-uuid'])(
    'answers 404 "Scenario not found" for id %s everywhere',
    async (id) => {
      const before = await tableCounts();
      for (const request of [
        { method: 'GET', url: `/api/scenarios/${id}` },
        { method: 'PUT', url: `/api/scenarios/${id}`, payload: { ...marketInput(), revision: 1 } },
        { method: 'DELETE', url: `/api/scenarios/${id}` },
        { method: 'POST', url: `/api/scenarios/${id}/run`, payload: {} },
        { method: 'POST', url: `/api/scenarios/${id}/copy`, payload: {} },
        { method: 'POST', url: `/api/scenarios/${id}/archive`, payload: {} },
      ] as const) {
        const response = await t.call({ ...request, cookie: writer });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Scenario not found' });
      }
      expect(await tableCounts()).toEqual(before);
    },
  );
});
