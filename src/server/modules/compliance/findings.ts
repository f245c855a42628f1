import {
  type ComplianceSubject,
  evaluateCompliance,
  type Finding,
} from '../../../domain/compliance/evaluate.ts';
import type { ComplianceRule } from '../../../domain/compliance/rule.ts';
import type { Violation } from '../../../domain/compliance/violations.ts';
import {
  type IfraLimit,
  type IfraViolation,
  ifraFindings,
  ifraViolations,
  perfumeLines,
} from '../../../domain/ifra/ifra.ts';
import type { MarketSettings } from '../../../domain/market/library.ts';
import {
  findingsPerMarket,
  type MarketFindings,
  type MarketSubject,
  marketViolations,
} from '../../../domain/market/market-compliance.ts';
import { assessSafety } from '../../../domain/safety/assess.ts';
import type { SafetyViolation } from '../../../domain/safety/findings.ts';
import { safetyViolations } from '../../../domain/safety/findings.ts';
import type { SubstanceContent } from '../../../domain/substance/substance-content.ts';
import type { Executor } from '../../db/client.ts';
import { loadPerfumeLimits, type SubstanceFacts } from '../formulations/content.ts';

/**
 * The engines on one formulation on one day: compliance per target market (ADR 058) and the safety assessment
 * (ADR 052). The checks, the report, the optimizer and the annex preview all read findings through these.
 */

/** An automated alert to open, from any engine: the rule library's, the safety assessment's or IFRA's. */
export type AnyViolation = Violation | SafetyViolation | IfraViolation;

/** The day rules are in force on (UTC): their dates are calendar days. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The engine on one formulation's content (docs/product-rules.md, "Compliance") against one library. */
export function findingsFor(
  formulation: ComplianceSubject,
  rules: readonly ComplianceRule[],
  facts: ReadonlyMap<string, SubstanceFacts>,
): Finding[] {
  return evaluateCompliance(formulation, rules, facts, today());
}

/** The engine once per market the formulation targets, each against that market's library (ADR 058). */
export function marketFindingsFor(
  formulation: MarketSubject,
  library: { rules: readonly ComplianceRule[]; markets: readonly MarketSettings[] },
  facts: ReadonlyMap<string, SubstanceFacts>,
  day = today(),
): MarketFindings[] {
  return findingsPerMarket(formulation, library.rules, library.markets, facts, day);
}

/** The alerts a formulation's findings open, over every market it targets, once each. */
export function violationsFor(
  formulation: MarketSubject,
  library: { rules: readonly ComplianceRule[]; markets: readonly MarketSettings[] },
  facts: ReadonlyMap<string, SubstanceFacts>,
  day = today(),
): Violation[] {
  return marketViolations(marketFindingsFor(formulation, library, facts, day), formulation);
}

/**
 * The safety assessment's findings on one formulation (ADR 052): opened and resolved with the compliance alerts,
 * by the same checks, so they never go stale either.
 */
export function safetyFindingsFor(
  formulation: { id: string; name: string; exposureCategory: string; content: SubstanceContent },
  facts: ReadonlyMap<string, SubstanceFacts>,
) {
  const { category, rows } = assessSafety(formulation, facts);
  return {
    rows,
    violations: safetyViolations(
      { id: formulation.id, name: formulation.name, exposureCategoryLabel: category.label },
      rows,
    ),
  };
}

/**
 * The IFRA findings of one formulation (ADR 063): its perfume raw materials used above their certificate's level
 * for its category, in every market, opened as alerts with the others. `limits` holds the perfumes' levels.
 */
export function ifraFindingsFor(
  formulation: {
    id: string;
    name: string;
    ifraCategory: string;
    lines: readonly { ingredientId: string; ingredientName: string; ounces: string }[];
  },
  limits: ReadonlyMap<string, readonly IfraLimit[]>,
) {
  const findings = ifraFindings(formulation.ifraCategory, perfumeLines(formulation.lines, limits));
  return { findings, violations: ifraViolations(formulation, findings) };
}

/**
 * The IFRA check of formulations using these raw materials: the perfumes' levels among them read in one query,
 * then each formulation's findings.
 */
export async function ifraCheck(executor: Executor, rawMaterialIds: readonly string[]) {
  const limits = await loadPerfumeLimits(executor, rawMaterialIds);
  return (formulation: Parameters<typeof ifraFindingsFor>[0]) => ifraFindingsFor(formulation, limits);
}
