import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRawMaterial, rawMaterialPayload } from '../support/factories.ts';
import {
  put,
  startRawMaterialsApp,
  stopRawMaterialsApp,
  storedRawMaterial,
  t,
  tableCounts,
  writer,
} from '../support/raw-materials-app.ts';

/**
 * Who may call the raw material routes (docs/product-rules.md, "Sign-in and permissions"): 401 signed out, 403 to viewer and
 * finance_analyst, the writer roles allowed, 404 for an unknown or malformed id; a refusal writes nothing.
 */
beforeAll(startRawMaterialsApp);
afterAll(stopRawMaterialsApp);

describe('access', () => {
  it('answers 401 on every ingredient endpoint when signed out', async () => {
    const id = randomUUID();
    const requests = [
      { method: 'GET', url: '/api/ingredients' },
      { method: 'GET', url: `/api/ingredients/${id}` },
      { method: 'GET', url: `/api/ingredients/${id}/where-used` },
      { method: 'POST', url: '/api/ingredients', payload: rawMaterialPayload() },
      { method: 'PUT', url: `/api/ingredients/${id}`, payload: { ...rawMaterialPayload(), revision: 1 } },
      { method: 'DELETE', url: `/api/ingredients/${id}` },
      { method: 'POST', url: '/api/ingredients/import', payload: { csv: 'name\nx\n' } },
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
      const created = await createRawMaterial(t, writer);
      const cookie = await t.signInAs(role);
      const before = await tableCounts();
      const requests = [
        { method: 'POST', url: '/api/ingredients', payload: rawMaterialPayload() },
        {
          method: 'PUT',
          url: `/api/ingredients/${created.id}`,
          payload: { ...rawMaterialPayload(), revision: 1 },
        },
        { method: 'DELETE', url: `/api/ingredients/${created.id}` },
        {
          method: 'POST',
          url: '/api/ingredients/import',
          payload: { csv: 'name,description,category,unitCost\nSneaky,Row,base,1\n' },
        },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      expect(await tableCounts()).toEqual(before);
      expect(await storedRawMaterial(created.id)).toMatchObject({ name: created.name, revision: 1 });
    },
  );

  it.each(['admin', 'editor', 'rd_scientist'])('lets %s create, edit and delete', async (role) => {
    const cookie = await t.signInAs(role);
    const created = await createRawMaterial(t, cookie);
    expect((await put(created.id, { ...rawMaterialPayload(), revision: 1 }, cookie)).statusCode).toBe(200);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/ingredients/${created.id}`, cookie })).statusCode,
    ).toBe(204);
  });
});

describe('404', () => {
  it.each([randomUUID(), 'not-a-uuid'])(
    'answers 404 "Ingredient not found" for id %s everywhere',
    async (id) => {
      const before = await tableCounts();
      const requests = [
        { method: 'GET', url: `/api/ingredients/${id}` },
        { method: 'GET', url: `/api/ingredients/${id}/where-used` },
        { method: 'PUT', url: `/api/ingredients/${id}`, payload: { ...rawMaterialPayload(), revision: 1 } },
        { method: 'DELETE', url: `/api/ingredients/${id}` },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie: writer });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Ingredient not found' });
      }
      expect(await tableCounts()).toEqual(before);
    },
  );
});
