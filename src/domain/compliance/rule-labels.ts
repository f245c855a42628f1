import type { RULE_EXPOSURES, RULE_TYPES } from './constants.ts';

// Display constants of the rule library, free of zod so the compliance screen's first download stays small
// (docs/product-rules.md, "Budgets"); rule-schema.ts and evaluate-rules.ts re-export them.
export const RULE_TYPE_LABELS: Readonly<Record<(typeof RULE_TYPES)[number], string>> = {
  prohibited: 'Prohibited substance',
  max_concentration: 'Maximum concentration',
  conditional: 'Allowed only under conditions',
  allergen_label: 'Allergen to label',
  mandatory_warning: 'Mandatory warning',
  missing_inci: 'Missing INCI name',
  positive_list: 'Only listed substances (positive list)',
};

export const RULE_EXPOSURE_LABELS: Readonly<Record<(typeof RULE_EXPOSURES)[number], string>> = {
  all: 'Leave-on and rinse-off',
  leave_on: 'Leave-on only',
  rinse_off: 'Rinse-off only',
};

/** The allergen labelling threshold (% w/w) when a rule gives no maximum, by exposure (Annex III). */
export { ALLERGEN_THRESHOLD as DEFAULT_ALLERGEN_THRESHOLD } from '../substance/constants.ts';
