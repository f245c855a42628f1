import { describe, expect, it } from 'vitest';
import { positiveListDraft, ruleDrafts } from '../../src/domain/regulatory-data/rule-drafts.ts';
import { substanceMatcher } from '../../src/domain/regulatory-data/substance-matcher.ts';
import { entry } from '../support/cosing-files.ts';

/**
 * What real annex entries become (ADR 055): the substances they name, found by number or name in the catalogue
 * or created, and the rules drafted from their conditions. The figures are read from the Commission's files in
 * ../shared/data/cosing.
 */
const PHENOXYETHANOL = {
  id: 'phenoxy',
  inciName: 'Phenoxyethanol',
  casNumbers: ['122-99-6'],
  ecNumber: '204-589-7',
  synonyms: [],
  colourIndex: null,
};
const SALICYLIC_BY_EC = {
  id: 'salicylic',
  inciName: 'Salicylic Acid (house name)',
  casNumbers: [],
  ecNumber: '200-712-3',
  synonyms: [],
  colourIndex: null,
};
const rows = (drafts: ReturnType<typeof ruleDrafts>) =>
  drafts.rules.map((rule) => [rule.name, rule.ruleType, rule.maxPercent, rule.exposure, rule.usedAs]);

describe('the substances an entry names', () => {
  it('finds a catalogue substance by CAS number and creates none', () => {
    const matcher = substanceMatcher([PHENOXYETHANOL]);
    expect(ruleDrafts(entry('V', '29'), matcher).substances).toEqual(['phenoxy']);
    expect(matcher.created()).toEqual([]);
  });

  it('finds one by EC number alone', () => {
    const matcher = substanceMatcher([SALICYLIC_BY_EC]);
    expect(ruleDrafts(entry('III', '98'), matcher).substances).toEqual(['salicylic']);
  });

  it("creates a substance with the entry's numbers when the catalogue has none, once", () => {
    const matcher = substanceMatcher([]);
    expect(ruleDrafts(entry('II', '1'), matcher).substances).toEqual([
      'new:n-(5-chlorobenzoxazol-2-yl)acetamide',
    ]);
    expect(matcher.created()).toEqual([
      {
        key: 'new:n-(5-chlorobenzoxazol-2-yl)acetamide',
        inciName: 'N-(5-Chlorobenzoxazol-2-yl)acetamide',
        casNumbers: ['35783-57-4'],
        ecNumber: null,
        annexEntry: 'Annex II/1',
      },
    ]);
    // The same entry read again (a re-import) finds the substance it created.
    expect(ruleDrafts(entry('II', '1'), matcher).substances).toEqual([
      'new:n-(5-chlorobenzoxazol-2-yl)acetamide',
    ]);
    expect(matcher.created()).toHaveLength(1);
  });

  it('names nothing for a deleted entry, and drafts no rule', () => {
    const deleted = { ...entry('II', '1'), deleted: true };
    expect(ruleDrafts(deleted, substanceMatcher([]))).toEqual({ substances: [], rules: [] });
  });
});

describe('the rules an entry becomes', () => {
  it('Annex II: a critical prohibition of each substance', () => {
    const drafts = ruleDrafts(entry('II', '1'), substanceMatcher([]));
    expect(rows(drafts)).toEqual([
      ['Annex II/1: N-(5-Chlorobenzoxazol-2-yl)acetamide', 'prohibited', null, 'all', null],
    ]);
    expect(drafts.rules[0]!.severity).toBe('critical');
    expect(drafts.rules[0]!.annexEntry).toBe('Annex II/1');
  });

  it('Annex III, lettered: one rule per condition with its maximum, products and exposure', () => {
    const drafts = ruleDrafts(entry('III', '98'), substanceMatcher([SALICYLIC_BY_EC]));
    expect(rows(drafts)).toEqual([
      ['Annex III/98(a): Salicylic Acid (house name)', 'conditional', '3', 'rinse_off', null],
      ['Annex III/98(b): Salicylic Acid (house name)', 'conditional', '2', 'all', null],
      ['Annex III/98(c): Salicylic Acid (house name)', 'conditional', '0.5', 'leave_on', null],
    ]);
    // (a) rinse-off hair products: the hair and the scalp; (c) body lotion, eye shadow, deodorant: leave-on.
    expect(drafts.rules[0]!.applicationAreas).toEqual(['hair', 'scalp']);
    expect(drafts.rules[2]!.applicationAreas).toEqual(['body', 'eye_area', 'lips']);
    expect(drafts.rules[0]!.warningText).toBe('Not to be used for children under 3 years of age*');
  });

  it('Annex III, "calculated as": the maximum counts hydrogen peroxide released', () => {
    const drafts = ruleDrafts(entry('III', '12'), substanceMatcher([]));
    expect(drafts.rules.map((rule) => [rule.name, rule.maxPercent, rule.calculatedAs])).toEqual([
      ['Annex III/12(a): CALCIUM PEROXIDE', '12', 'H2O2'],
      ['Annex III/12(b): CALCIUM PEROXIDE', '4', 'H2O2'],
      ['Annex III/12(c): CALCIUM PEROXIDE', '2', 'H2O2'],
      ['Annex III/12(d): CALCIUM PEROXIDE', '0.1', 'H2O2'],
      ['Annex III/12(e): CALCIUM PEROXIDE', '6', 'H2O2'],
      ['Annex III/12(f): CALCIUM PEROXIDE', '2', 'H2O2'],
    ]);
  });

  it('Annexes IV, V and VI bind the function they list', () => {
    expect(rows(ruleDrafts(entry('V', '29'), substanceMatcher([PHENOXYETHANOL])))).toEqual([
      ['Annex V/29: Phenoxyethanol', 'conditional', '1', 'all', 'preservative'],
    ]);
    expect(rows(ruleDrafts(entry('VI', '27'), substanceMatcher([])))).toEqual([
      ['Annex VI/27: TITANIUM DIOXIDE', 'conditional', '25', 'all', 'uv_filter'],
    ]);
    // CI 10006: rinse-off products only, no maximum.
    expect(rows(ruleDrafts(entry('IV', '1'), substanceMatcher([])))).toEqual([
      ['Annex IV/1: CI 10006', 'conditional', null, 'rinse_off', 'colourant'],
    ]);
  });

  it('the positive lists: one per listing annex, none for II and III', () => {
    expect(positiveListDraft('IV')).toMatchObject({
      ruleType: 'positive_list',
      usedAs: 'colourant',
      name: 'Annex IV: only the listed colourants are allowed',
    });
    expect(positiveListDraft('V')).toMatchObject({ usedAs: 'preservative' });
    expect(positiveListDraft('VI')).toMatchObject({ usedAs: 'uv_filter' });
    expect(positiveListDraft('II')).toBeNull();
    expect(positiveListDraft('III')).toBeNull();
  });
});
