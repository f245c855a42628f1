/**
 * The "substance needs review" issue (ADR 035): a raw material's INCI text matched no substance by INCI name,
 * synonym, CAS or EC number, so a substance was created that no rule covers yet. One issue per substance, keyed
 * so that it is opened once and resolved when the regulatory staff review (or delete) the substance.
 */
export const REVIEW_KEY_PREFIX = 'substance-review:';

export function reviewKeyOf(substanceId: string): string {
  return `${REVIEW_KEY_PREFIX}${substanceId}`;
}

export function isReviewKey(autoKey: string | null): boolean {
  return autoKey?.startsWith(REVIEW_KEY_PREFIX) ?? false;
}

/** How sure the product is of nothing about such a substance: it could be anything, prohibited ones included. */
export const REVIEW_SEVERITY = 'high';

export interface ReviewIssueFacts {
  inciName: string;
  ingredientName: string;
  /** Close names already in the catalogue: the INCI name and, when it was a synonym that was close, that. */
  suggestions: readonly { inciName: string; matchedName: string }[];
}

export function reviewIssueText({ inciName, ingredientName, suggestions }: ReviewIssueFacts) {
  const meant = suggestions.map((item) =>
    item.matchedName.toLowerCase() === item.inciName.toLowerCase()
      ? item.inciName
      : `${item.inciName} (${item.matchedName})`,
  );
  const didYouMean = meant.length ? ` Did you mean ${meant.join(' or ')}?` : '';
  return {
    title: `Substance needs review: ${inciName}`,
    description:
      `"${inciName}", the INCI name given for ${ingredientName}, matches no substance in the catalogue by INCI ` +
      'name, synonym, CAS or EC number, so it was added as a new substance that no rule covers yet. Correct the ' +
      'raw material\u2019s INCI name, or complete the substance (CAS number, functions, the rules it needs) and ' +
      `mark it as reviewed in the substance catalogue.${didYouMean}`,
  };
}
