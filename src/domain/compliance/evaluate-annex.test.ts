import { describe, expect, it } from 'vitest';
import { summary } from './evaluate.fixtures.ts';
import { positiveListFindings, reviewFindings } from './evaluate-annex.ts';
import { FACTS, rule, subject } from './test-subject.ts';

/**
 * The imported annexes' two findings (ADR 055): a rule left for review speaks wherever its substance is present,
 * and a positive list refuses, for its function, what it does not list. Recipes are 100 oz, so ounces read as %.
 */
const TODAY = '2026-11-23';

describe('a rule imported for review', () => {
  const REVIEW = rule({
    ruleType: 'max_concentration',
    substanceId: 'kojic',
    maxPercent: '1',
    needsReview: true,
  });

  it('raises "review the rule" for any amount of its substance, whatever the product', () => {
    // 0.0001 % kojic acid in a cleanser: far under any limit, still reviewed, because the rule's structure is unsure.
    const cleanser = subject({ kojic: '0.0001' }, { productType: 'cleanser', exposure: 'rinse_off' });
    const findings = reviewFindings(cleanser, [REVIEW], FACTS, TODAY);
    expect(summary(findings)).toEqual([['Kojic Acid', 'needs_review', '0.000100']]);
  });

  it('says nothing when its substance is absent, when it is inactive, or before it is in force', () => {
    expect(reviewFindings(subject({ retinol: 0.1 }), [REVIEW], FACTS, TODAY)).toEqual([]);
    const off = { ...REVIEW, isActive: false };
    expect(reviewFindings(subject({ kojic: 1 }), [off], FACTS, TODAY)).toEqual([]);
    // In force from the day after today: not yet; on the day itself: yes.
    const later = { ...REVIEW, appliesFrom: '2026-11-24' };
    expect(reviewFindings(subject({ kojic: 1 }), [later], FACTS, TODAY)).toEqual([]);
    expect(reviewFindings(subject({ kojic: 1 }), [later], FACTS, '2026-11-24')).toHaveLength(1);
  });

  it('leaves a completed rule to the ordinary evaluation', () => {
    const done = { ...REVIEW, needsReview: false };
    expect(reviewFindings(subject({ kojic: 5 }), [done], FACTS, TODAY)).toEqual([]);
  });
});

describe('a positive list', () => {
  const PRESERVATIVES = rule({ ruleType: 'positive_list', usedAs: 'preservative', name: 'Annex V' });
  const PHENOXY_LISTED = rule({
    ruleType: 'max_concentration',
    substanceId: 'phenoxy',
    maxPercent: '1',
    usedAs: 'preservative',
  });
  const BENZOIC_LISTED = rule({
    ruleType: 'max_concentration',
    substanceId: 'benzoic',
    maxPercent: '2.5',
    usedAs: 'preservative',
  });
  const LIBRARY = [PRESERVATIVES, PHENOXY_LISTED, BENZOIC_LISTED];

  it('refuses a preservative it does not list, with its whole amount', () => {
    // 0.4 % kojic acid used as a preservative: Annex V lists phenoxyethanol and benzoic acid only.
    const findings = positiveListFindings(subject({ 'kojic-preservative': 0.4 }), LIBRARY, FACTS, TODAY);
    expect(summary(findings)).toEqual([['Kojic Acid', 'not_listed', '0.400000']]);
    expect(findings[0]!.substanceId).toBe('kojic');
  });

  it('allows what it lists, and what counts as a listed substance', () => {
    // Phenoxyethanol is listed; sodium benzoate counts as benzoic acid (0.8474), which is listed.
    const s = subject({ 'phenoxy-preservative': 0.9, 'benzoate-preservative': 0.5 });
    expect(positiveListFindings(s, LIBRARY, FACTS, TODAY)).toEqual([]);
  });

  it('binds only the function it lists', () => {
    // Kojic acid used as "other" (a skin brightener) is not a preservative: Annex V does not speak.
    expect(positiveListFindings(subject({ kojic: 1 }), LIBRARY, FACTS, TODAY)).toEqual([]);
    // Used as a colourant, the preservatives list does not speak either.
    expect(positiveListFindings(subject({ 'kojic-colourant': 1 }), LIBRARY, FACTS, TODAY)).toEqual([]);
  });

  it('lists by market: an entry of another market does not allow a substance here', () => {
    const usOnly = { ...PHENOXY_LISTED, market: 'US' };
    const findings = positiveListFindings(
      subject({ 'phenoxy-preservative': 0.5 }),
      [PRESERVATIVES, usOnly],
      FACTS,
      TODAY,
    );
    expect(summary(findings)).toEqual([['Phenoxyethanol', 'not_listed', '0.500000']]);
  });

  it('does not count a prohibition as a listing', () => {
    const banned = rule({ ruleType: 'prohibited', substanceId: 'kojic', usedAs: 'preservative' });
    const findings = positiveListFindings(
      subject({ 'kojic-preservative': 0.2 }),
      [PRESERVATIVES, banned],
      FACTS,
      TODAY,
    );
    expect(summary(findings)).toEqual([['Kojic Acid', 'not_listed', '0.200000']]);
  });

  it('speaks only where its own conditions hold and once in force', () => {
    const rinseOffOnly = { ...PRESERVATIVES, exposure: 'rinse_off' as const };
    expect(
      positiveListFindings(subject({ 'kojic-preservative': 0.4 }), [rinseOffOnly], FACTS, TODAY),
    ).toEqual([]);
    const later = { ...PRESERVATIVES, appliesFrom: '2027-01-01' };
    expect(positiveListFindings(subject({ 'kojic-preservative': 0.4 }), [later], FACTS, TODAY)).toEqual([]);
    expect(
      positiveListFindings(subject({ 'kojic-preservative': 0.4 }), [later], FACTS, '2027-01-01'),
    ).toHaveLength(1);
  });
});
