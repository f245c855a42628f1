import { count, eq } from 'drizzle-orm';
import { activityLog, complianceIssues } from '../../src/server/db/schema.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the compliance issues API tests (tests/api/compliance-issues-*.test.ts) and the calls they
 * share. Each file builds its own app on its own database with `beforeAll(startComplianceIssuesApp)` and
 * closes it with `afterAll(stopComplianceIssuesApp)`. `t` and the cookies are live bindings set by the start:
 * read them inside tests and hooks, never at import time.
 */
export let t: TestApp;
/** quality_regulatory may edit, change the status of and delete issues. */
export let regulatory: string;
export let regulatoryId: string;
/** product_manager may report an issue but not edit one. */
export let reporter: string;
export let reporterId: string;

export async function startComplianceIssuesApp() {
  t = await buildTestApp();
  regulatory = await t.signInAs('quality_regulatory');
  regulatoryId = (await t.createUser('quality_regulatory')).id;
  reporter = await t.signInAs('product_manager');
  reporterId = (await t.createUser('product_manager')).id;
}

export const stopComplianceIssuesApp = async () => t.close();

export async function tableCounts(app = t) {
  const [i] = await app.database.db.select({ n: count() }).from(complianceIssues);
  const [a] = await app.database.db.select({ n: count() }).from(activityLog);
  return { issues: i!.n, activity: a!.n };
}
export async function storedIssue(id: string) {
  const [row] = await t.database.db.select().from(complianceIssues).where(eq(complianceIssues.id, id));
  return row;
}

export const get = (url: string, cookie = regulatory) => t.call({ method: 'GET', url, cookie });
export const put = (id: string, payload: object, cookie = regulatory) =>
  t.call({ method: 'PUT', url: `/api/compliance/issues/${id}`, payload, cookie });
export const patchStatus = (id: string, payload: object, cookie = regulatory) =>
  t.call({ method: 'PATCH', url: `/api/compliance/issues/${id}/status`, payload, cookie });
