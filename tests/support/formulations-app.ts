import { count, eq } from 'drizzle-orm';
import {
  activityLog,
  formulationIngredients,
  formulationStatusHistory,
  formulations,
} from '../../src/server/db/schema.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the formulations API tests (tests/api/formulations-*.test.ts) and the reads they share. Each
 * file builds its own app on its own database with `beforeAll(startFormulationsApp)` and closes it with
 * `afterAll(stopFormulationsApp)`. `t`, `writer` and `writerId` are live bindings set by the start: read them
 * inside tests and hooks, never at import time.
 */
export let t: TestApp;
/** rd_scientist: a non-admin role on the formulations write list. */
export let writer: string;
export let writerId: string;

export async function startFormulationsApp() {
  t = await buildTestApp();
  writer = await t.signInAs('rd_scientist');
  writerId = (await t.createUser('rd_scientist')).id;
}

export const stopFormulationsApp = async () => t.close();

/** Row counts of every table a formulation write touches: a refused request must leave them as they were. */
export async function tableCounts() {
  const db = t.database.db;
  const [f] = await db.select({ n: count() }).from(formulations);
  const [l] = await db.select({ n: count() }).from(formulationIngredients);
  const [h] = await db.select({ n: count() }).from(formulationStatusHistory);
  const [a] = await db.select({ n: count() }).from(activityLog);
  return { formulations: f!.n, lines: l!.n, history: h!.n, activity: a!.n };
}

export async function storedFormulation(id: string) {
  const [row] = await t.database.db.select().from(formulations).where(eq(formulations.id, id));
  return row;
}

export const get = (url: string, cookie = writer) => t.call({ method: 'GET', url, cookie });
export const put = (id: string, payload: object, cookie = writer) =>
  t.call({ method: 'PUT', url: `/api/formulations/${id}`, payload, cookie });
