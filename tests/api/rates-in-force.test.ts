import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../src/server/db/schema.ts';
import { enqueueJob } from '../../src/server/jobs/enqueue.ts';
import { createFormulation, createRawMaterial, createSupplier } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A rate dated ahead (ADR 062) reprices nothing when it is entered; the daily `rates_in_force` job prices again,
 * on its day, the raw materials whose preferred offer is in that currency, and recomputes their formulations.
 */
let t: TestApp;
let buyer: string;
beforeAll(async () => {
  t = await buildTestApp();
  buyer = await t.signInAs('procurement_specialist');
});
afterAll(async () => t.close());

const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const response = await t.call({ method, url, payload, cookie: buyer });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const jobsLeft = async () =>
  (await t.database.pool.query(`select count(*)::int as n from graphile_worker.jobs`)).rows[0].n as number;

describe('exchange rates coming into force', () => {
  it('reprices on the day a dated rate arrives, not before', async () => {
    const scientist = await t.signInAs('rd_scientist');
    const glycerin = await createRawMaterial(t, scientist, { unitCost: '2.40', unit: 'lb' });
    const formulation = await createFormulation(t, scientist, [{ ingredientId: glycerin.id, ounces: '100' }]);
    await send('POST', '/api/exchange-rates', { currency: 'EUR', rate: '1.10', validFrom: '2020-01-01' });
    const supplier = await createSupplier(t, buyer);
    const offer = await send('POST', `/api/ingredients/${glycerin.id}/offers`, {
      supplierId: supplier.id,
      price: '2.00',
      currency: 'EUR',
      unit: 'lb',
    });
    await send('PUT', `/api/ingredients/${glycerin.id}/offers/${offer.id}`, {
      supplierId: supplier.id,
      price: '2.00',
      currency: 'EUR',
      unit: 'lb',
      preferred: true,
      revision: offer.revision,
    });
    // EUR 2.00/lb x 1.10 = $2.20/lb = $0.1375/oz; the 100 oz recipe in a 1000 oz batch: 1000 x 0.1375 = $137.50.
    const cost = async () =>
      (await t.call({ method: 'GET', url: `/api/formulations/${formulation.id}`, cookie: buyer })).json()
        .totalCost;
    expect(await cost()).toBe('137.5000');

    // 1.30 from tomorrow: entered today, it changes nothing yet.
    const ahead = await send('POST', '/api/exchange-rates', {
      currency: 'EUR',
      rate: '1.30',
      validFrom: day(1),
    });
    expect(ahead.recomputedFormulations).toBe(0);
    await enqueueJob(t.database.db, 'rates_in_force', { day: day(1) });
    await expect.poll(jobsLeft, { timeout: 10_000 }).toBe(0);
    expect(await cost()).toBe('137.5000');

    // The day arrives (the calendar moved to the rate's date: nobody edits the rate) and the daily run for it
    // prices again: 2.00 x 1.30 = $2.60/lb = $0.1625/oz; 1000 x 0.1625 = $162.50.
    await t.directWrite(() =>
      t.database.db
        .update(exchangeRates)
        .set({ validFrom: day(0) })
        .where(eq(exchangeRates.id, ahead.id)),
    );
    await enqueueJob(t.database.db, 'rates_in_force', { day: day(0) });
    await expect.poll(cost, { timeout: 10_000 }).toBe('162.5000');
    const history = (
      await t.call({ method: 'GET', url: `/api/ingredients/${glycerin.id}/price-history`, cookie: buyer })
    ).json() as { reason: string }[];
    expect(history.map((entry) => entry.reason)).toContain('EUR rate changed');
  });

  it('does nothing on a day no rate starts', async () => {
    expect(await t.app.services.supply.rates.bringIntoForce('2001-02-03')).toEqual({
      currencies: [],
      recomputedFormulations: 0,
    });
  });
});
