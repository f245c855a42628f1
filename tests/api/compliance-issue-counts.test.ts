import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceIssues } from '../../src/server/db/schema.ts';
import {
  createFormulation,
  createRawMaterial,
  createSubstance,
  pureComposition,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issues only where someone must act (ADR 035): an allergen above its threshold is label content and opens
 * nothing; a limit exceeded opens one issue; deleting the formulation deletes it, and the dashboard's Compliance
 * Issues and the admin's pending issues drop at once.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const counts = async () => ({
  dashboard: (await t.call({ method: 'GET', url: '/api/dashboard/stats', cookie: admin })).json()
    .complianceIssues,
  admin: (await t.call({ method: 'GET', url: '/api/admin/stats', cookie: admin })).json().pendingIssues,
});

describe('open issues before and after a delete', () => {
  it('counts the limit exceeded, not the allergen named on the label, and drops it with its formulation', async () => {
    // Reviewed substances, so that no "needs review" issue is part of the count.
    await createSubstance(t, admin, { inciName: 'Aqua', casNumbers: ['7732-18-5'] });
    const acid = await createSubstance(t, admin, { inciName: 'Salicylic Acid', casNumbers: ['69-72-7'] });
    const linalool = await createSubstance(t, admin, {
      inciName: 'Linalool',
      casNumbers: ['78-70-6'],
      functions: ['fragrance'],
      allergen: true,
    });
    for (const rule of [
      {
        name: 'Salicylic acid: max 2 %',
        ruleType: 'max_concentration',
        substanceId: acid.id,
        maxPercent: '2',
      },
      { name: 'Linalool: label', ruleType: 'allergen_label', substanceId: linalool.id },
    ]) {
      const created = await t.call({
        method: 'POST',
        url: '/api/regulatory-rules',
        payload: { ...rule, severity: 'high' },
        cookie: admin,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const water = await createRawMaterial(t, admin, { incisName: 'Aqua' });
    const bha = await createRawMaterial(t, admin, {
      composition: pureComposition(acid.id),
      category: 'active',
    });
    const fragrance = await createRawMaterial(t, admin, {
      category: 'fragrance',
      composition: pureComposition(linalool.id),
    });
    const before = await counts();
    expect(before).toEqual({ dashboard: 0, admin: 0 });

    // 100 oz: salicylic acid 3 % (over 2 %: one issue); linalool 0.5 % (over 0.001 %: named on the label only).
    const formulation = await createFormulation(t, admin, [
      { ingredientId: water.id, ounces: '96.5' },
      { ingredientId: bha.id, ounces: '3' },
      { ingredientId: fragrance.id, ounces: '0.5' },
    ]);
    const issues = await t.database.db
      .select({ title: complianceIssues.title })
      .from(complianceIssues)
      .where(eq(complianceIssues.formulationId, formulation.id));
    expect(issues.map((issue) => issue.title)).toEqual([`Salicylic Acid above 2.0 % in ${formulation.name}`]);
    expect(await counts()).toEqual({ dashboard: 1, admin: 1 });
    const report = (
      await t.call({ method: 'GET', url: `/api/formulations/${formulation.id}/compliance`, cookie: admin })
    ).json();
    expect(
      report.rows.map((row: { substance: string; statusLabel: string; violation: boolean }) => [
        row.substance,
        row.statusLabel,
        row.violation,
      ]),
    ).toEqual([
      ['Salicylic Acid', 'Over the limit', true],
      ['Linalool', 'Named on the label', false],
    ]);
    expect(report.violations).toBe(1);
    const label = (
      await t.call({ method: 'GET', url: `/api/formulations/${formulation.id}/label`, cookie: admin })
    ).json();
    // Parfum 0.5 % (the whole fragrance) and linalool named at 0.5 %: tied, so by name.
    expect(label.ingredientList).toBe('Aqua, Salicylic Acid, Linalool, Parfum');

    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/formulations/${formulation.id}`,
      cookie: admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await counts()).toEqual({ dashboard: 0, admin: 0 });
    expect(await t.database.db.select().from(complianceIssues)).toEqual([]);
  });

  it('keeps an issue a person reported, unlinked, when its formulation is deleted', async () => {
    const water = await createRawMaterial(t, admin, { incisName: 'Aqua' });
    const formulation = await createFormulation(t, admin, [water.id]);
    const reported = await t.call({
      method: 'POST',
      url: '/api/compliance/issues',
      payload: {
        title: 'Stability test failed',
        description: 'Phase separation',
        severity: 'medium',
        formulationId: formulation.id,
      },
      cookie: admin,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    await t.call({ method: 'DELETE', url: `/api/formulations/${formulation.id}`, cookie: admin });
    const [kept] = await t.database.db
      .select()
      .from(complianceIssues)
      .where(eq(complianceIssues.id, reported.json().id));
    expect(kept).toMatchObject({ status: 'open', formulationId: null });
  });
});
