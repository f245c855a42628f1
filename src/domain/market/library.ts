import type { ComplianceRule } from '../compliance/rule.ts';

/** A market's settings, as master data holds them (ADR 058). */
export interface MarketSettings {
  code: string;
  name: string;
  /**
   * The market whose library it follows (the UK the EU's), or null. A market that follows another applies that
   * library too, except where it has a rule of its own on the same substance: its own rules are its exceptions.
   */
  follows: string | null;
  /** How the label names perfume in this market: "Parfum" in the EU, "Fragrance" in the US (ADR 033). */
  fragranceLabel: string;
}

/** What a market's own rule replaces in the library it follows: every rule on the same substance. */
const coverKey = (rule: ComplianceRule) => rule.substanceId ?? `type:${rule.ruleType}`;

const made = new WeakMap<readonly ComplianceRule[], Map<string, ComplianceRule[]>>();

function build(rules: readonly ComplianceRule[], market: MarketSettings | undefined, code: string) {
  const own = rules.filter((rule) => rule.market === code);
  // One level only: a market follows a market that follows none (the settings refuse a chain).
  if (!market?.follows || market.follows === code) return own;
  const covered = new Set(own.map(coverKey));
  const followed = rules.filter((rule) => rule.market === market.follows && !covered.has(coverKey(rule)));
  return [...own, ...followed];
}

/**
 * The rule library a market applies (ADR 058): its own rules, plus, when it follows another market, that
 * market's rules on every substance it has no rule of its own on. A rule never reaches a market it does not
 * belong to otherwise (a rule entered for China never flags an EU product). The same library array and settings
 * give the same array back, so the engine's rule groups, made once per array, are made once per market too.
 */
export function marketLibrary(
  rules: readonly ComplianceRule[],
  markets: readonly MarketSettings[],
  code: string,
): ComplianceRule[] {
  const market = markets.find((item) => item.code === code);
  const key = `${code}|${market?.follows ?? ''}`;
  let byMarket = made.get(rules);
  if (!byMarket) {
    byMarket = new Map();
    made.set(rules, byMarket);
  }
  let library = byMarket.get(key);
  if (!library) {
    library = build(rules, market, code);
    byMarket.set(key, library);
  }
  return library;
}

/** How the label names perfume in a market (ADR 033's "Parfum" where the market says nothing else). */
export function fragranceLabelOf(markets: readonly MarketSettings[], code: string): string {
  return markets.find((item) => item.code === code)?.fragranceLabel ?? 'Parfum';
}

/**
 * The rules a product placed on several markets must meet at once (the optimizer's limits): every target
 * market's library, each rule once.
 */
export function librariesOf(
  rules: readonly ComplianceRule[],
  markets: readonly MarketSettings[],
  codes: readonly string[],
): ComplianceRule[] {
  if (codes.length === 1) return marketLibrary(rules, markets, codes[0]!);
  const byId = new Map<string, ComplianceRule>();
  for (const code of codes) for (const rule of marketLibrary(rules, markets, code)) byId.set(rule.id, rule);
  return [...byId.values()];
}
