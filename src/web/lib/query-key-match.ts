/**
 * A module of its own so that a screen matching its query keys (the compliance alerts) does not bring the live
 * updates' table of stale keys, which loads after the first paint with the event stream.
 */
/** Whether a query key (its first segment, an API path) starts with one of the prefixes. */
export function keyMatches(queryKey: readonly unknown[], prefixes: readonly string[]): boolean {
  const first = queryKey[0];
  return (
    typeof first === 'string' &&
    prefixes.some(
      (prefix) => first === prefix || first.startsWith(`${prefix}/`) || first.startsWith(`${prefix}?`),
    )
  );
}
