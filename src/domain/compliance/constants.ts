export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const ISSUE_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const RULE_TYPES = ['prohibited', 'max_concentration', 'allergen_label', 'missing_inci'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** Which products a rule applies to: all of them, leave-on only or rinse-off only. */
export const RULE_SCOPES = ['all', 'leave_on', 'rinse_off'] as const;
export type RuleScope = (typeof RULE_SCOPES)[number];
