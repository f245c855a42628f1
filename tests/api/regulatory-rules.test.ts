import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, complianceIssues, regulatoryRules } from '../../src/server/db/schema.ts';
import {
  activityOf,
  createFormulation,
  createIngredient,
  createSubstance,
  pureComposition,
  ruleInput,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/** The rule library's routes (DESIGN §9): rules name a substance of the catalogue, never text. */
const STALE = 'This record was changed by someone else. Reload to see the latest version.';
const NO_CHECKS = { checked: 0, opened: 0, resolved: 0 };

let t: TestApp;
let regulatory: string;
let regulatoryId: string;
/** Substances of the test's own catalogue (a fresh database holds none). */
let salicylic: { id: string; inciName: string };
let arbutin: { id: string; inciName: string };
beforeAll(async () => {
  t = await buildTestApp();
  regulatory = await t.signInAs('quality_regulatory');
  regulatoryId = (await t.createUser('quality_regulatory')).id;
  salicylic = await createSubstance(t, regulatory, { inciName: uniqueName('Salicylic Acid') });
  arbutin = await createSubstance(t, regulatory, { inciName: uniqueName('Alpha-Arbutin') });
});
afterAll(async () => t.close());

async function counts() {
  const [rules] = await t.database.db.select({ n: count() }).from(regulatoryRules);
  const [activity] = await t.database.db.select({ n: count() }).from(activityLog);
  return { rules: rules!.n, activity: activity!.n };
}
/** A salicylic acid limit (2 %) unless overridden. */
const rule = (overrides: Record<string, unknown> = {}) =>
  ruleInput({ substanceId: salicylic.id, ...overrides });
const post = (payload: object, cookie = regulatory) =>
  t.call({ method: 'POST', url: '/api/regulatory-rules', payload, cookie });
const create = async (overrides: Record<string, unknown> = {}, cookie = regulatory) => {
  const response = await post(rule(overrides), cookie);
  expect(response.statusCode, response.body).toBe(201);
  const { checks, ...created } = response.json();
  return created;
};
const get = (id: string, cookie = regulatory) =>
  t.call({ method: 'GET', url: `/api/regulatory-rules/${id}`, cookie });
const put = (id: string, payload: object, cookie = regulatory) =>
  t.call({ method: 'PUT', url: `/api/regulatory-rules/${id}`, payload, cookie });

describe('POST /api/regulatory-rules', () => {
  it('adds a rule with every field, answers what its re-check found, and logs it', async () => {
    const payload = rule({
      name: 'Alpha-arbutin: max 2 % in face cream',
      ruleType: 'conditional',
      substanceId: arbutin.id,
      maxPercent: '2',
      productTypes: ['moisturizer', 'serum', 'moisturizer'],
      applicationAreas: ['face'],
      exposure: 'leave_on',
      region: 'EU',
      severity: 'medium',
      annexEntry: 'Annex III/377',
      reference: 'Reg. (EU) 2024/996',
      warningText: 'Avoid the eye area.',
      appliesFrom: '2025-02-01',
      placingBanFrom: '2025-02-01',
      makingAvailableBanFrom: '2025-11-01',
      // Unknown fields are dropped, never written.
      id: randomUUID(),
      revision: 7,
    });
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Alpha-arbutin: max 2 % in face cream',
      ruleType: 'conditional',
      substanceId: arbutin.id,
      substanceName: arbutin.inciName,
      maxPercent: '2.0000',
      // Duplicates dropped.
      productTypes: ['moisturizer', 'serum'],
      applicationAreas: ['face'],
      exposure: 'leave_on',
      region: 'EU',
      severity: 'medium',
      annexEntry: 'Annex III/377',
      reference: 'Reg. (EU) 2024/996',
      warningText: 'Avoid the eye area.',
      appliesFrom: '2025-02-01',
      placingBanFrom: '2025-02-01',
      makingAvailableBanFrom: '2025-11-01',
      isActive: true,
      revision: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // No formulation holds the substance yet.
      checks: NO_CHECKS,
    });
    expect((await activityOf(t, body.id)).map((row) => [row.action, row.userId, row.description])).toEqual([
      [
        'regulatory_rule_create',
        regulatoryId,
        'Added regulatory rule "Alpha-arbutin: max 2 % in face cream"',
      ],
    ]);
  });

  it('defaults exposure to all, region to EU and empty texts and lists to none', async () => {
    const created = await create({
      exposure: undefined,
      region: undefined,
      productTypes: [],
      applicationAreas: [],
      annexEntry: ' ',
      reference: '',
      appliesFrom: '',
    });
    expect(created).toMatchObject({
      exposure: 'all',
      region: 'EU',
      productTypes: null,
      applicationAreas: null,
      annexEntry: null,
      reference: null,
      appliesFrom: null,
    });
  });

  it('stores a missing-INCI rule without substance or percentage', async () => {
    const created = await create({ ruleType: 'missing_inci', maxPercent: '5', severity: 'low' });
    expect(created).toMatchObject({
      ruleType: 'missing_inci',
      substanceId: null,
      substanceName: null,
      maxPercent: null,
    });
  });

  it('keeps no percentage on a prohibition or a warning', async () => {
    expect(await create({ ruleType: 'prohibited', maxPercent: '1' })).toMatchObject({ maxPercent: null });
    expect(
      await create({
        ruleType: 'mandatory_warning',
        maxPercent: '1',
        warningText: 'Contains salicylic acid.',
      }),
    ).toMatchObject({ maxPercent: null, warningText: 'Contains salicylic acid.' });
  });

  it.each(['admin', 'editor'])('lets %s add a rule', async (role) => {
    await create({}, await t.signInAs(role));
  });
});

