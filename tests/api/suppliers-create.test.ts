import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf, createSupplier, supplierPayload, uniqueName } from '../support/factories.ts';
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
 * POST /api/suppliers and the supplier form's validation (docs/product-rules.md, "The web app", "API conventions"): rating and minimum order as
 * text, the spec client's defaults, no mass assignment; a refused request writes nothing.
 */
beforeAll(startSuppliersApp);
afterAll(stopSuppliersApp);

describe('POST /api/suppliers', () => {
  it("creates a supplier from the spec's payload (rating and minimum order as text)", async () => {
    const payload = {
      name: uniqueName('Green Botanicals'),
      contactEmail: 'orders@greenbotanicals.example.com',
      contactPhone: '+33 1 23 45 67 89',
      address: '12 Rue des Plantes, Grasse',
      country: 'France',
      website: 'https://greenbotanicals.example.com',
      rating: '4.5',
      certifications: ['organic', 'fair_trade', 'iso_9001', 'cruelty_free'],
      sustainabilityScore: 85,
      leadTimedays: 14,
      minimumOrderValue: '250.00',
    };
    const response = await t.call({ method: 'POST', url: '/api/suppliers', payload, cookie: writer });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...payload,
      ingredientCount: 0,
      revision: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await storedSupplier(body.id)).toMatchObject({
      rating: '4.5',
      minimumOrderValue: '250.00',
      leadTimeDays: 14,
    });
    const activity = await activityOf(t, body.id);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      action: 'supplier_create',
      entityType: 'supplier',
      userId: writerId,
      description: `Added supplier "${payload.name}"`,
    });
  });

  it("applies the spec client's defaults when the optional fields are left out", async () => {
    // The client omits contactEmail and website when empty; rating "0.0", score 0, lead 0, minimum "0.00".
    const response = await t.call({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: uniqueName('Bare Supplier'), certifications: [] },
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      contactEmail: null,
      contactPhone: null,
      address: null,
      country: null,
      website: null,
      rating: '0.0',
      certifications: [],
      sustainabilityScore: 0,
      leadTimedays: 0,
      minimumOrderValue: '0.00',
    });
  });

  it('stores empty e-mail and website as none, and rounds the rating to one decimal', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/suppliers',
      payload: supplierPayload({ contactEmail: '', website: '', rating: 4.45, minimumOrderValue: 99.999 }),
      cookie: writer,
    });
    expect(response.statusCode).toBe(201);
    // 4.45 -> 4.5 and 99.999 -> 100.00, half up
    expect(response.json()).toMatchObject({
      contactEmail: null,
      website: null,
      rating: '4.5',
      minimumOrderValue: '100.00',
    });
  });

  it('drops fields a client may not set', async () => {
    const id = randomUUID();
    const response = await t.call({
      method: 'POST',
      url: '/api/suppliers',
      payload: supplierPayload({ id, ingredientCount: 99, revision: 42 }),
      cookie: writer,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ingredientCount: 0, revision: 1 });
    expect(response.json().id).not.toBe(id);
  });
});

describe('validation (the shared form schema messages, nothing written)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '' }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['an invalid e-mail', { contactEmail: 'not-an-email' }, 'contactEmail', 'Invalid email'],
    ['an e-mail without a domain', { contactEmail: 'sales@' }, 'contactEmail', 'Invalid email'],
    ['an invalid URL', { website: 'not a url' }, 'website', 'Invalid URL'],
    ['a javascript: URL', { website: 'javascript:alert(1)' }, 'website', 'Invalid URL'],
    ['an ftp URL', { website: 'ftp://files.example.com' }, 'website', 'Invalid URL'],
    ['a rating above 5', { rating: '5.1' }, 'rating', 'Rating must be between 0 and 5'],
    ['a negative rating', { rating: -1 }, 'rating', 'Rating must be between 0 and 5'],
    [
      'a sustainability score of 101',
      { sustainabilityScore: 101 },
      'sustainabilityScore',
      'Sustainability score must be between 0 and 100',
    ],
    ['a negative lead time', { leadTimedays: -1 }, 'leadTimedays', 'Lead time must be 0 days or more'],
    [
      'a negative minimum order',
      { minimumOrderValue: '-1.00' },
      'minimumOrderValue',
      'Minimum order value must be 0 or more',
    ],
    ['an unknown certification', { certifications: ['halal'] }, 'certifications.0', 'Unknown certification'],
  ];

  it.each(cases)(
    'POST with %s answers 400 with the field message',
    async (_label, overrides, field, message) => {
      const before = await tableCounts();
      const response = await t.call({
        method: 'POST',
        url: '/api/suppliers',
        payload: supplierPayload(overrides),
        cookie: writer,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe(message);
      expect(body.fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it.each(cases.filter((_, index) => index % 2 === 0))(
    'PUT with %s answers 400 and leaves the supplier as it was',
    async (_label, overrides, field, message) => {
      const created = await createSupplier(t, writer);
      const before = await tableCounts();
      const response = await put(created.id, { ...supplierPayload(overrides), revision: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
      expect(await storedSupplier(created.id)).toMatchObject({ name: created.name, revision: 1 });
    },
  );

  it('refuses a malformed list query', async () => {
    expect((await get('/api/suppliers?sort=country')).statusCode).toBe(400);
    expect((await get('/api/suppliers?offset=-1')).statusCode).toBe(400);
  });
});
