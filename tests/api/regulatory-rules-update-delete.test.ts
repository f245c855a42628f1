import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceIssues, regulatoryRules } from '../../src/server/db/schema.ts';
import {
  activityOf,
  createFormulation,
  createRawMaterial,
  createSubstance,
  pureComposition,
  ruleInput,
} from '../support/factories.ts';
import {
  arbutin,
  counts,
  create,
  NO_CHECKS,
  put,
  rule,
  startRegulatoryRulesApp,
  stopRegulatoryRulesApp,
  t,
} from '../support/regulatory-rules-app.ts';
import { buildTestApp } from '../support/test-app.ts';

/**
 * The rule library's routes (docs/product-rules.md, "Compliance"): rules name a substance of the catalogue, never text. Here PUT (the
 * revision read, a move onto another substance) and DELETE, whose rule's open alerts resolve in the same
 * request.
 */
beforeAll(startRegulatoryRulesApp);
afterAll(stopRegulatoryRulesApp);

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

describe('PUT /api/regulatory-rules/{id}', () => {
  it('edits with the revision read, logs it, and answers 409 to a stale revision', async () => {
    const created = await create();
    const edited = await put(
      created.id,
      rule({
        name: 'Salicylic acid: max 3 % in rinse-off hair products',
        maxPercent: 3,
        applicationAreas: ['hair', 'scalp'],
        exposure: 'rinse_off',
        isActive: false,
        revision: 1,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      maxPercent: '3.0000',
      applicationAreas: ['hair', 'scalp'],
      exposure: 'rinse_off',
      isActive: false,
      revision: 2,
      checks: NO_CHECKS,
    });
    expect((await activityOf(t, created.id)).map((row) => [row.action, row.description])).toEqual([
      ['regulatory_rule_create', `Added regulatory rule "${created.name}"`],
      [
        'regulatory_rule_update',
        'Updated regulatory rule "Salicylic acid: max 3 % in rinse-off hair products" (deactivated)',
      ],
    ]);

    const before = await counts();
    const stale = await put(created.id, rule({ name: 'Second writer', revision: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    expect(await counts()).toEqual(before);
    const [stored] = await t.database.db
      .select()
      .from(regulatoryRules)
      .where(eq(regulatoryRules.id, created.id));
    expect(stored).toMatchObject({
      name: 'Salicylic acid: max 3 % in rinse-off hair products',
      revision: 2,
    });
  });

  it('moves a rule onto another substance', async () => {
    const created = await create();
    const moved = await put(created.id, rule({ substanceId: arbutin.id, revision: 1 }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ substanceId: arbutin.id, substanceName: arbutin.inciName });
  });
});

describe('DELETE /api/regulatory-rules/{id}', () => {
  it('deletes the rule and logs it; its open alerts resolve in the same request', async () => {
    const app = await buildTestApp();
    try {
      const cookie = await app.signInAs('quality_regulatory');
      const scientist = await app.signInAs('rd_scientist');
      const bha = await createSubstance(app, cookie, { inciName: 'Salicylic Acid' });
      const water = await createRawMaterial(app, scientist, { incisName: 'Aqua' });
      const acid = await createRawMaterial(app, scientist, {
        incisName: 'Salicylic Acid',
        composition: pureComposition(bha.id),
      });
      // 50 of 1000 oz = 5 % salicylic acid, over the 2 % limit.
      const formulation = await createFormulation(app, scientist, [
        { ingredientId: water.id, ounces: '950' },
        { ingredientId: acid.id, ounces: '50' },
      ]);
      const created = await app.call({
        method: 'POST',
        url: '/api/regulatory-rules',
        payload: ruleInput({ substanceId: bha.id }),
        cookie,
      });
      expect(created.json().checks).toEqual({ checked: 1, opened: 1, resolved: 0 });
      const id = created.json().id;
      const [alert] = await app.database.db
        .select()
        .from(complianceIssues)
        .where(eq(complianceIssues.formulationId, formulation.id));
      expect(alert).toMatchObject({ ruleId: id, status: 'open' });

      const response = await app.call({ method: 'DELETE', url: `/api/regulatory-rules/${id}`, cookie });
      expect(response.statusCode).toBe(204);
      expect((await app.call({ method: 'GET', url: `/api/regulatory-rules/${id}`, cookie })).statusCode).toBe(
        404,
      );
      const [kept] = await app.database.db
        .select()
        .from(complianceIssues)
        .where(eq(complianceIssues.id, alert!.id));
      expect(kept).toMatchObject({ ruleId: null, status: 'resolved' });
      expect((await activityOf(app, alert!.id)).map((row) => row.description)).toEqual([
        `Automated check opened "${alert!.title}"`,
        `Automated check resolved "${alert!.title}": the violation is gone`,
      ]);
      expect((await activityOf(app, id)).map((row) => [row.action, row.description])).toEqual([
        ['regulatory_rule_create', `Added regulatory rule "${created.json().name}"`],
        ['regulatory_rule_delete', `Deleted regulatory rule "${created.json().name}"`],
      ]);
      // Nothing is left for "Run checks" to do.
      const run = await app.call({ method: 'POST', url: '/api/compliance/run-checks', payload: {}, cookie });
      expect(run.json()).toEqual({ checked: 1, opened: 0, resolved: 0 });
    } finally {
      await app.close();
    }
  });
});
