import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFormulation,
  createRawMaterial,
  createSupplier,
  rawMaterialPayload,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Offers (ADR 061) and exchange rates (ADR 062): the preferred offer drives the spec's unitCost, unit and
 * supplierId; making an EUR offer preferred, or a new EUR rate, recomputes the formulations. Every figure below
 * is worked by hand in the comments.
 */
let t: TestApp;
let scientist: string;
let buyer: string;
beforeAll(async () => {
  t = await buildTestApp();
  scientist = await t.signInAs('rd_scientist');
  buyer = await t.signInAs('procurement_specialist');
});
afterAll(async () => t.close());

const get = async (url: string, cookie = buyer) => {
  const response = await t.call({ method: 'GET', url, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = buyer) =>
  t.call({ method, url, payload, cookie });

const eurOffer = (supplierId: string, overrides: object = {}) => ({
  supplierId,
  supplierProductName: 'Glycerine 99.7 % EP',
  supplierCode: 'GLY-997',
  price: '2.00',
  currency: 'eur',
  unit: 'lb',
  packSize: '55',
  moq: '110',
  leadTimeDays: 21,
  validFrom: '2026-01-01',
  validTo: '2027-12-31',
  ...overrides,
});

/** Glycerin at $2.40/lb ($0.15/oz) beside $1.20/oz niacinamide: 300 oz + 700 oz, batch 1000 oz, unit 50 oz. */
async function setUp() {
  const glycerin = await createRawMaterial(t, scientist, {
    unitCost: '2.40',
    unit: 'lb',
    category: 'humectant',
  });
  const other = await createRawMaterial(t, scientist, { unitCost: '1.20', unit: 'oz' });
  const formulation = await createFormulation(t, scientist, [
    { ingredientId: glycerin.id, ounces: '300' },
    { ingredientId: other.id, ounces: '700' },
  ]);
  // C = 300 x 0.15 + 700 x 1.20 = 45 + 840 = 885; costPerUnit = 885 x 50 / 1000 = 44.25.
  expect(formulation.totalCost).toBe('885.0000');
  return { glycerin, formulation };
}

describe('offers and exchange rates', () => {
  it('gives an existing raw material one preferred offer, switches to an EUR offer and follows a new rate', async () => {
    const { glycerin, formulation } = await setUp();
    const offers = await get(`/api/ingredients/${glycerin.id}/offers`);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ preferred: true, price: '2.400000', currency: 'USD', unit: 'lb' });
    expect(offers[0].costPerOunce).toBe('0.150000');

    // 1 EUR = 1.10 USD from 2020 on.
    const rate = await send('POST', '/api/exchange-rates', {
      currency: 'EUR',
      rate: '1.10',
      validFrom: '2020-01-01',
    });
    expect(rate.statusCode, rate.body).toBe(201);
    expect(rate.json()).toMatchObject({ currency: 'EUR', rate: '1.10000000', recomputedFormulations: 0 });

    const supplier = await createSupplier(t, buyer);
    const added = await send('POST', `/api/ingredients/${glycerin.id}/offers`, eurOffer(supplier.id));
    expect(added.statusCode, added.body).toBe(201);
    // EUR 2.00/lb x 1.10 = USD 2.20/lb = 2.20 / 16 = USD 0.1375/oz; not preferred: nothing recomputed.
    expect(added.json()).toMatchObject({
      currency: 'EUR',
      preferred: false,
      costPerOunce: '0.137500',
      supplierName: supplier.name,
      recomputedFormulations: 0,
    });
    expect((await get(`/api/ingredients/${glycerin.id}`)).unitCost).toBe('2.400000');

    // What switching changes: -0.0125 $/oz; per unit 300 x -0.0125 x 50 / 1000 = -0.1875; x 10,000 a year.
    const comparison = await get(`/api/ingredients/${glycerin.id}/offer-comparison`);
    expect(comparison.companyCurrency).toBe('USD');
    const candidate = comparison.offers.find(
      (o: { offer: { id: string } }) => o.offer.id === added.json().id,
    );
    expect(candidate.costPerOunceChange).toBe('-0.012500');
    expect(candidate.formulations).toEqual([
      {
        formulationId: formulation.id,
        name: formulation.name,
        version: 1,
        perUnit: '-0.1875',
        perYear: '-1875.00',
        yearlyVolume: '10000',
        assumedVolume: true,
      },
    ]);

    const preferred = await send('PUT', `/api/ingredients/${glycerin.id}/offers/${added.json().id}`, {
      ...eurOffer(supplier.id),
      preferred: true,
      revision: added.json().revision,
    });
    expect(preferred.statusCode, preferred.body).toBe(200);
    expect(preferred.json().recomputedFormulations).toBe(1);
    const switched = await get(`/api/ingredients/${glycerin.id}`);
    expect(switched).toMatchObject({ unitCost: '2.200000', unit: 'lb', supplierId: supplier.id });
    // 300 x 0.1375 + 840 = 881.25; per unit 881.25 x 50 / 1000 = 44.0625.
    expect(await get(`/api/formulations/${formulation.id}`, scientist)).toMatchObject({
      totalCost: '881.2500',
      costPerUnit: '44.0625',
    });
    const [first, second] = await get(`/api/ingredients/${glycerin.id}/offers`);
    expect([first.id, first.preferred, second.preferred]).toEqual([added.json().id, true, false]);

    // EUR at 1.20 from today: 2.00 x 1.20 = 2.40/lb again, 0.15/oz, 885.
    const today = new Date().toISOString().slice(0, 10);
    const raised = await send('POST', '/api/exchange-rates', {
      currency: 'EUR',
      rate: '1.2',
      validFrom: today,
    });
    expect(raised.json().recomputedFormulations).toBe(1);
    expect((await get(`/api/ingredients/${glycerin.id}`)).unitCost).toBe('2.400000');
    expect((await get(`/api/formulations/${formulation.id}`, scientist)).totalCost).toBe('885.0000');
    // A rate dated ahead is not in force yet.
    const ahead = await send('POST', '/api/exchange-rates', {
      currency: 'EUR',
      rate: '2',
      validFrom: '2999-01-01',
    });
    expect(ahead.json().recomputedFormulations).toBe(0);
    expect((await get(`/api/ingredients/${glycerin.id}`)).unitCost).toBe('2.400000');

    const history = await get(`/api/ingredients/${glycerin.id}/price-history`);
    expect(
      history.map((h: { unitCost: string; currency: string; reason: string }) => [
        h.unitCost,
        h.currency,
        h.reason,
      ]),
    ).toEqual([
      ['2.400000', 'USD', 'Created'],
      ['2.200000', 'EUR', 'Offer made preferred'],
      ['2.400000', 'EUR', 'EUR rate changed'],
    ]);
    expect(history[1].changedBy).toBeTruthy();

    const rates = await get('/api/exchange-rates');
    expect(rates.filter((r: { currency: string }) => r.currency === 'EUR')).toHaveLength(3);
  });

  it('keeps the preferred offer in step with the raw material form', async () => {
    const { glycerin } = await setUp();
    const supplier = await createSupplier(t, buyer);
    const current = await get(`/api/ingredients/${glycerin.id}`);
    const saved = await send('PUT', `/api/ingredients/${glycerin.id}`, {
      ...rawMaterialPayload({ ...current, unitCost: '3.20', unit: 'kg', supplierId: supplier.id }),
      revision: current.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [offer] = await get(`/api/ingredients/${glycerin.id}/offers`);
    expect(offer).toMatchObject({
      preferred: true,
      price: '3.200000',
      unit: 'kg',
      currency: 'USD',
      supplierId: supplier.id,
    });
    const history = await get(`/api/ingredients/${glycerin.id}/price-history`);
    expect(history.at(-1)).toMatchObject({ unitCost: '3.200000', unit: 'kg', reason: 'Raw material edited' });
  });

  it('answers 400, 404 and 409 where they apply', async () => {
    const { glycerin } = await setUp();
    const url = `/api/ingredients/${glycerin.id}/offers`;
    const bad = await send('POST', url, { price: '0', currency: 'ABC', unit: 'cup' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      price: ['Price must be greater than 0'],
      currency: ['Currency must be an ISO 4217 code such as USD or EUR'],
      unit: ['Unit must be oz, lb, g, kg, fl oz, gal, mL or L'],
    });
    const noRate = await send('POST', url, { price: '3', currency: 'CHF', unit: 'kg', preferred: true });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().message).toMatch(/^No exchange rate for CHF/);
    const unknownSupplier = await send('POST', url, {
      supplierId: randomUUID(),
      price: '3',
      currency: 'USD',
      unit: 'kg',
    });
    expect(unknownSupplier.json().fieldErrors).toEqual({ supplierId: ['Supplier not found'] });

    expect(
      (
        await send('POST', `/api/ingredients/${randomUUID()}/offers`, {
          price: '3',
          currency: 'USD',
          unit: 'kg',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/ingredients/${randomUUID()}/offers`, cookie: buyer }))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', `${url}/${randomUUID()}`)).statusCode).toBe(404);

    const [preferred] = await get(url);
    const unprefer = await send('PUT', `${url}/${preferred.id}`, { ...preferred, preferred: false });
    expect(unprefer.statusCode).toBe(400);
    expect(unprefer.json().fieldErrors.preferred).toHaveLength(1);
    expect((await send('DELETE', `${url}/${preferred.id}`)).statusCode).toBe(409);

    const other = (await send('POST', url, { price: '3', currency: 'USD', unit: 'kg' })).json();
    const stale = await send('PUT', `${url}/${other.id}`, { ...other, revision: other.revision + 1 });
    expect(stale.statusCode).toBe(409);
    expect((await send('DELETE', `${url}/${other.id}`)).statusCode).toBe(204);
    expect(await get(url)).toHaveLength(1);

    const duplicate = { currency: 'GBP', rate: '1.27', validFrom: '2021-03-01' };
    expect((await send('POST', '/api/exchange-rates', duplicate)).statusCode).toBe(201);
    expect((await send('POST', '/api/exchange-rates', duplicate)).statusCode).toBe(409);
    const company = await send('POST', '/api/exchange-rates', { ...duplicate, currency: 'USD' });
    expect(company.json().fieldErrors.currency).toEqual(['USD is the company currency: it converts at 1']);
    const badRate = await send('POST', '/api/exchange-rates', {
      currency: 'GBP',
      rate: '-1',
      validFrom: '2021/03/01',
    });
    expect(Object.keys(badRate.json().fieldErrors).sort()).toEqual(['rate', 'validFrom']);
  });

  it('imports rates from a CSV and reports bad rows', async () => {
    const response = await send('POST', '/api/exchange-rates/import', {
      csv: 'currency,rate,validFrom\nJPY,0.0067,2022-01-01\nNOPE,1,2022-01-01\nJPY,0.0068,2022-01-01\n',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().accepted).toBe(1);
    expect(response.json().rejected.map((r: { row: number }) => r.row)).toEqual([3, 4]);
  });

  it('refuses signed-out callers (401) and read-only roles (403)', async () => {
    const { glycerin } = await setUp();
    const url = `/api/ingredients/${glycerin.id}/offers`;
    const [offer] = await get(url);
    const writes = [
      { method: 'POST', url, payload: { price: '3', currency: 'USD', unit: 'kg' } },
      { method: 'PUT', url: `${url}/${offer.id}`, payload: { ...offer } },
      { method: 'DELETE', url: `${url}/${offer.id}` },
      {
        method: 'POST',
        url: '/api/exchange-rates',
        payload: { currency: 'EUR', rate: '1', validFrom: '2020-01-02' },
      },
      { method: 'POST', url: '/api/exchange-rates/import', payload: { csv: 'currency,rate,validFrom\n' } },
    ] as const;
    const reads = [
      url,
      `/api/ingredients/${glycerin.id}/offer-comparison`,
      `/api/ingredients/${glycerin.id}/price-history`,
      '/api/exchange-rates',
    ];
    for (const request of [...writes, ...reads.map((u) => ({ method: 'GET', url: u }) as const)]) {
      expect((await t.call(request)).statusCode, `${request.method} ${request.url}`).toBe(401);
    }
    const viewer = await t.signInAs('viewer');
    for (const request of writes) {
      expect(
        (await t.call({ ...request, cookie: viewer })).statusCode,
        `${request.method} ${request.url}`,
      ).toBe(403);
    }
    for (const u of reads)
      expect((await t.call({ method: 'GET', url: u, cookie: viewer })).statusCode).toBe(200);
  });
});
