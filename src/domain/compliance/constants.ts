export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const ISSUE_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/**
 * The rule types of docs/product-rules.md, "Compliance": prohibited; a maximum concentration; allowed only under the listed conditions
 * (and there up to a maximum); a labelled fragrance allergen; a warning the label must carry when present; and a
 * raw material the label cannot name.
 */
export const RULE_TYPES = [
  'prohibited',
  'max_concentration',
  'conditional',
  'allergen_label',
  'mandatory_warning',
  'missing_inci',
  // Annexes IV, V, VI (ADR 055): a substance used with the rule's function that no rule lists is not allowed.
  'positive_list',
] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** Which products a rule applies to by exposure: all of them, leave-on only or rinse-off only. */
export const RULE_EXPOSURES = ['all', 'leave_on', 'rinse_off'] as const;
export type RuleExposure = (typeof RULE_EXPOSURES)[number];

/** Rule types that name a substance (every one but missing INCI). */
export const SUBSTANCE_RULE_TYPES: readonly RuleType[] = RULE_TYPES.filter(
  (type) => type !== 'missing_inci' && type !== 'positive_list',
);
