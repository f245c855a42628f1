import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, complianceIssues } from '../../src/server/db/schema.ts';
import { DEMO_FORMULATIONS } from '../../src/server/db/seed/formulation-data.ts';
import {
  issueCount,
  startComplianceChecksApp,
  stopComplianceChecksApp,
  t,
} from '../support/compliance-checks-app.ts';
import {
  createFormulation,
  createRawMaterial,
  createSubstance,
  pureComposition,
  ruleInput,
} from '../support/factories.ts';
import { buildTestApp } from '../support/test-app.ts';

/**
 * Automated checks through "Run checks", POST /api/compliance/run-checks (docs/product-rules.md, "Compliance"): the demo data's
 * violations already flagged, alerts of a deleted formulation or a deactivated rule resolved without waiting
 * for a run, who may run it, and 404 when the compliance feature is turned off. Concentrations are % w/w of
 * the recipe's ounces (docs/product-rules.md, "Costs and units"), computed by hand in each test.
 */
beforeAll(startComplianceChecksApp);
afterAll(stopComplianceChecksApp);

describe('POST /api/compliance/run-checks', () => {
  it('finds a fresh demo database with its violations already flagged, and nothing new to open', async () => {
    const demo = await buildTestApp({ seed: 'demo' });
    try {
      const cookie = await demo.signInAs('quality_regulatory');
      const open = await demo.call({ method: 'GET', url: '/api/compliance/issues?status=open', cookie });
      const automated = open.json().filter((issue: { automated: boolean }) => issue.automated);
      const titles: string[] = automated.map((issue: { title: string }) => issue.title);
      // Only what someone must act on (ADR 035): the limits, each computed by hand from the demo recipes (of
      // 1000 oz). The labelled allergens above their thresholds (the beard oil's linalool, 5 oz = 0.5 %, say) are
      // label content: they open nothing. The safety assessment's findings (data missing for most demo
      // substances) are tests/api/safety-*.test.ts's.
      const ruleTitles = titles.filter(
        (title) => !/^(Toxicological data missing|Margin of safety)/.test(title),
      );
      expect(ruleTitles.sort()).toEqual([
        // Dark spot corrector: 15 oz = 1.5 % kojic acid (limit 1 %).
        'Kojic Acid above 1.0 % in Dark Spot Corrector',
        // Body lotion: 1 oz retinyl palmitate = 0.1 % x 0.546 = 0.0546 % retinol equivalent (body lotion: 0.05 %).
        'Retinol above 0.05 % in Vitamin A Body Lotion',
        // BHA serum: 25 oz = 2.5 % salicylic acid (limit 2 %).
        'Salicylic Acid above 2.0 % in BHA Blemish Control Serum',
      ]);

      const run = await demo.call({ method: 'POST', url: '/api/compliance/run-checks', payload: {}, cookie });
      expect(run.statusCode, run.body).toBe(200);
      expect(run.json()).toEqual({ checked: DEMO_FORMULATIONS.length, opened: 0, resolved: 0 });
      const [logged] = await demo.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.action, 'compliance_checks_run'));
      expect(logged?.description).toBe(
        `Ran compliance checks on ${DEMO_FORMULATIONS.length} formulations: 0 opened, 0 resolved`,
      );
    } finally {
      await demo.close();
    }
  });

  it('deletes the alerts of a deleted formulation and resolves those of a deactivated rule at once', async () => {
    const app = await buildTestApp();
    try {
      const cookie = await app.signInAs('admin');
      const acid = await createSubstance(app, cookie, { inciName: 'Salicylic Acid' });
      const rule = (
        await app.call({
          method: 'POST',
          url: '/api/regulatory-rules',
          payload: ruleInput({ substanceId: acid.id }),
          cookie,
        })
      ).json();
      const water = await createRawMaterial(app, cookie, { incisName: 'Aqua' });
      const bha = await createRawMaterial(app, cookie, { composition: pureComposition(acid.id) });
      // 3 of 100 oz = 3 %: over the 2 % limit.
      const recipe = [
        { ingredientId: water.id, ounces: '97' },
        { ingredientId: bha.id, ounces: '3' },
      ];
      const kept = await createFormulation(app, cookie, recipe);
      const deleted = await createFormulation(app, cookie, recipe);
      // The rules' alerts (the water's INCI name, new to this empty catalogue, has its own review issue).
      const open = async () =>
        (
          await app.database.db
            .select({ formulationId: complianceIssues.formulationId })
            .from(complianceIssues)
            .where(sql`${complianceIssues.status} <> 'resolved' and ${complianceIssues.ruleId} is not null`)
        ).map((row) => row.formulationId);
      expect((await open()).sort()).toEqual([kept.id, deleted.id].sort());

      expect(
        (await app.call({ method: 'DELETE', url: `/api/formulations/${deleted.id}`, cookie })).statusCode,
      ).toBe(204);
      // Deleted with its formulation, at once: nothing is left for "Run checks" to sweep up.
      expect(await open()).toEqual([kept.id]);
      const [left] = await app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(complianceIssues)
        .where(sql`${complianceIssues.ruleId} = ${rule.id} and ${complianceIssues.formulationId} is null`);
      expect(left!.n).toBe(0);
      const run = () => app.call({ method: 'POST', url: '/api/compliance/run-checks', payload: {}, cookie });
      expect((await run()).json()).toEqual({ checked: 1, opened: 0, resolved: 0 });

      const { checks, ...current } = rule;
      const put = await app.call({
        method: 'PUT',
        url: `/api/regulatory-rules/${rule.id}`,
        payload: { ...current, isActive: false },
        cookie,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().checks).toEqual({ checked: 1, opened: 0, resolved: 1 });
      expect(await open()).toEqual([]);
      expect((await run()).json()).toEqual({ checked: 1, opened: 0, resolved: 0 });
    } finally {
      await app.close();
    }
  });

  it('answers 401 signed out and 403 to roles that may not edit compliance issues, changing nothing', async () => {
    const before = await issueCount();
    const signedOut = await t.call({ method: 'POST', url: '/api/compliance/run-checks', payload: {} });
    expect(signedOut.statusCode).toBe(401);
    for (const role of [
      'viewer',
      'product_manager',
      'rd_scientist',
      'procurement_specialist',
      'finance_analyst',
    ]) {
      const response = await t.call({
        method: 'POST',
        url: '/api/compliance/run-checks',
        payload: {},
        cookie: await t.signInAs(role),
      });
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
    }
    expect(await issueCount()).toBe(before);
  });

  it.each(['admin', 'editor', 'quality_regulatory'])(
    'lets %s run the checks, which finds nothing new',
    async (role) => {
      const response = await t.call({
        method: 'POST',
        url: '/api/compliance/run-checks',
        payload: {},
        cookie: await t.signInAs(role),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ checked: expect.any(Number), opened: 0, resolved: 0 });
    },
  );

  it('answers 404 when the compliance feature is turned off', async () => {
    const app = await buildTestApp();
    try {
      const cookie = await app.signInAs('admin');
      await app.directWrite(() =>
        app.database.db.execute(
          sql`update system_settings set data = jsonb_set(data, '{features,compliance}', 'false'::jsonb)`,
        ),
      );
      const response = await app.call({
        method: 'POST',
        url: '/api/compliance/run-checks',
        payload: {},
        cookie,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
