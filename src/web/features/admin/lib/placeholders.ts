/** Stable keys for n loading placeholders (they have nothing else to key on). */
export function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `placeholder-${index}`);
}
