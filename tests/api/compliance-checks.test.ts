import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, complianceIssues } from '../../src/server/db/schema.ts';
import { DEMO_FORMULATIONS } from '../../src/server/db/seed/formulation-data.ts';
import {
  activityOf,
  createFormulation,
  createIngredient,
  createSubstance,
  formulationPayload,
  type LineSpec,
  pureComposition,
  ruleInput,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Automated checks on every formulation save and through "Run checks" (DESIGN §9), on the substances the raw
 * materials hold. Concentrations are % w/w of the recipe's ounces (DESIGN §4), computed by hand in each test;
 * compliance-limits.test.ts checks the limits and conversions in detail.
 */
let t: TestApp;
let admin: string;
/** An R&D scientist saves formulations; the checks run whoever saves. */
let scientist: string;
let scientistId: string;
let rules: Record<'salicylic' | 'linaloolLeaveOn' | 'linaloolRinseOff' | 'missingInci', { id: string }>;
let ids: Record<'water' | 'salicylic' | 'linalool' | 'noInci', string>;

beforeAll(async () => {
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
    water: (await createIngredient(t, admin, { name: uniqueName('Water'), incisName: 'Aqua' })).id,
    salicylic: (
      await createIngredient(t, admin, {
        name: uniqueName('Salicylic Acid (BHA)'),
        incisName: 'Salicylic Acid',
        composition: pureComposition(acid.id),
      })
    ).id,
    linalool: (
      await createIngredient(t, admin, {
        name: uniqueName('Linalool'),
        incisName: 'Linalool',
        composition: pureComposition(linalool.id),
      })
    ).id,
    // No INCI name and no composition: the label cannot name what it holds.
    noInci: (await createIngredient(t, admin, { name: uniqueName('House Accord'), incisName: '' })).id,
  };
});
afterAll(async () => t.close());

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

  it('opens nothing for 0.005 % linalool in a rinse-off cleanser, and the label alert in a leave-on serum', async () => {
    // 0.05 of 1000 oz = 0.005 % w/w: under 0.01 % (rinse-off), over 0.001 % (leave-on).
    const recipe = lines(['water', '999.95'], ['linalool', '0.05']);
    const cleanser = await save(recipe, { productType: 'cleanser' });
    expect(await alertsOf(cleanser.id)).toEqual([]);

    const name = uniqueName('Beard Oil');
    const serum = await save(recipe, { productType: 'serum', name });
    const alerts = await alertsOf(serum.id);
    expect(alerts.map((row) => [row.title, row.ruleId, row.severity])).toEqual([
      [`Linalool must be labelled in ${name}`, rules.linaloolLeaveOn.id, 'medium'],
    ]);
    expect(alerts[0]!.description).toBe(
      `Linalool at 0.005 % w/w in ${name}, a leave-on product: above 0.001 % it must be named in the ingredient list. Counted: Linalool 0.005 % (from ${await ingredientName(ids.linalool)}). Annex III/84; Reg. (EU) 2023/1545.`,
    );

    // The same recipe re-saved as a rinse-off mask: the leave-on alert is resolved, nothing new opens.
    await save(
      recipe,
      { productType: 'mask', exposure: 'rinse_off', name, revision: serum.revision },
      serum.id,
    );
    expect((await alertsOf(serum.id)).map((row) => row.status)).toEqual(['resolved']);
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

describe('POST /api/compliance/run-checks', () => {
  it('finds a fresh demo database with its violations already flagged, and nothing new to open', async () => {
    const demo = await buildTestApp({ seed: 'demo' });
    try {
      const cookie = await demo.signInAs('quality_regulatory');
      const open = await demo.call({ method: 'GET', url: '/api/compliance/issues?status=open', cookie });
      const automated = open.json().filter((issue: { automated: boolean }) => issue.automated);
      const titles: string[] = automated.map((issue: { title: string }) => issue.title);
      // The limits: each computed by hand from the demo recipes (of 1000 oz).
      expect(titles.filter((title) => !title.includes('must be labelled')).sort()).toEqual([
        // Dark spot corrector: 15 oz = 1.5 % kojic acid (limit 1 %).
        'Kojic Acid above 1.0 % in Dark Spot Corrector',
        // Body lotion: 1 oz retinyl palmitate = 0.1 % x 0.546 = 0.0546 % retinol equivalent (body lotion: 0.05 %).
        'Retinol above 0.05 % in Vitamin A Body Lotion',
        // BHA serum: 25 oz = 2.5 % salicylic acid (limit 2 %).
        'Salicylic Acid above 2.0 % in BHA Blemish Control Serum',
      ]);
      // The labelled allergens above 0.001 % in leave-on products and 0.01 % in rinse-off ones (mask, scrub); among them
      // the approved beard oil's linalool: 5 oz = 0.5 % (leave-on: above 0.001 %).
      expect(titles.filter((title) => title.includes('must be labelled')).sort()).toEqual([
        'Coumarin must be labelled in Cooling Menthol Aftershave Balm',
        'Eucalyptus Globulus Leaf Oil must be labelled in Beard Softening Oil',
        'Eucalyptus Globulus Leaf Oil must be labelled in Volcanic Clay Detox Mask',
        'Geraniol must be labelled in Cooling Menthol Aftershave Balm',
        'Lavandula Angustifolia Oil must be labelled in Lavender Beard Balm',
        'Limonene must be labelled in Cooling Menthol Aftershave Balm',
        'Limonene must be labelled in Lavender Beard Balm',
        'Linalool must be labelled in Beard Softening Oil',
        'Linalool must be labelled in Cooling Menthol Aftershave Balm',
        'Linalool must be labelled in Lavender Beard Balm',
        'Linalyl Acetate must be labelled in Lavender Beard Balm',
        'Menthol must be labelled in Cooling Menthol Aftershave Balm',
        'Menthol must be labelled in Pre-Shave Exfoliating Scrub',
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

  it('resolves the alerts of a deleted formulation and of a deactivated rule without waiting for a run', async () => {
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
      const water = await createIngredient(app, cookie, { incisName: 'Aqua' });
      const bha = await createIngredient(app, cookie, { composition: pureComposition(acid.id) });
      // 3 of 100 oz = 3 %: over the 2 % limit.
      const recipe = [
        { ingredientId: water.id, ounces: '97' },
        { ingredientId: bha.id, ounces: '3' },
      ];
      const kept = await createFormulation(app, cookie, recipe);
      const deleted = await createFormulation(app, cookie, recipe);
      const open = async () =>
        (
          await app.database.db
            .select({ formulationId: complianceIssues.formulationId })
            .from(complianceIssues)
            .where(sql`${complianceIssues.status} <> 'resolved'`)
        ).map((row) => row.formulationId);
      expect((await open()).sort()).toEqual([kept.id, deleted.id].sort());

      expect(
        (await app.call({ method: 'DELETE', url: `/api/formulations/${deleted.id}`, cookie })).statusCode,
      ).toBe(204);
      const run = () => app.call({ method: 'POST', url: '/api/compliance/run-checks', payload: {}, cookie });
      // "Run checks" sweeps up the deleted formulation's alert, which lost its link.
      expect((await run()).json()).toEqual({ checked: 1, opened: 0, resolved: 1 });
      expect(await open()).toEqual([kept.id]);

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

async function issueCount() {
  const [row] = await t.database.db.select({ n: count() }).from(complianceIssues);
  return row!.n;
}

async function ingredientName(id: string) {
  const response = await t.call({ method: 'GET', url: `/api/ingredients/${id}`, cookie: admin });
  return response.json().name as string;
}
