import { count, eq } from 'drizzle-orm';
import { activityLog, suppliers } from '../../src/server/db/schema.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the suppliers API tests (tests/api/suppliers-*.test.ts) and the reads they share. Each file
 * builds its own app on its own database with `beforeAll(startSuppliersApp)` and closes it with
 * `afterAll(stopSuppliersApp)`. `t`, `writer` and `writerId` are live bindings set by the start: read them
 * inside tests and hooks, never at import time.
 */
export let t: TestApp;
/** procurement_specialist: a non-admin role on the suppliers write list. */
export let writer: string;
export let writerId: string;

export async function startSuppliersApp() {
  t = await buildTestApp();
  writer = await t.signInAs('procurement_specialist');
  writerId = (await t.createUser('procurement_specialist')).id;
}

export const stopSuppliersApp = async () => t.close();

export async function tableCounts() {
  const [s] = await t.database.db.select({ n: count() }).from(suppliers);
  const [a] = await t.database.db.select({ n: count() }).from(activityLog);
  return { suppliers: s!.n, activity: a!.n };
}
export async function storedSupplier(id: string) {
  const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, id));
  return row;
}

export const get = (url: string, cookie = writer) => t.call({ method: 'GET', url, cookie });
export const put = (id: string, payload: object, cookie = writer) =>
  t.call({ method: 'PUT', url: `/api/suppliers/${id}`, payload, cookie });
