import { count, eq } from 'drizzle-orm';
import { activityLog, ingredients } from '../../src/server/db/schema.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the ingredients API tests (tests/api/ingredients-*.test.ts) and the reads they share. Each file
 * builds its own app on its own database with `beforeAll(startRawMaterialsApp)` and closes it with
 * `afterAll(stopRawMaterialsApp)`. `t` and the cookies are live bindings set by the start: read them inside
 * tests and hooks, never at import time.
 */
export let t: TestApp;
/** procurement_specialist: a non-admin role on the ingredients write list (but not on formulations). */
export let writer: string;
export let writerId: string;
/** Formulations need a formulation writer. */
export let formulator: string;

export async function startRawMaterialsApp() {
  t = await buildTestApp();
  writer = await t.signInAs('procurement_specialist');
  writerId = (await t.createUser('procurement_specialist')).id;
  formulator = await t.signInAs('rd_scientist');
}

export const stopRawMaterialsApp = async () => t.close();

export async function tableCounts() {
  const [i] = await t.database.db.select({ n: count() }).from(ingredients);
  const [a] = await t.database.db.select({ n: count() }).from(activityLog);
  return { ingredients: i!.n, activity: a!.n };
}
export async function storedRawMaterial(id: string) {
  const [row] = await t.database.db.select().from(ingredients).where(eq(ingredients.id, id));
  return row;
}

export const get = (url: string, cookie = writer) => t.call({ method: 'GET', url, cookie });
export const put = (id: string, payload: object, cookie = writer) =>
  t.call({ method: 'PUT', url: `/api/ingredients/${id}`, payload, cookie });
