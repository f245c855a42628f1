import { type EventType, isEventType } from '../../domain/events/event-types.ts';

// A formulation, price or compliance change queues webhook deliveries in its own statement (ADR 019): the
// endpoints' delivery logs reload with it.
const WEBHOOK_LOGS = '/api/admin/webhooks';

/**
 * Which cached queries a change makes stale (docs/architecture.md, "Live updates"): the stream says what changed, and every query whose key
 * starts with one of these API paths reloads. Figures derived from a record (dashboard, analytics, sustainability)
 * reload with it.
 */
export const STALE_BY_TYPE: Readonly<Record<EventType, readonly string[]>> = {
  formulations: [
    '/api/formulations',
    '/api/dashboard',
    '/api/analytics',
    '/api/sustainability',
    '/api/ingredients',
    '/api/compliance',
    '/api/notifications',
    WEBHOOK_LOGS,
  ],
  // A raw material's composition changes how many use each substance (the catalogue's "Used by"); a change of
  // function of use that awaits review is listed with the change proposals.
  ingredients: [
    '/api/ingredients',
    '/api/substances',
    '/api/change-proposals',
    '/api/formulations',
    '/api/dashboard',
    '/api/analytics',
    '/api/sustainability',
    '/api/documents',
    WEBHOOK_LOGS,
  ],
  // A substance's name and flags show in compositions, labels and the sustainability figures; its changes that
  // await review are listed with the change proposals.
  substances: [
    '/api/substances',
    '/api/change-proposals',
    '/api/ingredients',
    '/api/formulations',
    '/api/sustainability',
  ],
  // A deleted raw material or supplier takes its documents with it; a renamed one names them anew.
  suppliers: ['/api/suppliers', '/api/ingredients', '/api/sustainability', '/api/documents'],
  compliance: [
    '/api/compliance',
    '/api/notifications',
    '/api/dashboard',
    '/api/regulatory-rules',
    WEBHOOK_LOGS,
  ],
  scenarios: ['/api/scenarios'],
  ideation: ['/api/ideation', '/api/dashboard'],
  sustainability: ['/api/sustainability'],
  theme: ['/api/admin/theme'],
  settings: ['/api/app-config', '/api/admin/settings'],
  users: ['/api/admin/users', '/api/auth/user', '/api/admin/stats', '/api/account-settings'],
  exports: ['/api/exports'],
  notices: ['/api/account-notices'],
  lab: ['/api/lab'],
  // An upload, a deletion or imported dates: the owner's documents, the expiring list and the missing SDSs.
  documents: ['/api/documents'],
};

/** The query prefixes a change makes stale; none for a type this build does not know (a newer server's). */
export function staleKeyPrefixes(type: string): readonly string[] {
  return isEventType(type) ? STALE_BY_TYPE[type] : [];
}
