import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormulation, createRawMaterial, formulationPayload } from '../support/factories.ts';
import {
  put,
  startFormulationsApp,
  stopFormulationsApp,
  storedFormulation,
  t,
  tableCounts,
  writer,
} from '../support/formulations-app.ts';

/**
 * Who may call the formulation routes (docs/product-rules.md, "Sign-in and permissions"): 401 signed out, 403 to the read-only
 * roles, 404 for an unknown or malformed id; a refused request writes nothing.
 */
beforeAll(startFormulationsApp);
afterAll(stopFormulationsApp);

describe('access', () => {
  it('answers 401 on every formulation endpoint when signed out', async () => {
    const id = randomUUID();
    const requests = [
      { method: 'GET', url: '/api/formulations' },
      { method: 'GET', url: `/api/formulations/${id}` },
      { method: 'GET', url: `/api/formulations/${id}/ingredients` },
      { method: 'GET', url: `/api/formulations/${id}/versions` },
      { method: 'GET', url: `/api/formulations/${id}/status-history` },
      { method: 'POST', url: '/api/formulations', payload: formulationPayload([randomUUID()]) },
      { method: 'PUT', url: `/api/formulations/${id}`, payload: formulationPayload([randomUUID()]) },
      { method: 'POST', url: `/api/formulations/${id}/duplicate` },
      { method: 'DELETE', url: `/api/formulations/${id}` },
    ] as const;
    const before = await tableCounts();
    for (const request of requests) {
      const response = await t.call({ ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it.each(['viewer', 'finance_analyst'])(
    'answers 403 to %s on every write and changes nothing',
    async (role) => {
      const rawMaterial = await createRawMaterial(t, writer);
      const created = await createFormulation(t, writer, [rawMaterial.id]);
      const cookie = await t.signInAs(role);
      const before = await tableCounts();
      const requests = [
        { method: 'POST', url: '/api/formulations', payload: formulationPayload([rawMaterial.id]) },
        {
          method: 'PUT',
          url: `/api/formulations/${created.id}`,
          payload: { ...formulationPayload([rawMaterial.id]), revision: 1 },
        },
        { method: 'POST', url: `/api/formulations/${created.id}/duplicate` },
        { method: 'DELETE', url: `/api/formulations/${created.id}` },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      expect(await tableCounts()).toEqual(before);
      expect(await storedFormulation(created.id)).toMatchObject({ name: created.name, revision: 1 });
    },
  );

  it.each(['admin', 'editor', 'product_manager'])('lets %s create, edit and delete', async (role) => {
    const cookie = await t.signInAs(role);
    const rawMaterial = await createRawMaterial(t, writer);
    const created = await createFormulation(t, cookie, [rawMaterial.id]);
    expect(
      (await put(created.id, { ...formulationPayload([rawMaterial.id]), revision: 1 }, cookie)).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/formulations/${created.id}`, cookie })).statusCode,
    ).toBe(204);
  });
});

describe('404', () => {
  it.each([randomUUID(), 'not-a-uuid', '12345'])(
    'answers 404 "Formulation not found" for id %s everywhere',
    async (id) => {
      const rawMaterial = await createRawMaterial(t, writer);
      const before = await tableCounts();
      const requests = [
        { method: 'GET', url: `/api/formulations/${id}` },
        { method: 'GET', url: `/api/formulations/${id}/ingredients` },
        { method: 'GET', url: `/api/formulations/${id}/versions` },
        { method: 'GET', url: `/api/formulations/${id}/status-history` },
        {
          method: 'PUT',
          url: `/api/formulations/${id}`,
          payload: { ...formulationPayload([rawMaterial.id]), revision: 1 },
        },
        { method: 'POST', url: `/api/formulations/${id}/duplicate` },
        { method: 'DELETE', url: `/api/formulations/${id}` },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie: writer });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Formulation not found' });
      }
      expect(await tableCounts()).toEqual(before);
    },
  );
});
