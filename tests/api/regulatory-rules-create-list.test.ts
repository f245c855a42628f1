import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf, uniqueName } from '../support/factories.ts';
import {
  arbutin,
  create,
  get,
  NO_CHECKS,
  post,
  regulatory,
  regulatoryId,
  rule,
  startRegulatoryRulesApp,
  stopRegulatoryRulesApp,
  t,
} from '../support/regulatory-rules-app.ts';

/**
 * The rule library's routes (docs/product-rules.md, "Compliance"): rules name a substance of the catalogue, never text. Here POST
 * /api/regulatory-rules (every field, the defaults, what the re-check found, the activity log) and GET, which
 * every role may read, bans first.
 */
beforeAll(startRegulatoryRulesApp);
afterAll(stopRegulatoryRulesApp);

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
      market: 'EU',
      severity: 'medium',
      annexEntry: 'Annex III/377',
      reference: 'Reg. (EU) 2024/996',
      warningText: 'Avoid the eye area.',
      thresholdPercent: '0.1',
      usedAs: 'other',
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
      usedAs: 'other',
      market: 'EU',
      severity: 'medium',
      annexEntry: 'Annex III/377',
      reference: 'Reg. (EU) 2024/996',
      warningText: 'Avoid the eye area.',
      thresholdPercent: '0.1000',
      appliesFrom: '2025-02-01',
      placingBanFrom: '2025-02-01',
      makingAvailableBanFrom: '2025-11-01',
      isActive: true,
      // Typed in, not imported from an annex (ADR 055).
      needsReview: false,
      reviewReasons: null,
      sourceAnnex: null,
      regulation: null,
      cmr: null,
      sourceUpdateDate: null,
      calculatedAs: null,
      legalText: null,
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

  it('defaults exposure to all, market to EU and empty texts and lists to none', async () => {
    const created = await create({
      exposure: undefined,
      market: undefined,
      productTypes: [],
      applicationAreas: [],
      annexEntry: ' ',
      reference: '',
      appliesFrom: '',
    });
    expect(created).toMatchObject({
      exposure: 'all',
      market: 'EU',
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
