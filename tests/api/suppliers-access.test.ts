import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients } from '../../src/server/db/schema.ts';
import { createRawMaterial, createSupplier, supplierPayload } from '../support/factories.ts';
import {
  put,
  startSuppliersApp,
  stopSuppliersApp,
  storedSupplier,
  t,
  tableCounts,
  writer,
} from '../support/suppliers-app.ts';

/**
 * Who may call the supplier routes (docs/product-rules.md, "Sign-in and permissions"): 401 signed out, 403 to viewer and
 * rd_scientist, admin and editor allowed, 404 for an unknown or malformed id, and ingredients still readable
 * after their supplier is gone.
 */
beforeAll(startSuppliersApp);
afterAll(stopSuppliersApp);

describe('access', () => {
  it('answers 401 on every supplier endpoint when signed out', async () => {
    const id = randomUUID();
    const requests = [
      { method: 'GET', url: '/api/suppliers' },
      { method: 'GET', url: `/api/suppliers/${id}` },
      { method: 'POST', url: '/api/suppliers', payload: supplierPayload() },
      { method: 'PUT', url: `/api/suppliers/${id}`, payload: { ...supplierPayload(), revision: 1 } },
      { method: 'DELETE', url: `/api/suppliers/${id}` },
      { method: 'POST', url: '/api/suppliers/import', payload: { csv: 'name\nx\n' } },
    ] as const;
    const before = await tableCounts();
    for (const request of requests) {
      const response = await t.call({ ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it.each(['viewer', 'rd_scientist'])(
    'answers 403 to %s on every write and changes nothing',
    async (role) => {
      const created = await createSupplier(t, writer);
      const cookie = await t.signInAs(role);
      const before = await tableCounts();
      const requests = [
        { method: 'POST', url: '/api/suppliers', payload: supplierPayload() },
        {
          method: 'PUT',
          url: `/api/suppliers/${created.id}`,
          payload: { ...supplierPayload(), revision: 1 },
        },
        { method: 'DELETE', url: `/api/suppliers/${created.id}` },
        { method: 'POST', url: '/api/suppliers/import', payload: { csv: 'name\nSneaky Supplies\n' } },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      expect(await tableCounts()).toEqual(before);
      expect(await storedSupplier(created.id)).toMatchObject({ name: created.name, revision: 1 });
    },
  );

  it.each(['admin', 'editor'])('lets %s create, edit and delete', async (role) => {
    const cookie = await t.signInAs(role);
    const created = await createSupplier(t, cookie);
    expect((await put(created.id, { ...supplierPayload(), revision: 1 }, cookie)).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/suppliers/${created.id}`, cookie })).statusCode).toBe(
      204,
    );
  });
});

describe('404', () => {
  it.each([randomUUID(), 'not-a-uuid'])(
    'answers 404 "Supplier not found" for id %s everywhere',
    async (id) => {
      const before = await tableCounts();
      const requests = [
        { method: 'GET', url: `/api/suppliers/${id}` },
        { method: 'PUT', url: `/api/suppliers/${id}`, payload: { ...supplierPayload(), revision: 1 } },
        { method: 'DELETE', url: `/api/suppliers/${id}` },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie: writer });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Supplier not found' });
      }
      expect(await tableCounts()).toEqual(before);
    },
  );

  it('keeps ingredients readable after their supplier is gone (no dangling reference)', async () => {
    const supplier = await createSupplier(t, writer);
    const rawMaterial = await createRawMaterial(t, writer, { supplierId: supplier.id });
    await t.call({ method: 'DELETE', url: `/api/suppliers/${supplier.id}`, cookie: writer });
    const [row] = await t.database.db.select().from(ingredients).where(eq(ingredients.id, rawMaterial.id));
    expect(row!.supplierId).toBeNull();
  });
});
