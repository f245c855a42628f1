import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, complianceIssues, regulatoryRules } from '../../src/server/db/schema.ts';
import { activityOf, createIngredient, formulationPayload, ruleInput } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const STALE = 'This record was changed by someone else. Reload to see the latest version.';

let t: TestApp;
let regulatory: string;
let regulatoryId: string;
beforeAll(async () => {
  t = await buildTestApp();
  regulatory = await t.signInAs('quality_regulatory');
  regulatoryId = (await t.createUser('quality_regulatory')).id;
});
afterAll(async () => t.close());

async function counts() {
  const [rules] = await t.database.db.select({ n: count() }).from(regulatoryRules);
  const [activity] = await t.database.db.select({ n: count() }).from(activityLog);
  return { rules: rules!.n, activity: activity!.n };
}
const create = async (overrides: Record<string, unknown> = {}, cookie = regulatory) => {
  const response = await t.call({
    method: 'POST',
    url: '/api/regulatory-rules',
    payload: ruleInput(overrides),
    cookie,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const put = (id: string, payload: object, cookie = regulatory) =>
  t.call({ method: 'PUT', url: `/api/regulatory-rules/${id}`, payload, cookie });

describe('POST /api/regulatory-rules', () => {
  it('adds a rule with every field and logs it', async () => {
    const payload = ruleInput({
      name: 'Alpha-arbutin: max 2 % in face cream',
      substance: 'Alpha-Arbutin',
      maxPercent: '2',
      productTypes: ['moisturizer', 'serum'],
      scope: 'leave_on',
      region: 'EU',
      severity: 'medium',
      reference: 'Reg. (EU) 2024/996',
      warningText: 'Avoid the eye area.',
    });
    const response = await t.call({
      method: 'POST',
      url: '/api/regulatory-rules',
      payload,
      cookie: regulatory,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Alpha-arbutin: max 2 % in face cream',
      ruleType: 'max_concentration',
      substance: 'Alpha-Arbutin',
      maxPercent: '2.0000',
      productTypes: ['moisturizer', 'serum'],
      scope: 'leave_on',
      region: 'EU',
      severity: 'medium',
      reference: 'Reg. (EU) 2024/996',
      warningText: 'Avoid the eye area.',
      isActive: true,
      revision: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await activityOf(t, body.id)).map((row) => [row.action, row.userId, row.description])).toEqual([
      [
        'regulatory_rule_create',
        regulatoryId,
        'Added regulatory rule "Alpha-arbutin: max 2 % in face cream"',
      ],
    ]);
  });

  it('stores a missing-INCI rule without substance or percentage', async () => {
    const rule = await create({
      ruleType: 'missing_inci',
      substance: 'ignored',
      maxPercent: '5',
      severity: 'low',
    });
    expect(rule).toMatchObject({ ruleType: 'missing_inci', substance: null, maxPercent: null });
  });

  it.each(['admin', 'editor'])('lets %s add a rule', async (role) => {
    await create({}, await t.signInAs(role));
  });
});

describe('validation (nothing written)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '' }, 'name', 'Name is required'],
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['no rule type', { ruleType: undefined }, 'ruleType', 'Rule type is required'],
    [
      'a limit without a maximum',
      { maxPercent: '' },
      'maxPercent',
      'Maximum % is required for a concentration limit',
    ],
    [
      'a limit with a null maximum',
      { maxPercent: null },
      'maxPercent',
      'Maximum % is required for a concentration limit',
    ],
    ['a maximum above 100', { maxPercent: '150' }, 'maxPercent', 'Maximum % must be a number from 0 to 100'],
    [
      'a maximum that is not a number',
      { maxPercent: 'two' },
      'maxPercent',
      'Maximum % must be a number from 0 to 100',
    ],
    ['a limit without a substance', { substance: '' }, 'substance', 'Substance is required'],
    ['an unknown severity', { severity: 'urgent' }, 'severity', 'Severity is required'],
    ['an unknown product type', { productTypes: ['lipstick'] }, 'productTypes.0', 'Unknown product type'],
    ['an unknown scope', { scope: 'spray' }, 'scope', 'Scope must be all, leave-on or rinse-off'],
    ['an empty region', { region: ' ' }, 'region', 'Region is required'],
  ];

  it.each(cases)(
    'POST with %s answers 400 with the field message',
    async (_label, overrides, field, message) => {
      const before = await counts();
      const response = await t.call({
        method: 'POST',
        url: '/api/regulatory-rules',
        payload: ruleInput(overrides),
        cookie: regulatory,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe(message);
      expect(body.fieldErrors[field]).toEqual([message]);
      expect(await counts()).toEqual(before);
    },
  );

  it('PUT without a revision answers 400 and leaves the rule as it was', async () => {
    const rule = await create();
    const response = await put(rule.id, ruleInput({ name: 'Renamed' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Revision is required');
    expect(
      (await t.call({ method: 'GET', url: `/api/regulatory-rules/${rule.id}`, cookie: regulatory })).json(),
    ).toEqual(rule);
  });
});

describe('GET /api/regulatory-rules', () => {
  it('lists the library for every role, and reads one rule', async () => {
    const rule = await create();
    const viewer = await t.signInAs('viewer');
    const list = await t.call({ method: 'GET', url: '/api/regulatory-rules', cookie: viewer });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(rule);
    const one = await t.call({ method: 'GET', url: `/api/regulatory-rules/${rule.id}`, cookie: viewer });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(rule);
  });
});

describe('PUT /api/regulatory-rules/{id}', () => {
  it('edits with the revision read, logs it, and answers 409 to a stale revision', async () => {
    const rule = await create();
    const edited = await put(
      rule.id,
      ruleInput({
        name: 'Salicylic acid: max 3.0 % rinse-off',
        maxPercent: 3,
        scope: 'rinse_off',
        revision: 1,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ maxPercent: '3.0000', scope: 'rinse_off', revision: 2 });
    expect((await activityOf(t, rule.id)).map((row) => row.action)).toEqual([
      'regulatory_rule_create',
      'regulatory_rule_update',
    ]);

    const before = await counts();
    const stale = await put(rule.id, ruleInput({ name: 'Second writer', revision: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    expect(await counts()).toEqual(before);
    const [stored] = await t.database.db
      .select()
      .from(regulatoryRules)
      .where(eq(regulatoryRules.id, rule.id));
    expect(stored).toMatchObject({ name: 'Salicylic acid: max 3.0 % rinse-off', revision: 2 });
  });
});

describe('DELETE /api/regulatory-rules/{id}', () => {
  it('deletes the rule and logs it; its alerts stay, without the link', async () => {
    const app = await buildTestApp();
    try {
      const cookie = await app.signInAs('quality_regulatory');
      const admin = await app.signInAs('admin');
      const rule = (
        await app.call({ method: 'POST', url: '/api/regulatory-rules', payload: ruleInput(), cookie })
      ).json();
      const water = await createIngredient(app, admin, { incisName: 'Aqua' });
      const bha = await createIngredient(app, admin, { incisName: 'Salicylic Acid' });
      await app.call({
        method: 'POST',
        url: '/api/formulations',
        payload: formulationPayload([
          { ingredientId: water.id, ounces: '95' },
          { ingredientId: bha.id, ounces: '5' },
        ]),
        cookie: admin,
      });
      const [alert] = await app.database.db
        .select()
        .from(complianceIssues)
        .where(eq(complianceIssues.ruleId, rule.id));
      expect(alert).toBeDefined();

      const response = await app.call({ method: 'DELETE', url: `/api/regulatory-rules/${rule.id}`, cookie });
      expect(response.statusCode).toBe(204);
      expect(
        (await app.call({ method: 'GET', url: `/api/regulatory-rules/${rule.id}`, cookie })).statusCode,
      ).toBe(404);
      const [kept] = await app.database.db
        .select()
        .from(complianceIssues)
        .where(eq(complianceIssues.id, alert!.id));
      expect(kept).toMatchObject({ ruleId: null, status: 'open' });
      const [logged] = await app.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.action, 'regulatory_rule_delete'));
      expect(logged?.description).toBe(`Deleted regulatory rule "${rule.name}"`);
      // The next check resolves it: the rule that found it is gone.
      const run = await app.call({ method: 'POST', url: '/api/compliance/run-checks', payload: {}, cookie });
      expect(run.json()).toMatchObject({ resolved: 1 });
    } finally {
      await app.close();
    }
  });
});

describe('access', () => {
  it('answers 401 on every endpoint when signed out, writing nothing', async () => {
    const id = randomUUID();
    const before = await counts();
    for (const request of [
      { method: 'GET', url: '/api/regulatory-rules' },
      { method: 'GET', url: `/api/regulatory-rules/${id}` },
      { method: 'POST', url: '/api/regulatory-rules', payload: ruleInput() },
      { method: 'PUT', url: `/api/regulatory-rules/${id}`, payload: ruleInput({ revision: 1 }) },
      { method: 'DELETE', url: `/api/regulatory-rules/${id}` },
    ] as const) {
      const response = await t.call({ ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
    }
    expect(await counts()).toEqual(before);
  });

  it.each(['viewer', 'product_manager', 'rd_scientist', 'procurement_specialist', 'finance_analyst'])(
    'answers 403 to %s on add, edit and delete, changing nothing',
    async (role) => {
      const rule = await create();
      const cookie = await t.signInAs(role);
      const before = await counts();
      for (const request of [
        { method: 'POST', url: '/api/regulatory-rules', payload: ruleInput() },
        {
          method: 'PUT',
          url: `/api/regulatory-rules/${rule.id}`,
          payload: ruleInput({ name: 'No', revision: 1 }),
        },
        { method: 'DELETE', url: `/api/regulatory-rules/${rule.id}` },
      ] as const) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      expect(await counts()).toEqual(before);
      expect(
        (await t.call({ method: 'GET', url: `/api/regulatory-rules/${rule.id}`, cookie })).json(),
      ).toEqual(rule);
    },
  );

  it.each([randomUUID(), 'not-a-uuid'])('answers 404 "Regulatory rule not found" for id %s', async (id) => {
    const before = await counts();
    for (const request of [
      { method: 'GET', url: `/api/regulatory-rules/${id}` },
      { method: 'PUT', url: `/api/regulatory-rules/${id}`, payload: ruleInput({ revision: 1 }) },
      { method: 'DELETE', url: `/api/regulatory-rules/${id}` },
    ] as const) {
      const response = await t.call({ ...request, cookie: regulatory });
      expect(response.statusCode, `${request.method}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Regulatory rule not found' });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 404 when the compliance feature is turned off', async () => {
    const app = await buildTestApp();
    try {
      const cookie = await app.signInAs('quality_regulatory');
      await app.directWrite(() =>
        app.database.db.execute(
          sql`update system_settings set data = jsonb_set(data, '{features,compliance}', 'false'::jsonb)`,
        ),
      );
      expect((await app.call({ method: 'GET', url: '/api/regulatory-rules', cookie })).statusCode).toBe(404);
      expect(
        (await app.call({ method: 'POST', url: '/api/regulatory-rules', payload: ruleInput(), cookie }))
          .statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });
});
