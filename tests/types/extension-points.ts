import type { EventType } from '../../src/domain/events/event-types.ts';
import { STALE_BY_TYPE } from '../../src/web/lib/live-event-keys.ts';

/**
 * Extension points are closed unions handled exhaustively (docs/recipes.md): checked by `tsc` (npm test's
 * typecheck), never run. Each line below widens a union by one new member and expects the table that handles the
 * union to be refused: if a table were loosened to a plain string record, the expected error would vanish and the
 * typecheck would fail on the unused `@ts-expect-error`.
 */

// A new live-event type does not build until the web says which queries it makes stale.
// @ts-expect-error the table has no entry for 'brand_new'
export const eventTypesHandled: Readonly<Record<EventType | 'brand_new', readonly string[]>> = STALE_BY_TYPE;
