import { describe, expect, it } from 'vitest';
import {
  type CompositionRow,
  compositionProblem,
  compositionSchema,
  compositionTotals,
} from './composition.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const exact = (substanceId: string, percent: number): CompositionRow => ({
  substanceId,
  percent,
  minPercent: null,
  maxPercent: null,
});
const range = (substanceId: string, minPercent: number, maxPercent: number): CompositionRow => ({
  substanceId,
  percent: null,
  minPercent,
  maxPercent,
});

describe('compositionProblem', () => {
  it('accepts exact rows that add up to 100 within 0.0001', () => {
    // The preservative blend: 90 % phenoxyethanol, 10 % ethylhexylglycerin.
    expect(compositionProblem([exact(A, 90), exact(B, 10)])).toBeNull();
    expect(compositionProblem([exact(A, 33.33335), exact(B, 33.33333), exact(C, 33.33333)])).toBeNull();
    expect(compositionProblem([exact(A, 100)])).toBeNull();
  });

  it('refuses exact rows off 100 by more than 0.0001', () => {
    expect(compositionProblem([exact(A, 90), exact(B, 9.5)])).toBe(
      'The composition must add up to 100 % (now 99.5 %)',
    );
    expect(compositionProblem([exact(A, 90), exact(B, 10.0002)])).toBe(
      'The composition must add up to 100 % (now 100.0002 %)',
    );
  });

  it('with ranges, wants the minimums at most 100 and the maximums at least 100', () => {
    // Lavender oil: linalool 25-38, linalyl acetate 25-45, the rest of the oil 20-50: 70 <= 100 <= 133.
    expect(compositionProblem([range(A, 25, 38), range(B, 25, 45), range(C, 20, 50)])).toBeNull();
    // Exactly 100 on either side is fine.
    expect(compositionProblem([range(A, 50, 60), exact(B, 50)])).toBeNull();
    expect(compositionProblem([range(A, 40, 50), exact(B, 50)])).toBeNull();
    expect(compositionProblem([range(A, 60, 70), exact(B, 50)])).toBe(
      'The minimums add up to more than 100 % (now 110 %)',
    );
    expect(compositionProblem([range(A, 10, 20), exact(B, 50)])).toBe(
      'The maximums add up to less than 100 % (now 70 %)',
    );
  });

  it('refuses a substance twice', () => {
    expect(compositionProblem([exact(A, 50), exact(A, 50)])).toBe(
      'Each substance may appear once in a composition',
    );
  });

  it('sums exact and range rows', () => {
    const totals = compositionTotals([range(A, 25, 38), exact(B, 60)]);
    expect([totals.min.toString(), totals.max.toString(), totals.exact]).toEqual(['85', '98', false]);
  });
});

describe('compositionSchema', () => {
  it('reads exact rows and ranges, numbers as text too', () => {
    const parsed = compositionSchema.parse([
      { substanceId: A, percent: '90', usedAs: 'preservative' },
      { substanceId: B, minPercent: 5, maxPercent: '15' },
    ]);
    // No function of use given: null, for the server to default from the raw material's category.
    expect(parsed).toEqual([
      { substanceId: A, percent: 90, minPercent: null, maxPercent: null, usedAs: 'preservative' },
      { substanceId: B, percent: null, minPercent: 5, maxPercent: 15, usedAs: null },
    ]);
  });

  it('takes only the listed functions of use', () => {
    const result = compositionSchema.safeParse([{ substanceId: A, percent: 100, usedAs: 'solvent' }]);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Used as must be UV filter, preservative, colourant, perfume or other',
    ]);
  });

  it('says what is wrong with a row', () => {
    const messages = (rows: unknown[]) =>
      compositionSchema.safeParse(rows).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages([{ substanceId: A, percent: 0 }])).toEqual(['Percent must be above 0']);
    expect(messages([{ substanceId: A, percent: 101 }])).toEqual(['Percent must be between 0 and 100']);
    expect(messages([{ substanceId: A, percent: 50, minPercent: 1, maxPercent: 2 }])).toEqual([
      'Give a percent or a range, not both',
    ]);
    expect(messages([{ substanceId: A, minPercent: 10 }])).toEqual([
      'Give a percent or a minimum and a maximum',
    ]);
    expect(messages([{ substanceId: A, minPercent: 60, maxPercent: 40 }])).toEqual([
      'Maximum % must be at least the minimum',
    ]);
    expect(messages([{ substanceId: 'x', percent: 100 }])).toEqual(['Substance not found']);
    expect(messages([{ substanceId: A, percent: 60 }])).toEqual([
      'The composition must add up to 100 % (now 60 %)',
    ]);
  });
});
