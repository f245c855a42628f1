import type { ComplianceRule } from '../../../domain/compliance/rule.ts';
import type { UsedAs } from '../../../domain/substance/constants.ts';
import type { ChecksRepository } from './checks-repository.ts';

type RuleRow = Awaited<ReturnType<ChecksRepository['activeRules']>>[number];

/** A stored rule as the engine reads it (empty condition lists are no condition). */
export function toComplianceRule(row: RuleRow): ComplianceRule {
  return {
    ...row,
    productTypes: row.productTypes ?? null,
    applicationAreas: row.applicationAreas ?? null,
    // The column's check constraint holds it to the domain's list.
    usedAs: (row.usedAs as UsedAs | null) ?? null,
  };
}
