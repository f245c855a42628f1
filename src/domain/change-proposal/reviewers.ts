/**
 * Who reviews proposals and changes the governed fields directly, as the screens name them (ADR 037). Apart from
 * the proposal schemas so that a screen can say it without loading zod in its first download.
 */
export const REVIEWERS_TEXT = 'a Quality & Regulatory Specialist or an Administrator';

/** The toast of a save that sent part of itself for review. */
export function sentForReviewText(proposal: { changes: readonly { label: string }[] }): string {
  return `The change to ${proposal.changes.map((change) => change.label).join(', ')} awaits approval by ${REVIEWERS_TEXT}.`;
}
