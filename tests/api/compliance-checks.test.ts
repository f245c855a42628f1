import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, complianceIssues } from '../../src/server/db/schema.ts';
import { DEMO_FORMULATIONS } from '../../src/server/db/seed/formulation-data.ts';
import {
  activityOf,
  createIngredient,
  formulationPayload,
  type LineSpec,
  ruleInput,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Automated checks on every formulation save and through "Run checks" (DESIGN §9). Concentrations are % w/w of the
 * recipe's ounces (DESIGN §4), computed by hand in each test.
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
  const post = async (payload: object) => {
    const response = await t.call({ method: 'POST', url: '/api/regulatory-rules', payload, cookie: admin });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  rules = {
    salicylic: await post(ruleInput({ reference: 'Reg. (EC) 1223/2009 Annex III/98' })),
    linaloolLeaveOn: await post(
      ruleInput({
        name: 'Linalool: label above 0.001 % (leave-on)',
        ruleType: 'allergen_label',
        substance: 'Linalool',
        maxPercent: '0.001',
        scope: 'leave_on',
        severity: 'medium',
      }),
    ),
    linaloolRinseOff: await post(
      ruleInput({
        name: 'Linalool: label above 0.01 % (rinse-off)',
        ruleType: 'allergen_label',
        substance: 'Linalool',
        maxPercent: '0.01',
        scope: 'rinse_off',
        severity: 'medium',
      }),
    ),
    missingInci: await post(
      ruleInput({
        name: 'Missing INCI',
        ruleType: 'missing_inci',
        substance: null,
        maxPercent: null,
        severity: 'low',
      }),
    ),
  };
  ids = {
    water: (await createIngredient(t, admin, { name: uniqueName('Water'), incisName: 'Aqua' })).id,
    salicylic: (
      await createIngredient(t, admin, {
        name: uniqueName('Salicylic Acid (BHA)'),
        incisName: 'Salicylic Acid',
      })
    ).id,
    linalool: (await createIngredient(t, admin, { name: uniqueName('Linalool'), incisName: 'Linalool' })).id,
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
    expect(alert).toMatchObject({
      title: `Salicylic Acid above 2.0 % in ${name}`,
      severity: 'high',
      status: 'open',
      region: 'EU',
      ruleId: rules.salicylic.id,
      ingredientId: ids.salicylic,
      autoKey: `${rules.salicylic.id}:${created.id}:${ids.salicylic}`,
      reportedBy: null,
    });
    expect(alert!.description).toBe(
      `Salicylic Acid at 2.5 % w/w in ${name}, above the 2.0 % limit. Source: ${await ingredientName(ids.salicylic)}. Reference: Reg. (EC) 1223/2009 Annex III/98.`,
    );
    expect((await activityOf(t, alert!.id)).map((row) => [row.action, row.userId, row.description])).toEqual([
      [
        'compliance_issue_auto_open',
        scientistId,
        `Automated check opened "Salicylic Acid above 2.0 % in ${name}"`,
      ],
    ]);

    // The API shows it as automated, linked to the formulation and the ingredient.
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
    expect((await activityOf(t, alert!.id)).map((row) => [row.action, row.userId])).toEqual([
      ['compliance_issue_auto_open', scientistId],
      ['compliance_issue_auto_resolve', scientistId],
    ]);
    expect((await activityOf(t, alert!.id))[1]!.description).toBe(
      `Automated check resolved "${alert!.title}": the violation is gone`,
    );

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
    expect(alerts[0]!.description).toContain('at 0.005 % w/w');
    expect(alerts[0]!.description).toContain('a leave-on product: above 0.001 % it must be labelled');

    // The same recipe re-saved as a rinse-off mask: the leave-on alert is resolved, nothing new opens.
    await save(recipe, { productType: 'mask', name, revision: serum.revision }, serum.id);
    expect((await alertsOf(serum.id)).map((row) => row.status)).toEqual(['resolved']);
  });

  it('flags an ingredient without an INCI name', async () => {
    const created = await save(lines(['water', '990'], ['noInci', '10']));
    const alerts = await alertsOf(created.id);
    expect(alerts.map((row) => [row.ruleId, row.ingredientId, row.severity])).toEqual([
      [rules.missingInci.id, ids.noInci, 'low'],
    ]);
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
  it('on a fresh demo database opens the seeded violations once, then finds nothing new', async () => {
    const demo = await buildTestApp({ seed: 'demo' });
    try {
      const cookie = await demo.signInAs('quality_regulatory');
      const first = await demo.call({
        method: 'POST',
        url: '/api/compliance/run-checks',
        payload: {},
        cookie,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ checked: DEMO_FORMULATIONS.length, opened: 3, resolved: 0 });

      const open = await demo.call({ method: 'GET', url: '/api/compliance/issues?status=open', cookie });
      const automated = open.json().filter((issue: { automated: boolean }) => issue.automated);
      expect(automated.map((issue: { title: string }) => issue.title).sort()).toEqual([
        // Dark spot corrector: 15 of 1000 oz = 1.5 % kojic acid (limit 1 %); its alpha-arbutin is 2.0 %, at the limit.
        'Kojic Acid above 1.0 % in Dark Spot Corrector',
        // Beard oil (treatment, leave-on): 5 of 1000 oz = 0.5 % linalool (label above 0.001 %).
        'Linalool must be labelled in Beard Softening Oil',
        // BHA serum: 25 of 1000 oz = 2.5 % salicylic acid (limit 2.0 %). The pre-shave scrub's 30 of 2000 oz = 1.5 %.
        'Salicylic Acid above 2.0 % in BHA Blemish Control Serum',
      ]);
      const [run] = await demo.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.action, 'compliance_checks_run'));
      expect(run?.description).toBe(
        `Ran compliance checks on ${DEMO_FORMULATIONS.length} formulations: 3 opened, 0 resolved`,
      );

      const second = await demo.call({
        method: 'POST',
        url: '/api/compliance/run-checks',
        payload: {},
        cookie,
      });
      expect(second.json()).toEqual({ checked: DEMO_FORMULATIONS.length, opened: 0, resolved: 0 });
    } finally {
      await demo.close();
    }
  });

  it('resolves alerts of a deactivated rule and of a deleted formulation', async () => {
    const app = await buildTestApp();
    try {
      const cookie = await app.signInAs('admin');
      const rule = (
        await app.call({ method: 'POST', url: '/api/regulatory-rules', payload: ruleInput(), cookie })
      ).json();
      const water = await createIngredient(app, cookie, { incisName: 'Aqua' });
      const bha = await createIngredient(app, cookie, { incisName: 'Salicylic Acid' });
      const make = async () => {
        const response = await app.call({
          method: 'POST',
          url: '/api/formulations',
          payload: formulationPayload([
            { ingredientId: water.id, ounces: '97' },
            { ingredientId: bha.id, ounces: '3' },
          ]),
          cookie,
        });
        return response.json();
      };
      const kept = await make();
      const deleted = await make();
      expect(
        (await app.call({ method: 'DELETE', url: `/api/formulations/${deleted.id}`, cookie })).statusCode,
      ).toBe(204);
      const run = () => app.call({ method: 'POST', url: '/api/compliance/run-checks', payload: {}, cookie });
      // The deleted formulation's alert lost its link and is resolved; the kept one is still over the limit.
      expect((await run()).json()).toEqual({ checked: 1, opened: 0, resolved: 1 });

      const put = await app.call({
        method: 'PUT',
        url: `/api/regulatory-rules/${rule.id}`,
        payload: ruleInput({ ...rule, isActive: false, revision: rule.revision }),
        cookie,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect((await run()).json()).toEqual({ checked: 1, opened: 0, resolved: 1 });
      const [left] = await app.database.db
        .select({ n: count() })
        .from(complianceIssues)
        .where(sql`${complianceIssues.status} <> 'resolved'`);
      expect(left!.n).toBe(0);
      expect(kept.id).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  });

  it('answers 401 signed out and 403 to roles that may not edit compliance issues, changing nothing', async () => {
    const before = await issueCount();
    const signedOut = await t.call({ method: 'POST', url: '/api/compliance/run-checks', payload: {} });
    expect(signedOut.statusCode).toBe(401);
    for (const role of ['viewer', 'product_manager', 'rd_scientist']) {
      const response = await t.call({
        method: 'POST',
        url: '/api/compliance/run-checks',
        payload: {},
        cookie: await t.signInAs(role),
      });
      expect(response.statusCode, role).toBe(403);
    }
    expect(await issueCount()).toBe(before);
  });

  it.each(['admin', 'editor', 'quality_regulatory'])('lets %s run the checks', async (role) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/compliance/run-checks',
      payload: {},
      cookie: await t.signInAs(role),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ checked: expect.any(Number), opened: 0, resolved: 0 });
  });

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
