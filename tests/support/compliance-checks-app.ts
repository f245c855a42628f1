import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { complianceIssues } from '../../src/server/db/schema.ts';
import { createRawMaterial, createSubstance, pureComposition, ruleInput, uniqueName } from './factories.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the compliance checks API tests (tests/api/compliance-checks-*.test.ts) and its fixtures: a
 * salicylic acid limit, the two linalool label rules, a missing-INCI rule and the raw materials they apply
 * to. Each file builds its own app on its own database with `beforeAll(startComplianceChecksApp)` and closes
 * it with `afterAll(stopComplianceChecksApp)`. `t`, the cookies and the fixtures are live bindings set by the
 * start: read them inside tests and hooks, never at import time.
 */
export let t: TestApp;
export let admin: string;
/** An R&D scientist saves formulations; the checks run whoever saves. */
export let scientist: string;
export let scientistId: string;
export let rules: Record<
  'salicylic' | 'linaloolLeaveOn' | 'linaloolRinseOff' | 'missingInci',
  { id: string }
>;
export let ids: Record<'water' | 'salicylic' | 'linalool' | 'noInci', string>;

export async function startComplianceChecksApp() {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  scientist = await t.signInAs('rd_scientist');
  scientistId = (await t.createUser('rd_scientist')).id;
  const acid = await createSubstance(t, admin, { inciName: 'Salicylic Acid' });
  const linalool = await createSubstance(t, admin, { inciName: 'Linalool', allergen: true });
  const post = async (payload: object) => {
    const response = await t.call({ method: 'POST', url: '/api/regulatory-rules', payload, cookie: admin });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  rules = {
    salicylic: await post(ruleInput({ substanceId: acid.id })),
    linaloolLeaveOn: await post(
      ruleInput({
        name: 'Linalool: label above 0.001 % (leave-on)',
        ruleType: 'allergen_label',
        substanceId: linalool.id,
        maxPercent: '0.001',
        exposure: 'leave_on',
        severity: 'medium',
        annexEntry: 'Annex III/84',
        reference: 'Reg. (EU) 2023/1545',
      }),
    ),
    linaloolRinseOff: await post(
      ruleInput({
        name: 'Linalool: label above 0.01 % (rinse-off)',
        ruleType: 'allergen_label',
        substanceId: linalool.id,
        maxPercent: '0.01',
        exposure: 'rinse_off',
        severity: 'medium',
        annexEntry: 'Annex III/84',
        reference: 'Reg. (EU) 2023/1545',
      }),
    ),
    missingInci: await post(
      ruleInput({
        name: 'Missing INCI',
        ruleType: 'missing_inci',
        severity: 'low',
        annexEntry: null,
        reference: null,
      }),
    ),
  };
  ids = {
    water: (await createRawMaterial(t, admin, { name: uniqueName('Water'), incisName: 'Aqua' })).id,
    salicylic: (
      await createRawMaterial(t, admin, {
        name: uniqueName('Salicylic Acid (BHA)'),
        incisName: 'Salicylic Acid',
        composition: pureComposition(acid.id),
      })
    ).id,
    linalool: (
      await createRawMaterial(t, admin, {
        name: uniqueName('Linalool'),
        incisName: 'Linalool',
        composition: pureComposition(linalool.id),
      })
    ).id,
    // No INCI name and no composition: the label cannot name what it holds.
    noInci: (await createRawMaterial(t, admin, { name: uniqueName('House Accord'), incisName: '' })).id,
  };
}

export const stopComplianceChecksApp = async () => t.close();

export async function issueCount() {
  const [row] = await t.database.db.select({ n: count() }).from(complianceIssues);
  return row!.n;
}
