import v8 from 'node:v8';

/**
 * The V8 heap kept near what the server really holds (docs/product-rules.md, "Budgets", ADR 025). Under a steady write load most of what
 * a request allocates dies young, but what is still in flight at two young collections in a row is promoted and
 * dies in the old space soon after. V8 lets the old space grow to up to four times the live heap before a full
 * collection when collections are cheap: a server holding ~60 MB grew to 300-400 MB resident. Growing to twice
 * the live heap keeps it at 230-260 MB. Half instead of the whole (1.5x) kept it lower still but slowed the
 * 5,000-formulation price change by ~30 ms (more full collections of its large working set). The factor is read
 * at every collection, so setting it as the process starts is enough.
 */
export function keepHeapNearLiveSize() {
  v8.setFlagsFromString('--heap-growing-percent=100');
}
