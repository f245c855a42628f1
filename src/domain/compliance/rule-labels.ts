import type { RULE_SCOPES, RULE_TYPES } from './constants.ts';

// Display constants of the rule library, free of zod so the compliance screen's first download stays small
// (DESIGN §14); rule-schema.ts and evaluate-rules.ts re-export them.
export const RULE_TYPE_LABELS: Readonly<Record<(typeof RULE_TYPES)[number], string>> = {
  prohibited: 'Prohibited substance',
  max_concentration: 'Maximum concentration',
  allergen_label: 'Allergen to label',
  missing_inci: 'Missing INCI name',
};

export const RULE_SCOPE_LABELS: Readonly<Record<(typeof RULE_SCOPES)[number], string>> = {
  all: 'All products',
  leave_on: 'Leave-on only',
  rinse_off: 'Rinse-off only',
};

/** The allergen labelling threshold (% w/w) when a rule gives no maximum, by product scope. */
export const DEFAULT_ALLERGEN_THRESHOLD: Readonly<Record<'leave_on' | 'rinse_off', string>> = {
  leave_on: '0.001',
  rinse_off: '0.01',
};
