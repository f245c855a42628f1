import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceIssues } from '../../src/server/db/schema.ts';
import {
  admin,
  ids,
  issueCount,
  rules,
  scientist,
  scientistId,
  startComplianceChecksApp,
  stopComplianceChecksApp,
  t,
} from '../support/compliance-checks-app.ts';
import { activityOf, formulationPayload, type LineSpec, uniqueName } from '../support/factories.ts';

/**
 * Automated checks on every formulation save (docs/product-rules.md, "Compliance"), on the substances the raw materials hold: one alert
 * per violation however often it is saved, resolved by the fix, labelled allergens by exposure, raw materials
 * without an INCI name, nothing written when the save is refused. Concentrations are % w/w of the recipe's
 * ounces (docs/product-rules.md, "Costs and units"), computed by hand in each test; compliance-limits-*.test.ts check the limits and
 * conversions in detail.
 */
beforeAll(startComplianceChecksApp);
afterAll(stopComplianceChecksApp);

const lines = (...pairs: [keyof typeof ids, string][]): LineSpec[] =>
  pairs.map(([key, ounces]) => ({ ingredientId: ids[key], ounces }));

async function save(payloadLines: LineSpec[], overrides: Record<string, unknown> = {}, id?: string) {
  const response = await t.call({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/formulations/${id}` : '/api/formulations',
    payload: formulationPayload(payloadLines, { productType: 'serum', ...overrides }),
    cookie: scientist,
  });
  expect(response.statusCode, response.body).toBe(id ? 200 : 201);
  return response.json() as { id: string; name: string; revision: number };
}

/** Automated alerts of a formulation, oldest first. */
async function alertsOf(formulationId: string) {
  return t.database.db
    .select()
    .from(complianceIssues)
    .where(and(eq(complianceIssues.formulationId, formulationId), isNotNull(complianceIssues.autoKey)))
    .orderBy(asc(complianceIssues.createdAt));
}

describe('checks on every formulation save', () => {
  it('opens exactly one alert for 2.5 % salicylic acid over a 2.0 % limit, however often it is saved', async () => {
    // 25 of 1000 oz = 2.5 % w/w.
    const name = uniqueName('BHA Serum');
    const created = await save(lines(['water', '975'], ['salicylic', '25']), { name });
    const [alert, ...others] = await alertsOf(created.id);
    expect(others).toEqual([]);
    const source = await ingredientName(ids.salicylic);
    expect(alert).toMatchObject({
      title: `Salicylic Acid above 2.0 % in ${name}`,
      description: `Salicylic Acid at 2.5 % w/w in ${name}, above the 2.0 % limit. Counted: Salicylic Acid 2.5 % (from ${source}). Annex III/98; Reg. (EU) 2021/850.`,
      severity: 'high',
      status: 'open',
      region: 'EU',
      ruleId: rules.salicylic.id,
      ingredientId: ids.salicylic,
      autoKey: `${rules.salicylic.id}:${created.id}`,
      reportedBy: null,
    });
    expect((await activityOf(t, alert!.id)).map((row) => [row.action, row.userId, row.description])).toEqual([
      [
        'compliance_issue_auto_open',
        scientistId,
        `Automated check opened "Salicylic Acid above 2.0 % in ${name}"`,
      ],
    ]);

    // The API shows it as automated, linked to the formulation and the raw material.
    const api = await t.call({ method: 'GET', url: `/api/compliance/issues/${alert!.id}`, cookie: admin });
    expect(api.json()).toMatchObject({ automated: true, formulationName: name, ruleId: rules.salicylic.id });

    // Saved again (twice), still over the limit: still the one alert, untouched.
    const again = await save(
      lines(['water', '975'], ['salicylic', '25']),
      { name, revision: created.revision },
      created.id,
    );
    await save(lines(['water', '970'], ['salicylic', '30']), { name, revision: again.revision }, created.id);
    const after = await alertsOf(created.id);
    expect(after.map((row) => [row.id, row.status, row.revision])).toEqual([[alert!.id, 'open', 1]]);
  });

  it('resolves the alert when the fix is saved, as the user who saved it, and opens a new one on a relapse', async () => {
    const created = await save(lines(['water', '975'], ['salicylic', '25']));
    const [alert] = await alertsOf(created.id);
    // 15 of 1000 oz = 1.5 %: under the limit.
    const fixed = await save(
      lines(['water', '985'], ['salicylic', '15']),
      { revision: created.revision },
      created.id,
    );
    const [resolved] = await alertsOf(created.id);
    expect(resolved).toMatchObject({
      id: alert!.id,
      status: 'resolved',
      statusChangedBy: scientistId,
      revision: 2,
    });
    expect(resolved!.resolvedAt).toBeInstanceOf(Date);
    expect(resolved!.statusChangedAt).toEqual(resolved!.resolvedAt);
    expect((await activityOf(t, alert!.id)).map((row) => [row.action, row.userId, row.description])).toEqual([
      ['compliance_issue_auto_open', scientistId, `Automated check opened "${alert!.title}"`],
      [
        'compliance_issue_auto_resolve',
        scientistId,
        `Automated check resolved "${alert!.title}": the violation is gone`,
      ],
    ]);

    // Back over the limit: the resolved alert stays resolved and a new one opens.
    await save(lines(['water', '975'], ['salicylic', '25']), { revision: fixed.revision }, created.id);
    const all = await alertsOf(created.id);
    expect(all.map((row) => row.status)).toEqual(['resolved', 'open']);
  });

  it('passes exactly at the limit', async () => {
    // 20 of 1000 oz = 2.0 %.
    const created = await save(lines(['water', '980'], ['salicylic', '20']));
    expect(await alertsOf(created.id)).toEqual([]);
  });

  it('opens nothing for an allergen to be named, leave-on or rinse-off: it is label content', async () => {
    // 0.05 of 1000 oz = 0.005 % w/w: under 0.01 % (rinse-off), over 0.001 % (leave-on). Either way nobody has
    // anything to do: the label names it where it must (ADR 035).
    const recipe = lines(['water', '999.95'], ['linalool', '0.05']);
    const cleanser = await save(recipe, { productType: 'cleanser' });
    expect(await alertsOf(cleanser.id)).toEqual([]);

    const serum = await save(recipe, { productType: 'serum', name: uniqueName('Beard Oil') });
    expect(await alertsOf(serum.id)).toEqual([]);
    const report = (
      await t.call({ method: 'GET', url: `/api/formulations/${serum.id}/compliance`, cookie: scientist })
    ).json();
    const row = report.rows.find((item: { ruleId: string }) => item.ruleId === rules.linaloolLeaveOn.id);
    expect([row.status, row.statusLabel, row.violation, row.percent]).toEqual([
      'must_label',
      'Named on the label',
      false,
      '0.005000',
    ]);
    expect(report.violations).toBe(0);
  });

  it('flags a raw material without an INCI name or composition, once per raw material', async () => {
    const name = uniqueName('Accord Serum');
    const created = await save(lines(['water', '990'], ['noInci', '10']), { name });
    const alerts = await alertsOf(created.id);
    const accord = await ingredientName(ids.noInci);
    expect(alerts.map((row) => [row.title, row.ruleId, row.ingredientId, row.severity, row.autoKey])).toEqual(
      [
        [
          `Missing INCI name: ${accord} in ${name}`,
          rules.missingInci.id,
          ids.noInci,
          'low',
          `${rules.missingInci.id}:${created.id}:${ids.noInci}`,
        ],
      ],
    );
  });

  it('writes nothing when the save itself is refused', async () => {
    const created = await save(lines(['water', '985'], ['salicylic', '15']));
    const before = await issueCount();
    const stale = await t.call({
      method: 'PUT',
      url: `/api/formulations/${created.id}`,
      payload: formulationPayload(lines(['water', '975'], ['salicylic', '25']), {
        revision: created.revision + 5,
      }),
      cookie: scientist,
    });
    expect(stale.statusCode).toBe(409);
    expect(await issueCount()).toBe(before);
  });
});

async function ingredientName(id: string) {
  const response = await t.call({ method: 'GET', url: `/api/ingredients/${id}`, cookie: admin });
  return response.json().name as string;
}
