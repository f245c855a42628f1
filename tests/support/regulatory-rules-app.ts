import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { activityLog, regulatoryRules } from '../../src/server/db/schema.ts';
import { createSubstance, ruleInput, uniqueName } from './factories.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the rule library's API tests (tests/api/regulatory-rules-*.test.ts), its substances and the
 * calls they share. Each file builds its own app on its own database with
 * `beforeAll(startRegulatoryRulesApp)` and closes it with `afterAll(stopRegulatoryRulesApp)`. `t`, the cookie
 * and the substances are live bindings set by the start: read them inside tests and hooks, never at import
 * time.
 */
export const NO_CHECKS = { checked: 0, opened: 0, resolved: 0 };

export let t: TestApp;
export let regulatory: string;
export let regulatoryId: string;
/** Substances of the test's own catalogue (a fresh database holds none). */
export let salicylic: { id: string; inciName: string };
export let arbutin: { id: string; inciName: string };

export async function startRegulatoryRulesApp() {
  t = await buildTestApp();
  regulatory = await t.signInAs('quality_regulatory');
  regulatoryId = (await t.createUser('quality_regulatory')).id;
  salicylic = await createSubstance(t, regulatory, { inciName: uniqueName('Salicylic Acid') });
  arbutin = await createSubstance(t, regulatory, { inciName: uniqueName('Alpha-Arbutin') });
}

export const stopRegulatoryRulesApp = async () => t.close();

export async function counts() {
  const [rules] = await t.database.db.select({ n: count() }).from(regulatoryRules);
  const [activity] = await t.database.db.select({ n: count() }).from(activityLog);
  return { rules: rules!.n, activity: activity!.n };
}
/** A salicylic acid limit (2 %) unless overridden. */
export const rule = (overrides: Record<string, unknown> = {}) =>
  ruleInput({ substanceId: salicylic.id, ...overrides });
export const post = (payload: object, cookie = regulatory) =>
  t.call({ method: 'POST', url: '/api/regulatory-rules', payload, cookie });
export const create = async (overrides: Record<string, unknown> = {}, cookie = regulatory) => {
  const response = await post(rule(overrides), cookie);
  expect(response.statusCode, response.body).toBe(201);
  const { checks, ...created } = response.json();
  return created;
};
export const get = (id: string, cookie = regulatory) =>
  t.call({ method: 'GET', url: `/api/regulatory-rules/${id}`, cookie });
export const put = (id: string, payload: object, cookie = regulatory) =>
  t.call({ method: 'PUT', url: `/api/regulatory-rules/${id}`, payload, cookie });
