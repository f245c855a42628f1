// Texts of the export screen, free of zod so its first download stays small (docs/product-rules.md, "Budgets"); export-schema.ts
// re-exports them.

export const NO_TEMPLATES_MESSAGE = 'Please select at least one export template.';

/** "in the last 7 days", "at any time", for a period's sentences. */
export function periodPhrase(rangeLabel: string): string {
  return rangeLabel === 'All time' ? 'at any time' : `in the ${rangeLabel.toLowerCase()}`;
}

/** What the form shows beside a template, and the API answers, when its export would hold no rows. */
export function noRecordsText(scope: 'period' | 'current', rangeLabel: string): string {
  return scope === 'current' ? 'Nothing to export yet' : `No records ${periodPhrase(rangeLabel)}`;
}

export function emptyExportMessage(labels: readonly string[]): string {
  return `Nothing to export: ${labels.join(', ')} ${labels.length === 1 ? 'has' : 'have'} no records for the chosen period. Pick another period or template.`;
}
