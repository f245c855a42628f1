import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulationStatusHistory, formulations } from '../../src/server/db/schema.ts';
import { createFormulation, createRawMaterial, formulationPayload } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * On the base data set (empty), three formulations whose dates are set by hand:
 * A1 serum, 1000 oz at $0.10 = $100.00 per 1000 oz batch, 50 oz units: $5.00/unit; created and drafted on the
 * 1st of last month, approved half a month (15.21875 days) later.
 * A2 = A1's version 2 at $0.08/oz: $80.00 per batch, $4.00/unit; created the 1st of this month.
 * B1 cleanser in development, 1000 oz at $0.10, 4 oz units: $100.00 per batch, $0.40/unit; created the 1st of this month.
 */
let t: TestApp;
let admin: string;
let viewer: string;

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date();
const monthStart = (offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
const monthKey = (offset: number) => monthStart(offset).toISOString().slice(0, 7);

async function setDates(id: string, createdAt: Date, changes: Record<string, Date>) {
  const db = t.database.db;
  await db.update(formulations).set({ createdAt }).where(eq(formulations.id, id));
  for (const [toStatus, changedAt] of Object.entries(changes)) {
    await db
      .update(formulationStatusHistory)
      .set({ changedAt })
      .where(
        and(eq(formulationStatusHistory.formulationId, id), eq(formulationStatusHistory.toStatus, toStatus)),
      );
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  viewer = await t.signInAs('viewer');
  const dime = await createRawMaterial(t, admin, { unitCost: '0.10' });
  const cheaper = await createRawMaterial(t, admin, { unitCost: '0.08' });
  const lines = (id: string) => [{ ingredientId: id, ounces: 1000 }];

  const a1 = await createFormulation(t, admin, lines(dime.id), { productType: 'serum' });
  const approved = await t.call({
    method: 'PUT',
    url: `/api/formulations/${a1.id}`,
    payload: {
      ...formulationPayload(lines(dime.id), { name: a1.name }),
      status: 'approved',
      revision: a1.revision,
    },
    cookie: admin,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const copy = await t.call({ method: 'POST', url: `/api/formulations/${a1.id}/duplicate`, cookie: admin });
  expect(copy.statusCode, copy.body).toBe(201);
  const a2 = copy.json();
  const cheaperA2 = await t.call({
    method: 'PUT',
    url: `/api/formulations/${a2.id}`,
    payload: { ...formulationPayload(lines(cheaper.id), { name: a2.name }), revision: a2.revision },
    cookie: admin,
  });
  expect(cheaperA2.json()).toMatchObject({ costPerUnit: '4.0000', totalCost: '80.0000' });
  const b1 = await createFormulation(t, admin, lines(dime.id), {
    productType: 'cleanser',
    unitSize: '4',
    status: 'in_development',
  });
  expect(b1).toMatchObject({ costPerUnit: '0.4000', totalCost: '100.0000' });

  const lastMonth = monthStart(-1);
  await setDates(a1.id, lastMonth, {
    draft: lastMonth,
    approved: new Date(lastMonth.getTime() + 15.21875 * DAY_MS),
  });
  await setDates(a2.id, monthStart(0), { draft: monthStart(0) });
  await setDates(b1.id, monthStart(0), { in_development: monthStart(0) });
});
afterAll(async () => t.close());

const get = (url: string, cookie = viewer) => t.call({ method: 'GET', url, cookie });

describe('GET /api/analytics', () => {
  it('answers 401 signed out', async () => {
    const response = await t.call({ method: 'GET', url: '/api/analytics' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('computes the cards and charts (default period 6m), for every role', async () => {
    for (const role of ['viewer', 'finance_analyst', 'admin']) {
      const response = await get('/api/analytics', await t.signInAs(role));
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.period).toBe('6m');
      expect(body.productType).toBeNull();
      expect(body.cards).toEqual({
        totalProjects: 3,
        // B1 in development
        activeProjects: 1,
        // product A: (5.00 − 4.00) × 1000 / 50 units = 20.00
        costSavings: { amount: '20.00', products: 1 },
        // A1: 15.21875 days / 30.4375 = 0.5 months
        averageDevelopmentMonths: '0.5',
        approvedProjects: 1,
      });
      expect(body.statusDistribution.filter((row: { count: number }) => row.count > 0)).toEqual([
        { status: 'draft', label: 'Draft', count: 1 },
        { status: 'in_development', label: 'In Development', count: 1 },
        { status: 'approved', label: 'Approved', count: 1 },
      ]);
      expect(body.costByProductType).toEqual([
        { productType: 'cleanser', label: 'Cleanser', averageCostPerUnit: '0.40', count: 1 },
        // (5.00 + 4.00) / 2
        { productType: 'serum', label: 'Serum', averageCostPerUnit: '4.50', count: 2 },
      ]);
      expect(body.monthly).toHaveLength(6);
    }
  });

  it('fills the monthly table for the period', async () => {
    const response = await get('/api/analytics?period=3m');
    expect(response.statusCode).toBe(200);
    expect(response.json().monthly).toEqual([
      {
        month: monthKey(-2),
        label: expect.any(String),
        newFormulations: 0,
        approved: 0,
        totalCost: '0.00',
        savings: '0.00',
        efficiencyPercent: null,
        efficient: false,
      },
      // A1 created ($100.00) and approved
      expect.objectContaining({
        month: monthKey(-1),
        newFormulations: 1,
        approved: 1,
        totalCost: '100.00',
        savings: '0.00',
        efficiencyPercent: '0.0',
      }),
      // A2 $80.00 + B1 $100.00 = $180.00; A2 saves (5.00 − 4.00) × 20 = 20.00: 20 / 180 = 11.1 %
      expect.objectContaining({
        month: monthKey(0),
        newFormulations: 2,
        approved: 0,
        totalCost: '180.00',
        savings: '20.00',
        efficiencyPercent: '11.1',
        efficient: false,
      }),
    ]);
    const twelve = await get('/api/analytics?period=12m');
    expect(twelve.json().monthly.map((row: { month: string }) => row.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => monthKey(index - 11)),
    );
  });

  it('filters by product type', async () => {
    const response = await get('/api/analytics?period=3m&productType=cleanser');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.productType).toBe('cleanser');
    expect(body.cards).toEqual({
      totalProjects: 1,
      activeProjects: 1,
      costSavings: { amount: '0.00', products: 0 },
      averageDevelopmentMonths: null,
      approvedProjects: 0,
    });
    expect(
      body.monthly.map((row: { newFormulations: number; totalCost: string }) => [
        row.newFormulations,
        row.totalCost,
      ]),
    ).toEqual([
      [0, '0.00'],
      [0, '0.00'],
      [1, '100.00'],
    ]);
    // an empty product type is every type
    expect((await get('/api/analytics?productType=')).json().cards.totalProjects).toBe(3);
  });

  it('answers 400 with the message for a bad period or product type', async () => {
    const period = await get('/api/analytics?period=1y');
    expect(period.statusCode).toBe(400);
    expect(period.json()).toMatchObject({ message: 'Period must be one of 3m, 6m, 12m' });
    const type = await get('/api/analytics?productType=shampoo');
    expect(type.statusCode).toBe(400);
    expect(type.json()).toMatchObject({ message: 'Product type is invalid' });
  });
});