describe('validation (nothing written)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '' }, 'name', 'Name is required'],
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name', 'Name must be at most 200 characters'],
    ['no rule type', { ruleType: undefined }, 'ruleType', 'Rule type is required'],
    ['an unknown rule type', { ruleType: 'banned' }, 'ruleType', 'Rule type is required'],
    ['no substance', { substanceId: undefined }, 'substanceId', 'Substance is required'],
    ['an empty substance', { substanceId: '' }, 'substanceId', 'Substance is required'],
    ['a substance that is no id', { substanceId: 'Salicylic Acid' }, 'substanceId', 'Substance not found'],
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
    ['a negative maximum', { maxPercent: -1 }, 'maxPercent', 'Maximum % must be a number from 0 to 100'],
    [
      'a maximum that is not a number',
      { maxPercent: 'two' },
      'maxPercent',
      'Maximum % must be a number from 0 to 100',
    ],
    [
      'a warning without its text',
      { ruleType: 'mandatory_warning', warningText: ' ' },
      'warningText',
      'Warning text is required for a warning',
    ],
    [
      'an "allowed only" rule without a condition',
      { ruleType: 'conditional' },
      'applicationAreas',
      'Give at least one condition where the substance is allowed',
    ],
    ['an unknown severity', { severity: 'urgent' }, 'severity', 'Severity is required'],
    ['an unknown product type', { productTypes: ['lipstick'] }, 'productTypes.0', 'Unknown product type'],
    [
      'an unknown application area',
      { applicationAreas: ['feet'] },
      'applicationAreas.0',
      'Unknown application area',
    ],
    ['an unknown exposure', { exposure: 'spray' }, 'exposure', 'Exposure must be all, leave-on or rinse-off'],
    ['an empty region', { region: ' ' }, 'region', 'Region is required'],
    [
      'an annex entry over 100 characters',
      { annexEntry: 'A'.repeat(101) },
      'annexEntry',
      'Annex entry must be at most 100 characters',
    ],
    [
      'a day that does not exist',
      { appliesFrom: '2025-02-30' },
      'appliesFrom',
      'Applies from must be a date',
    ],
    [
      'a placing ban that is no date',
      { placingBanFrom: 'May 2025' },
      'placingBanFrom',
      'No placing on the market from must be a date',
    ],
    [
      'a making-available ban before the placing ban',
      { placingBanFrom: '2025-05-01', makingAvailableBanFrom: '2025-04-30' },
      'makingAvailableBanFrom',
      'No making available from must not be before no placing on the market from',
    ],
    ['an active flag that is text', { isActive: 'yes' }, 'isActive', 'Active must be true or false'],
  ];

  it.each(cases)(
    'POST with %s answers 400 with the field message',
    async (_label, overrides, field, message) => {
      const before = await counts();
      const response = await post(rule(overrides));
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(body.message).toBe(message);
      expect(body.fieldErrors[field]).toEqual([message]);
      expect(await counts()).toEqual(before);
    },
  );

  it('POST with a substance that is not in the catalogue answers 400 "Substance not found"', async () => {
    const before = await counts();
    const response = await post(rule({ substanceId: randomUUID() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Substance not found',
      fieldErrors: { substanceId: ['Substance not found'] },
    });
    expect(await counts()).toEqual(before);
  });

  it('PUT without a revision, or onto an unknown substance, answers 400 and leaves the rule as it was', async () => {
    const created = await create();
    const missing = await put(created.id, rule({ name: 'Renamed' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Revision is required',
      fieldErrors: { revision: ['Revision is required'] },
    });
    const unknown = await put(created.id, rule({ substanceId: randomUUID(), revision: 1 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Substance not found');
    const invalid = await put(created.id, rule({ maxPercent: '', revision: 1 }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({
      maxPercent: ['Maximum % is required for a concentration limit'],
    });
    expect((await get(created.id)).json()).toEqual(created);
    expect((await activityOf(t, created.id)).map((row) => row.action)).toEqual(['regulatory_rule_create']);
  });
});

describe('GET /api/regulatory-rules', () => {
  it.each([
    'viewer',
    'editor',
    'product_manager',
    'rd_scientist',
    'procurement_specialist',
    'finance_analyst',
    'quality_regulatory',
    'admin',
  ])('lists the library for %s, and reads one rule', async (role) => {
    const created = await create();
    const cookie = await t.signInAs(role);
    const list = await t.call({ method: 'GET', url: '/api/regulatory-rules', cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(created);
    const one = await get(created.id, cookie);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created);
  });

  it('orders the library by rule type (bans first), then by name', async () => {
    const tag = uniqueName('Order');
    await create({ name: `${tag} B limit` });
    await create({ name: `${tag} A limit` });
    await create({ name: `${tag} Z ban`, ruleType: 'prohibited' });
    const list = (await t.call({ method: 'GET', url: '/api/regulatory-rules', cookie: regulatory })).json();
    const mine = list.filter((item: { name: string }) => item.name.startsWith(tag));
    expect(mine.map((item: { name: string }) => item.name)).toEqual([
      `${tag} Z ban`,
      `${tag} A limit`,
      `${tag} B limit`,
    ]);
  });
});

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
      const water = await createIngredient(app, scientist, { incisName: 'Aqua' });
      const acid = await createIngredient(app, scientist, {
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

describe('access', () => {
  it('answers 401 on every endpoint when signed out, writing nothing', async () => {
    const id = randomUUID();
    const before = await counts();
    for (const request of [
      { method: 'GET', url: '/api/regulatory-rules' },
      { method: 'GET', url: `/api/regulatory-rules/${id}` },
      { method: 'POST', url: '/api/regulatory-rules', payload: rule() },
      { method: 'PUT', url: `/api/regulatory-rules/${id}`, payload: rule({ revision: 1 }) },
      { method: 'DELETE', url: `/api/regulatory-rules/${id}` },
    ] as const) {
      const response = await t.call({ ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await counts()).toEqual(before);
  });

  it.each(['viewer', 'product_manager', 'rd_scientist', 'procurement_specialist', 'finance_analyst'])(
    'answers 403 to %s on add, edit and delete, changing nothing',
    async (role) => {
      const created = await create();
      const cookie = await t.signInAs(role);
      const before = await counts();
      for (const request of [
        { method: 'POST', url: '/api/regulatory-rules', payload: rule() },
        {
          method: 'PUT',
          url: `/api/regulatory-rules/${created.id}`,
          payload: rule({ name: 'No', revision: 1 }),
        },
        { method: 'DELETE', url: `/api/regulatory-rules/${created.id}` },
      ] as const) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      expect(await counts()).toEqual(before);
      expect((await get(created.id, cookie)).json()).toEqual(created);
    },
  );

  // A malformed id is no rule's, as on every other module's routes (substances, compliance issues, suppliers):
  // 404, given a body that is valid (a PUT's body is validated first).
  it.each([randomUUID(), 'not-a-uuid'])('answers 404 "Regulatory rule not found" for id %s', async (id) => {
    const before = await counts();
    for (const request of [
      { method: 'GET', url: `/api/regulatory-rules/${id}` },
      { method: 'PUT', url: `/api/regulatory-rules/${id}`, payload: rule({ revision: 1 }) },
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
      const substance = await createSubstance(app, cookie);
      await app.directWrite(() =>
        app.database.db.execute(
          sql`update system_settings set data = jsonb_set(data, '{features,compliance}', 'false'::jsonb)`,
        ),
      );
      expect((await app.call({ method: 'GET', url: '/api/regulatory-rules', cookie })).statusCode).toBe(404);
      const refused = await app.call({
        method: 'POST',
        url: '/api/regulatory-rules',
        payload: ruleInput({ substanceId: substance.id }),
        cookie,
      });
      expect(refused.statusCode).toBe(404);
      const [rules] = await app.database.db.select({ n: count() }).from(regulatoryRules);
      expect(rules!.n).toBe(0);
    } finally {
      await app.close();
    }
  });
});
