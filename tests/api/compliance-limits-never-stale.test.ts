import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  alertsOf,
  m,
  openTitles,
  report,
  s,
  scientist,
  startComplianceLimitsApp,
  stopComplianceLimitsApp,
  t,
} from '../support/compliance-limits-app.ts';
import {
  createFormulation,
  createRawMaterial,
  createSubstance,
  pureComposition,
  ruleInput,
  uniqueName,
} from '../support/factories.ts';

/**
 * Limits through the API, computed by hand (docs/product-rules.md, "Compliance"): what counts toward a substance is itself plus every
 * substance that counts as it, times the factor, in % w/w of the recipe's ounces (each recipe here is 1000
 * oz). Here checks never go stale: an edit of a rule, a raw material's composition or a "counts as" factor
 * opens and resolves alerts at once, with no "Run checks".
 */
beforeAll(startComplianceLimitsApp);
afterAll(stopComplianceLimitsApp);

describe('checks never go stale (no "Run checks")', () => {
  it('a rule on a substance flags a product holding only what counts as it, and follows the rule edits', async () => {
    const target = await createSubstance(t, admin, { inciName: uniqueName('Target Acid') });
    const salt = await createSubstance(t, admin, {
      inciName: uniqueName('Target Salt'),
      countsAs: [{ substanceId: target.id, factor: '0.5' }],
    });
    const material = await createRawMaterial(t, admin, { composition: pureComposition(salt.id) });
    const name = uniqueName('Corrector');
    // 15 of 1000 oz = 1.5 % of the salt, x 0.5 = 0.75 % counted as the acid.
    const formulation = await createFormulation(
      t,
      scientist,
      [
        { ingredientId: m.water, ounces: '985' },
        { ingredientId: material.id, ounces: '15' },
      ],
      { name },
    );
    const put = async (rule: { id: string; revision: number }, changes: object) => {
      const response = await t.call({
        method: 'PUT',
        url: `/api/regulatory-rules/${rule.id}`,
        payload: ruleInput({ substanceId: target.id, revision: rule.revision, ...changes }),
        cookie: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    const created = await t.call({
      method: 'POST',
      url: '/api/regulatory-rules',
      payload: ruleInput({ substanceId: target.id, maxPercent: '0.7' }),
      cookie: admin,
    });
    expect(created.json().checks).toEqual({ checked: 1, opened: 1, resolved: 0 });
    // The alert names the substance the rule limits, though the product holds only the salt.
    expect(await openTitles(formulation.id)).toEqual([`${target.inciName} above 0.7 % in ${name}`]);
    const [alert] = await alertsOf(formulation.id);
    expect(alert!.description).toContain(
      `${target.inciName} at 0.75 % w/w in ${name}, above the 0.7 % limit. Counted: ${salt.inciName} 1.5 % x 0.5 = 0.75 %`,
    );
    expect((await report(formulation.id)).rows[0]).toMatchObject({
      substanceId: target.id,
      substance: target.inciName,
      percent: '0.750000',
      status: 'over_limit',
    });

    // Loosened to 0.75 %: at the limit, the alert resolves in the same request.
    const loosened = await put(created.json(), { maxPercent: '0.75' });
    expect(loosened.checks).toEqual({ checked: 1, opened: 0, resolved: 1 });
    expect(await openTitles(formulation.id)).toEqual([]);
    // Tightened to 0.74 %: a new alert.
    const tightened = await put(loosened, { maxPercent: '0.74' });
    expect(tightened.checks).toEqual({ checked: 1, opened: 1, resolved: 0 });
    expect(await openTitles(formulation.id)).toEqual([`${target.inciName} above 0.74 % in ${name}`]);
    // Deactivated: resolved; activated again: open again.
    const off = await put(tightened, { maxPercent: '0.74', isActive: false });
    expect(off.checks).toEqual({ checked: 1, opened: 0, resolved: 1 });
    const on = await put(off, { maxPercent: '0.74', isActive: true });
    expect(on.checks).toEqual({ checked: 1, opened: 1, resolved: 0 });
    // Limited to rinse-off products: this leave-on serum no longer concerned.
    const rinseOff = await put(on, { maxPercent: '0.74', exposure: 'rinse_off' });
    expect(rinseOff.checks).toEqual({ checked: 1, opened: 0, resolved: 1 });
  });

  it("a raw material's composition change opens and resolves alerts", async () => {
    const blend = await createRawMaterial(t, admin, {
      composition: [
        { substanceId: s.phenoxy.id, percent: 90 },
        { substanceId: s.ehg.id, percent: 10 },
      ],
    });
    const name = uniqueName('Gel Cream');
    // 10.5 of 1000 oz = 1.05 % of the blend: 0.945 % phenoxyethanol.
    const formulation = await createFormulation(
      t,
      scientist,
      [
        { ingredientId: m.water, ounces: '989.5' },
        { ingredientId: blend.id, ounces: '10.5' },
      ],
      { name },
    );
    expect(await openTitles(formulation.id)).toEqual([]);
    const recompose = async (phenoxy: number, revision: number) => {
      const current: Record<string, unknown> = (
        await t.call({ method: 'GET', url: `/api/ingredients/${blend.id}`, cookie: admin })
      ).json();
      const response = await t.call({
        method: 'PUT',
        url: `/api/ingredients/${blend.id}`,
        payload: {
          ...current,
          composition: [
            { substanceId: s.phenoxy.id, percent: phenoxy },
            { substanceId: s.ehg.id, percent: 100 - phenoxy },
          ],
          revision,
        },
        cookie: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // 96/4: 1.05 x 0.96 = 1.008 %, over 1 %.
    await recompose(96, blend.revision);
    expect(await openTitles(formulation.id)).toEqual([`Phenoxyethanol above 1.0 % in ${name}`]);
    // Back to 90/10: resolved.
    await recompose(90, blend.revision + 1);
    expect(await openTitles(formulation.id)).toEqual([]);
    expect((await alertsOf(formulation.id)).map((row) => row.status)).toEqual(['resolved']);
  });

  it('a "counts as" factor change opens and resolves alerts', async () => {
    const salt = await createSubstance(t, admin, {
      inciName: uniqueName('Potassium Salicylate'),
      countsAs: [{ substanceId: s.acid.id, factor: '0.8' }],
    });
    const material = await createRawMaterial(t, admin, { composition: pureComposition(salt.id) });
    const name = uniqueName('Clarifying Serum');
    // 24 of 1000 oz = 2.4 % of the salt: x 0.8 = 1.92 % salicylic acid, under 2 %.
    const formulation = await createFormulation(
      t,
      scientist,
      [
        { ingredientId: m.water, ounces: '976' },
        { ingredientId: material.id, ounces: '24' },
      ],
      { name },
    );
    expect(await openTitles(formulation.id)).toEqual([]);
    const recount = async (countsAs: object[], revision: number) => {
      const current = (
        await t.call({ method: 'GET', url: `/api/substances/${salt.id}`, cookie: admin })
      ).json();
      const response = await t.call({
        method: 'PUT',
        url: `/api/substances/${salt.id}`,
        payload: { ...current, countsAs, revision },
        cookie: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // x 0.85: 2.4 x 0.85 = 2.04 %, over.
    await recount([{ substanceId: s.acid.id, factor: '0.85' }], 1);
    expect(await openTitles(formulation.id)).toEqual([`Salicylic Acid above 2.0 % in ${name}`]);
    // Counted as nothing: resolved.
    await recount([], 2);
    expect(await openTitles(formulation.id)).toEqual([]);
  });
});
