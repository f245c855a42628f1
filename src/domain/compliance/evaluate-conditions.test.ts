import { describe, expect, it } from 'vitest';
import { RETINOL, run, SALICYLIC } from './evaluate.fixtures.ts';
import { rule, subject } from './test-subject.ts';
import { violationsOf } from './violations.ts';

/**
 * The regulatory engine's conditions of use (docs/product-rules.md, "Compliance"): the rule for the product type, application area and
 * exposure binds over the general one, and a substance allowed only under conditions is refused elsewhere.
 */

describe('conditions of use', () => {
  const BODY_LOTION = { productTypes: ['moisturizer'], applicationAreas: ['body'], exposure: 'leave_on' };
  const RETINOL_BODY = rule({
    ruleType: 'max_concentration',
    substanceId: 'retinol',
    maxPercent: '0.05',
    ...BODY_LOTION,
  });

  it('the same cream is within the general limit on the face and over the body lotion limit on the body', () => {
    const recipe = { retinol: 0.1 };
    const face = run(subject(recipe, { productType: 'moisturizer', applicationArea: 'face' }), [
      RETINOL,
      RETINOL_BODY,
    ]);
    expect(face.map((f) => [f.rule.id, f.status])).toEqual([[RETINOL.id, 'within_limit']]);
    const body = run(subject(recipe, { productType: 'moisturizer', applicationArea: 'body' }), [
      RETINOL,
      RETINOL_BODY,
    ]);
    // The more specific rule binds: 0.1 % over 0.05 %.
    expect(body.map((f) => [f.rule.id, f.status, f.limit!.toString()])).toEqual([
      [RETINOL_BODY.id, 'over_limit', '0.05'],
    ]);
  });

  it('salicylic acid: 3 % in rinse-off hair products binds over the general 2 %; 0.5 % in body lotion', () => {
    const hair = rule({
      ruleType: 'max_concentration',
      substanceId: 'salicylic',
      maxPercent: '3',
      applicationAreas: ['hair', 'scalp'],
      exposure: 'rinse_off',
    });
    const body = rule({
      ruleType: 'max_concentration',
      substanceId: 'salicylic',
      maxPercent: '0.5',
      ...BODY_LOTION,
    });
    const rules = [SALICYLIC, hair, body];
    const shampoo = run(
      subject(
        { salicylic: 2.5 },
        { productType: 'cleanser', applicationArea: 'hair', exposure: 'rinse_off' },
      ),
      rules,
    );
    expect(shampoo.map((f) => [f.rule.id, f.status])).toEqual([[hair.id, 'within_limit']]);
    const serum = run(subject({ salicylic: 2.5 }), rules);
    expect(serum.map((f) => [f.rule.id, f.status])).toEqual([[SALICYLIC.id, 'over_limit']]);
    const lotion = run(
      subject({ salicylic: 0.6 }, { productType: 'moisturizer', applicationArea: 'body' }),
      rules,
    );
    expect(lotion.map((f) => [f.rule.id, f.status])).toEqual([[body.id, 'over_limit']]);
  });

  it('allowed only under conditions: kojic acid up to 1 % on face and hands, nowhere else', () => {
    const kojic = rule({
      ruleType: 'conditional',
      substanceId: 'kojic',
      maxPercent: '1',
      applicationAreas: ['face', 'hands'],
    });
    expect(run(subject({ kojic: 1 }), [kojic])[0]!.status).toBe('within_limit');
    expect(run(subject({ kojic: 0.99 }), [kojic])[0]!.status).toBe('within_limit');
    expect(run(subject({ kojic: 1.01 }), [kojic])[0]!.status).toBe('over_limit');
    // The same serum used on the body: not allowed at any level.
    const body = run(subject({ kojic: 0.5 }, { applicationArea: 'body' }), [kojic]);
    expect([body[0]!.status, body[0]!.violation]).toEqual(['not_allowed', true]);
    const [violation] = violationsOf(body, subject({ kojic: 0.5 }, { applicationArea: 'body' }));
    expect(violation!.description).toContain('allowed only on the face or hands (up to 1.0 %)');
  });

  it('alpha-arbutin: 2 % in face cream, 0.5 % in body lotion, nowhere else', () => {
    const face = rule({
      ruleType: 'conditional',
      substanceId: 'alpha-arbutin',
      maxPercent: '2',
      productTypes: ['moisturizer'],
      applicationAreas: ['face'],
      exposure: 'leave_on',
    });
    const body = rule({
      ruleType: 'conditional',
      substanceId: 'alpha-arbutin',
      maxPercent: '0.5',
      ...BODY_LOTION,
    });
    const rules = [face, body];
    const cream = (area: string) =>
      subject({ 'alpha-arbutin': 1 }, { productType: 'moisturizer', applicationArea: area });
    expect(run(cream('face'), rules)[0]!.status).toBe('within_limit');
    expect(run(cream('body'), rules)[0]!.status).toBe('over_limit');
    expect(run(cream('hands'), rules)[0]!.status).toBe('not_allowed');
    expect(
      run(subject({ 'alpha-arbutin': 1 }, { productType: 'cleanser', exposure: 'rinse_off' }), rules)[0]!
        .status,
    ).toBe('not_allowed');
  });
});
