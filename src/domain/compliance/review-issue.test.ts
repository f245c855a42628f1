import { describe, expect, it } from 'vitest';
import { isReviewKey, reviewIssueText, reviewKeyOf } from './review-issue.ts';

describe('the "substance needs review" issue', () => {
  it('names the substance, its raw material and the close names it may have meant', () => {
    const text = reviewIssueText({
      inciName: 'Niacinimide',
      ingredientName: 'Vitamin B3 powder',
      suggestions: [
        { inciName: 'Niacinamide', matchedName: 'Niacinamide' },
        { inciName: 'Tocopherol', matchedName: 'Vitamin E' },
      ],
    });
    expect(text.title).toBe('Substance needs review: Niacinimide');
    expect(text.description).toContain(
      '"Niacinimide", the INCI name given for Vitamin B3 powder, matches no',
    );
    expect(text.description).toMatch(/Did you mean Niacinamide or Tocopherol \(Vitamin E\)\?$/);
  });

  it('asks no question when nothing is close', () => {
    const text = reviewIssueText({ inciName: 'Xyz', ingredientName: 'Xyz', suggestions: [] });
    expect(text.description).not.toContain('Did you mean');
  });

  it('is keyed by its substance, apart from the checks\u2019 rule keys', () => {
    expect(reviewKeyOf('s1')).toBe('substance-review:s1');
    expect(isReviewKey('substance-review:s1')).toBe(true);
    expect(isReviewKey('rule-id:formulation-id')).toBe(false);
    expect(isReviewKey(null)).toBe(false);
  });
});
