/** What a figure without data shows (docs/product-rules.md, "Sustainability, analytics, exports"). */
export const NO_DATA = 'No data yet';

/** "80.0000" -> "80", "92.59" -> "92.59": stored scales are noise on screen. */
export function plainNumber(value: string): string {
  return String(Number(value));
}

/** A percentage figure, or "No data yet". */
export function percentOrNoData(value: string | null): string {
  return value === null ? NO_DATA : `${value}%`;
}
