import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { complianceIssues } from '../../src/server/db/schema.ts';
import { createRawMaterial, createSubstance, pureComposition, ruleInput, uniqueName } from './factories.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the compliance limits API tests (tests/api/compliance-limits-*.test.ts), its catalogue
 * (substances `s`, raw materials `m`, three limits) and the reads they share. Each file builds its own app on
 * its own database with `beforeAll(startComplianceLimitsApp)` and closes it with
 * `afterAll(stopComplianceLimitsApp)`. `t`, the cookies and the catalogue are set by the start: read them
 * inside tests and hooks, never at import time.
 */
export let t: TestApp;
export let admin: string;
export let scientist: string;
export const s = {} as Record<
  'water' | 'acid' | 'sodium' | 'retinol' | 'palmitate' | 'phenoxy' | 'ehg',
  { id: string; inciName: string }
>;
export const m = {} as Record<
  'water' | 'acid' | 'sodium' | 'retinol' | 'palmitate' | 'blend' | 'technical',
  string
>;

export async function startComplianceLimitsApp() {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  scientist = await t.signInAs('rd_scientist');
  const substance = (inciName: string, overrides: Record<string, unknown> = {}) =>
    createSubstance(t, admin, { inciName, ...overrides });
  s.water = await substance('Aqua');
  s.acid = await substance('Salicylic Acid');
  s.sodium = await substance('Sodium Salicylate', {
    countsAs: [{ substanceId: s.acid.id, factor: '0.8627' }],
  });
  s.retinol = await substance('Retinol');
  s.palmitate = await substance('Retinyl Palmitate', {
    countsAs: [{ substanceId: s.retinol.id, factor: '0.546' }],
  });
  s.phenoxy = await substance('Phenoxyethanol');
  s.ehg = await substance('Ethylhexylglycerin');
  const material = async (composition: object[]) =>
    (await createRawMaterial(t, admin, { name: uniqueName('Raw material'), composition })).id;
  m.water = await material(pureComposition(s.water.id));
  m.acid = await material(pureComposition(s.acid.id));
  m.sodium = await material(pureComposition(s.sodium.id));
  m.retinol = await material(pureComposition(s.retinol.id));
  m.palmitate = await material(pureComposition(s.palmitate.id));
  m.blend = await material([
    { substanceId: s.phenoxy.id, percent: 90 },
    { substanceId: s.ehg.id, percent: 10 },
  ]);
  // A technical grade sold as 98 to 100 % acid, the rest water: checked at its maximum.
  m.technical = await material([
    { substanceId: s.acid.id, minPercent: 98, maxPercent: 100 },
    { substanceId: s.water.id, minPercent: 0, maxPercent: 2 },
  ]);
  for (const payload of [
    ruleInput({ name: 'Salicylic acid: max 2 %', substanceId: s.acid.id, maxPercent: '2' }),
    ruleInput({
      name: 'Vitamin A: max 0.3 % retinol equivalent',
      substanceId: s.retinol.id,
      maxPercent: '0.3',
      annexEntry: 'Annex III/376',
      reference: 'Reg. (EU) 2024/996',
      warningText: 'Contains Vitamin A. Consider your daily intake before use.',
    }),
    ruleInput({
      name: 'Phenoxyethanol: max 1 %',
      substanceId: s.phenoxy.id,
      maxPercent: '1',
      annexEntry: 'Annex V/29',
      reference: 'Reg. (EC) 1223/2009',
    }),
  ]) {
    const response = await t.call({ method: 'POST', url: '/api/regulatory-rules', payload, cookie: admin });
    expect(response.statusCode, response.body).toBe(201);
  }
}

export const stopComplianceLimitsApp = async () => t.close();

export async function alertsOf(formulationId: string) {
  return t.database.db
    .select()
    .from(complianceIssues)
    .where(and(eq(complianceIssues.formulationId, formulationId), isNotNull(complianceIssues.autoKey)))
    .orderBy(asc(complianceIssues.createdAt));
}
export const openTitles = async (formulationId: string) =>
  (await alertsOf(formulationId)).filter((row) => row.status !== 'resolved').map((row) => row.title);

export async function report(formulationId: string) {
  const response = await t.call({
    method: 'GET',
    url: `/api/formulations/${formulationId}/compliance`,
    cookie: scientist,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
