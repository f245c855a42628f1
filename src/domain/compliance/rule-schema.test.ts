import { describe, expect, it } from 'vitest';
import { ruleInputSchema } from './rule-schema.ts';

const base = {
  name: 'Salicylic acid: max 2.0 %',
  ruleType: 'max_concentration',
  substance: 'Salicylic Acid',
  maxPercent: '2.0',
  severity: 'high',
};

function messages(input: object) {
  const result = ruleInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('ruleInputSchema', () => {
  it('reads a limit with defaults', () => {
    expect(ruleInputSchema.parse(base)).toEqual({
      ...base,
      maxPercent: 2,
      productTypes: null,
      scope: 'all',
      region: 'EU',
      reference: null,
      warningText: null,
      isActive: true,
    });
  });

  it('says what is missing', () => {
    expect(messages({ ...base, name: '  ' })).toEqual({ name: 'Name is required' });
    expect(messages({ ...base, maxPercent: '' })).toEqual({
      maxPercent: 'Maximum % is required for a concentration limit',
    });
    expect(messages({ ...base, substance: '' })).toEqual({ substance: 'Substance is required' });
    expect(messages({ ...base, maxPercent: '101' })).toEqual({
      maxPercent: 'Maximum % must be a number from 0 to 100',
    });
    expect(messages({ ...base, severity: 'urgent' })).toEqual({ severity: 'Severity is required' });
    expect(messages({ ...base, ruleType: 'banned' })).toEqual({ ruleType: 'Rule type is required' });
    expect(messages({ ...base, productTypes: ['lipstick'] })).toEqual({
      'productTypes.0': 'Unknown product type',
    });
  });

  it('drops the substance of a missing-INCI rule and the percentage of a prohibition', () => {
    expect(ruleInputSchema.parse({ ...base, ruleType: 'missing_inci' })).toMatchObject({
      substance: null,
      maxPercent: null,
    });
    expect(ruleInputSchema.parse({ ...base, ruleType: 'prohibited' })).toMatchObject({
      substance: 'Salicylic Acid',
      maxPercent: null,
    });
  });

  it('lets an allergen rule leave the threshold to the standard one', () => {
    expect(
      ruleInputSchema.parse({ ...base, ruleType: 'allergen_label', substance: 'Linalool', maxPercent: '' }),
    ).toMatchObject({ maxPercent: null });
  });

  it('keeps each product type once', () => {
    expect(ruleInputSchema.parse({ ...base, productTypes: ['serum', 'serum', 'balm'] }).productTypes).toEqual(
      ['serum', 'balm'],
    );
  });
});
