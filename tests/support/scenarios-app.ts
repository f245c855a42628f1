import { and, asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { activityLog, events, scenarios } from '../../src/server/db/schema.ts';
import {
  createFormulation,
  createSpecRawMaterials,
  createSupplier,
  specLines,
  uniqueName,
} from './factories.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the scenarios API tests (tests/api/scenarios-*.test.ts), its fixtures and the calls they share.
 * Each file builds its own app on its own database with `beforeAll(startScenariosApp)` and closes it with
 * `afterAll(stopScenariosApp)`. `t`, the cookies and the fixtures are live bindings set by the start: read
 * them inside tests and hooks, never at import time.
 */
export let t: TestApp;
/** finance_analyst: a non-admin role on the scenarios write list. */
export let writer: string;
export let writerId: string;
/** Sets up formulations and ingredients (finance may not). */
export let admin: string;
export let serum: { id: string; name: string };
export let ids: { water: { id: string }; glycerin: { id: string }; niacinamide: { id: string } };
export let kanto: { id: string };

export async function startScenariosApp() {
  t = await buildTestApp();
  writer = await t.signInAs('finance_analyst');
  writerId = (await t.createUser('finance_analyst')).id;
  admin = await t.signInAs('admin');
  kanto = await createSupplier(t, admin, { name: uniqueName('Kanto') });
  const spec = await createSpecRawMaterials(t, admin);
  const niacinamide = await t.call({
    method: 'PUT',
    url: `/api/ingredients/${spec.niacinamide.id}`,
    payload: { ...spec.niacinamide, supplierId: kanto.id },
    cookie: admin,
  });
  expect(niacinamide.statusCode, niacinamide.body).toBe(200);
  ids = spec;
  // The worked example: cost per unit 8.31 at a 60 % target margin.
  serum = await createFormulation(t, admin, specLines(ids), { status: 'approved', targetMargin: 60 });
}

export const stopScenariosApp = async () => t.close();

export const marketInput = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName('Premium pricing'),
  description: 'Can we hold $24?',
  type: 'market_analysis',
  parameters: { formulationId: serum.id, targetPrice: '24', yearlyVolume: '25000' },
  ...overrides,
});

export async function tableCounts() {
  const db = t.database.db;
  const [s] = await db.select({ n: count() }).from(scenarios);
  const [a] = await db.select({ n: count() }).from(activityLog);
  const [e] = await db.select({ n: count() }).from(events).where(eq(events.type, 'scenarios'));
  return { scenarios: s!.n, activity: a!.n, events: e!.n };
}
export const stored = async (id: string) =>
  (await t.database.db.select().from(scenarios).where(eq(scenarios.id, id)))[0];
export const eventsOf = (id: string) =>
  t.database.db
    .select({ type: events.type })
    .from(events)
    .where(and(eq(events.entityId, id), eq(events.type, 'scenarios')))
    .orderBy(asc(events.id));

export const post = (url: string, payload: object = {}, cookie = writer) =>
  t.call({ method: 'POST', url, payload, cookie });
export const put = (id: string, payload: object, cookie = writer) =>
  t.call({ method: 'PUT', url: `/api/scenarios/${id}`, payload, cookie });
export async function create(overrides: Record<string, unknown> = {}) {
  const response = await post('/api/scenarios', marketInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
export async function run(id: string) {
  const response = await post(`/api/scenarios/${id}/run`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
