/**
 * The line under "Compliance Issues": the unresolved issues per market, most first ("EU 3 · US 1"); issues
 * reported without a region read "Other". At most `shown` markets are named, the rest summed as "+N more".
 */
export function marketCountsText(
  byMarket: readonly { market: string | null; count: number }[],
  shown = 3,
): string {
  const named = byMarket.slice(0, shown).map(({ market, count }) => `${market ?? 'Other'} ${count}`);
  const rest = byMarket.slice(shown).reduce((sum, { count }) => sum + count, 0);
  return [...named, ...(rest > 0 ? [`+${rest} more`] : [])].join(' · ');
}
