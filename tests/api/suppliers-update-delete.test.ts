import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf, createRawMaterial, createSupplier, supplierPayload } from '../support/factories.ts';
import {
  get,
  put,
  startSuppliersApp,
  stopSuppliersApp,
  storedSupplier,
  t,
  tableCounts,
  writer,
  writerId,
} from '../support/suppliers-app.ts';

/**
 * PUT and DELETE /api/suppliers/{id} (docs/product-rules.md, "Records"): an edit sends the revision it read, a stale or missing one
 * changes nothing; deleting a supplier sets its ingredients' supplier to none.
 */
beforeAll(startSuppliersApp);
afterAll(stopSuppliersApp);

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

describe('PUT /api/suppliers/{id}', () => {
  it('edits with the revision read and logs it', async () => {
    const created = await createSupplier(t, writer);
    const payload = supplierPayload({
      name: `${created.name} Ltd`,
      rating: '3.7',
      certifications: ['iso_14001', 'sustainable'],
      leadTimedays: '21',
      minimumOrderValue: '1250.5',
      website: '',
    });
    const response = await put(created.id, { ...payload, revision: created.revision });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      name: `${created.name} Ltd`,
      rating: '3.7',
      certifications: ['iso_14001', 'sustainable'],
      leadTimedays: 21,
      minimumOrderValue: '1250.50',
      website: null,
      revision: 2,
    });
    const activity = await activityOf(t, created.id);
    expect(activity.map((row) => row.action)).toEqual(['supplier_create', 'supplier_update']);
    expect(activity[1]).toMatchObject({
      userId: writerId,
      description: `Updated supplier "${created.name} Ltd"`,
    });
  });

  it('answers 409 to a stale revision and keeps the newer version', async () => {
    const created = await createSupplier(t, writer);
    expect(
      (await put(created.id, { ...supplierPayload({ name: 'First writer' }), revision: 1 })).statusCode,
    ).toBe(200);
    const before = await tableCounts();
    const stale = await put(created.id, { ...supplierPayload({ name: 'Second writer' }), revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    expect(await storedSupplier(created.id)).toMatchObject({ name: 'First writer', revision: 2 });
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 when the revision is missing', async () => {
    const created = await createSupplier(t, writer);
    const response = await put(created.id, supplierPayload({ name: 'No revision' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Revision is required');
    expect(await storedSupplier(created.id)).toMatchObject({ name: created.name, revision: 1 });
  });
});

describe('DELETE /api/suppliers/{id}', () => {
  it("deletes the supplier and sets its ingredients' supplier to none", async () => {
    const supplier = await createSupplier(t, writer);
    const first = await createRawMaterial(t, writer, { supplierId: supplier.id });
    const second = await createRawMaterial(t, writer, { supplierId: supplier.id });
    expect((await get(`/api/suppliers/${supplier.id}`)).json().ingredientCount).toBe(2);

    const response = await t.call({ method: 'DELETE', url: `/api/suppliers/${supplier.id}`, cookie: writer });
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/suppliers/${supplier.id}`)).statusCode).toBe(404);
    expect(await storedSupplier(supplier.id)).toBeUndefined();
    for (const rawMaterial of [first, second]) {
      const read = await get(`/api/ingredients/${rawMaterial.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ supplierId: null, supplierName: null, name: rawMaterial.name });
    }
    const activity = await activityOf(t, supplier.id);
    expect(activity.map((row) => row.action)).toEqual(['supplier_create', 'supplier_delete']);
    expect(activity[1]).toMatchObject({
      userId: writerId,
      description: `Deleted supplier "${supplier.name}"; 2 ingredient(s) now have no supplier`,
    });
  });

  it('deletes a supplier without ingredients', async () => {
    const supplier = await createSupplier(t, writer);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/suppliers/${supplier.id}`, cookie: writer })).statusCode,
    ).toBe(204);
    expect((await activityOf(t, supplier.id))[1]!.description).toBe(`Deleted supplier "${supplier.name}"`);
  });
});
