import type { CountingFacts } from '../compliance/counted-amount.ts';
import { type ComplianceSubject, evaluateCompliance, type Finding } from '../compliance/evaluate.ts';
import type { ComplianceRule } from '../compliance/rule.ts';
import { type Violation, violationsOf } from '../compliance/violations.ts';
import { DEFAULT_MARKETS, MARKET_NAMES, type MarketCode } from './constants.ts';
import { type MarketSettings, marketLibrary } from './library.ts';

/** A formulation as the per-market checks read it: its use, its content and the markets it targets. */
export interface MarketSubject extends ComplianceSubject {
  markets?: readonly string[] | null;
}

export interface MarketFindings {
  market: string;
  findings: Finding[];
}

/** The markets a formulation targets, the default when it names none. */
export function targetMarkets(subject: Pick<MarketSubject, 'markets'>): readonly string[] {
  return subject.markets?.length ? subject.markets : DEFAULT_MARKETS;
}

/**
 * The engine once per target market, each against that market's library (ADR 058): the EU's rules for the EU,
 * the US's for the US, the EU's and the UK's own exceptions for a UK that follows the EU.
 */
export function findingsPerMarket(
  subject: MarketSubject,
  rules: readonly ComplianceRule[],
  markets: readonly MarketSettings[],
  facts: ReadonlyMap<string, CountingFacts>,
  today: string,
): MarketFindings[] {
  return targetMarkets(subject).map((market) => ({
    market,
    findings: evaluateCompliance(subject, marketLibrary(rules, markets, market), facts, today),
  }));
}

/**
 * The alerts to open over every target market, once each: a rule the UK follows from the EU that the product
 * breaks is one alert (its key is the rule's and the formulation's), not one per market.
 */
export function marketViolations(
  perMarket: readonly MarketFindings[],
  subject: ComplianceSubject,
): Violation[] {
  const seen = new Map<string, Violation>();
  for (const { findings } of perMarket) {
    for (const violation of violationsOf(findings, subject)) {
      if (!seen.has(violation.autoKey)) seen.set(violation.autoKey, violation);
    }
  }
  return [...seen.values()];
}

export interface MarketVerdict {
  market: string;
  name: string;
  passes: boolean;
  /** Findings someone must act on (over a limit, prohibited, not allowed, no composition). */
  violations: number;
  /** Rules that will bind on a later date and that the product already meets or not. */
  upcoming: number;
}

/** One cell per target market of the formulation's market matrix: passes, or fails with how many violations. */
export function marketVerdicts(perMarket: readonly MarketFindings[]): MarketVerdict[] {
  return perMarket.map(({ market, findings }) => {
    const violations = findings.filter((item) => item.violation).length;
    return {
      market,
      name: MARKET_NAMES[market as MarketCode] ?? market,
      passes: violations === 0,
      violations,
      upcoming: findings.filter((item) => item.status === 'upcoming').length,
    };
  });
}
