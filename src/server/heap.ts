import v8 from 'node:v8';

/**
 * The V8 heap kept near what the server really holds (DESIGN §14, ADR 025). Under a steady write load most of what
 * a request allocates dies young, but what is still in flight at two young collections in a row is promoted and
 * dies in the old space soon after. V8 lets the old space grow to up to four times the live heap before a full
 * collection when collections are cheap: a server holding ~60 MB grew to 300-400 MB resident. Growing by half
 * instead keeps it near 250 MB for a few more (incremental, mostly concurrent) full collections. The factor is read
 * at every collection, so setting it as the process starts is enough.
 */
export function keepHeapNearLiveSize() {
  v8.setFlagsFromString('--heap-growing-percent=50');
}
