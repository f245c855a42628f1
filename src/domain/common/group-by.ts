/**
 * Rows grouped by a key, each group in the rows' order (Map.groupBy, which Node 20 lacks): one pass, for the
 * tens of thousands of lines a recompute or a re-check reads at once.
 */
export function groupBy<T, K>(rows: Iterable<T>, key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
