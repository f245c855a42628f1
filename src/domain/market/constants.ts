/**
 * The markets a product can be placed on (ADR 058). The list is master data: the `markets` table holds one row
 * per code with its settings (name, the library it follows, how the label names perfume); the codes are fixed
 * here so schemas, CHECK constraints and forms share one list.
 */
export const MARKET_CODES = ['EU', 'UK', 'US', 'CA', 'CN', 'ASEAN'] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

/** A formulation targets the EU unless it says otherwise; a rule belongs to the EU unless it says otherwise. */
export const DEFAULT_MARKET: MarketCode = 'EU';
export const DEFAULT_MARKETS: readonly MarketCode[] = [DEFAULT_MARKET];

export const MARKET_NAMES: Readonly<Record<MarketCode, string>> = {
  EU: 'European Union',
  UK: 'United Kingdom',
  US: 'United States',
  CA: 'Canada',
  CN: 'China',
  ASEAN: 'ASEAN',
};

export function isMarketCode(value: string): value is MarketCode {
  return (MARKET_CODES as readonly string[]).includes(value);
}
