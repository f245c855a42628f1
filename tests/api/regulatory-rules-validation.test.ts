import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf } from '../support/factories.ts';
import {
  counts,
  create,
  get,
  post,
  put,
  rule,
  startRegulatoryRulesApp,
  stopRegulatoryRulesApp,
  t,
} from '../support/regulatory-rules-app.ts';

/**
 * The rule library's routes (docs/product-rules.md, "Compliance"): rules name a substance of the catalogue, never text. Here the rule
 * form's validation on POST and PUT (docs/product-rules.md, "The web app"): each refused field with its message, nothing written.
 */
beforeAll(startRegulatoryRulesApp);
afterAll(stopRegulatoryRulesApp);

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
    ['an unknown market', { market: 'Mars' }, 'market', 'Market must be one of EU, UK, US, CA, CN, ASEAN'],
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
