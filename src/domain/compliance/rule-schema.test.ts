import { describe, expect, it } from 'vitest';
import { ruleInputSchema } from './rule-schema.ts';

const SALICYLIC = '00000000-0000-4000-8000-000000000098';
const base = {
  name: 'Salicylic acid: max 2 %',
  ruleType: 'max_concentration',
  substanceId: SALICYLIC,
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
      applicationAreas: null,
      exposure: 'all',
      usedAs: null,
      market: 'EU',
      annexEntry: null,
      reference: null,
      warningText: null,
      thresholdPercent: null,
      appliesFrom: null,
      placingBanFrom: null,
      makingAvailableBanFrom: null,
      isActive: true,
    });
  });

  it('reads a function-of-use condition and a warning threshold', () => {
    const parsed = ruleInputSchema.parse({
      ...base,
      ruleType: 'mandatory_warning',
      usedAs: 'preservative',
      warningText: 'Releases formaldehyde.',
      thresholdPercent: '0.001',
    });
    expect(parsed).toMatchObject({ usedAs: 'preservative', thresholdPercent: 0.001, maxPercent: null });
    // Empty means none; a threshold without a warning has nothing to start and is dropped.
    expect(ruleInputSchema.parse({ ...base, usedAs: '', thresholdPercent: '' })).toMatchObject({
      usedAs: null,
      thresholdPercent: null,
    });
    expect(ruleInputSchema.parse({ ...base, thresholdPercent: '0.5' }).thresholdPercent).toBeNull();
    expect(messages({ ...base, usedAs: 'solvent' })).toEqual({
      usedAs: 'Used as must be UV filter, preservative, colourant, perfume or other',
    });
    expect(messages({ ...base, warningText: 'x', thresholdPercent: '101' })).toEqual({
      thresholdPercent: 'Warning threshold % must be a number from 0 to 100',
    });
  });

  it('reads conditions and dates', () => {
    const parsed = ruleInputSchema.parse({
      ...base,
      ruleType: 'conditional',
      productTypes: ['moisturizer'],
      applicationAreas: ['body', 'body'],
      exposure: 'leave_on',
      annexEntry: 'Annex III/98',
      placingBanFrom: '2025-11-01',
      makingAvailableBanFrom: '2027-05-01',
    });
    expect(parsed).toMatchObject({
      applicationAreas: ['body'],
      exposure: 'leave_on',
      annexEntry: 'Annex III/98',
      placingBanFrom: '2025-11-01',
      makingAvailableBanFrom: '2027-05-01',
    });
  });

  it('says what is missing or wrong', () => {
    expect(messages({ ...base, name: '  ' })).toEqual({ name: 'Name is required' });
    expect(messages({ ...base, maxPercent: '' })).toEqual({
      maxPercent: 'Maximum % is required for a concentration limit',
    });
    expect(messages({ ...base, substanceId: '' })).toEqual({ substanceId: 'Substance is required' });
    expect(messages({ ...base, substanceId: 'retinol' })).toEqual({ substanceId: 'Substance not found' });
    expect(messages({ ...base, maxPercent: '101' })).toEqual({
      maxPercent: 'Maximum % must be a number from 0 to 100',
    });
    expect(messages({ ...base, severity: 'urgent' })).toEqual({ severity: 'Severity is required' });
    expect(messages({ ...base, ruleType: 'banned' })).toEqual({ ruleType: 'Rule type is required' });
    expect(messages({ ...base, productTypes: ['lipstick'] })).toEqual({
      'productTypes.0': 'Unknown product type',
    });
    expect(messages({ ...base, applicationAreas: ['feet'] })).toEqual({
      'applicationAreas.0': 'Unknown application area',
    });
    expect(messages({ ...base, exposure: 'spray' })).toEqual({
      exposure: 'Exposure must be all, leave-on or rinse-off',
    });
    expect(messages({ ...base, appliesFrom: '2025-02-30' })).toEqual({
      appliesFrom: 'Applies from must be a date',
    });
    expect(messages({ ...base, placingBanFrom: '2026-05-01', makingAvailableBanFrom: '2025-05-01' })).toEqual(
      {
        makingAvailableBanFrom: 'No making available from must not be before no placing on the market from',
      },
    );
    expect(messages({ ...base, ruleType: 'mandatory_warning' })).toEqual({
      warningText: 'Warning text is required for a warning',
    });
    expect(messages({ ...base, ruleType: 'conditional' })).toEqual({
      applicationAreas: 'Give at least one condition where the substance is allowed',
    });
  });

  it('drops the substance of a missing-INCI rule and the percentage of a prohibition', () => {
    expect(ruleInputSchema.parse({ ...base, ruleType: 'missing_inci' })).toMatchObject({
      substanceId: null,
      maxPercent: null,
    });
    expect(ruleInputSchema.parse({ ...base, ruleType: 'prohibited' })).toMatchObject({
      substanceId: SALICYLIC,
      maxPercent: null,
    });
  });

  it('lets an allergen rule leave the threshold to the standard one', () => {
    expect(ruleInputSchema.parse({ ...base, ruleType: 'allergen_label', maxPercent: '' })).toMatchObject({
      maxPercent: null,
    });
  });

  it('keeps each product type once', () => {
    expect(ruleInputSchema.parse({ ...base, productTypes: ['serum', 'serum', 'balm'] }).productTypes).toEqual(
      ['serum', 'balm'],
    );
  });
});
