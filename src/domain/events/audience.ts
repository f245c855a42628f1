import type { SystemSettings } from '../settings/system-settings.ts';
import { can, type Resource } from '../user/permissions.ts';

export interface FeedEvent {
  type: string;
  /** Addressed to this user alone (their notices, their read marks). */
  userId: string | null;
  /** The record's owner: the event goes to the owner and administrators (ideation sessions, user accounts). */
  ownerId: string | null;
}

/** What each event type is about, for the read permission and the feature switch it sits behind. */
const TOPICS: Record<string, { resource: Resource; feature?: keyof SystemSettings['features'] }> = {
  formulations: { resource: 'formulations' },
  ingredients: { resource: 'ingredients' },
  suppliers: { resource: 'suppliers' },
  compliance: { resource: 'compliance', feature: 'compliance' },
  scenarios: { resource: 'scenarios' },
  ideation: { resource: 'ideation', feature: 'aiIdeation' },
  sustainability: { resource: 'sustainability', feature: 'sustainability' },
  exports: { resource: 'exports' },
  lab: { resource: 'lab' },
  // The documents' lists (a raw material's, the expiring ones) are read with the right to read raw materials.
  documents: { resource: 'ingredients' },
};

/**
 * Whether a live event may go to this user (docs/product-rules.md, "Sign-in and permissions"): only events about records the user may read, never about a
 * feature that is switched off, and events about someone's own records (ideation sessions, their account) only
 * to that person and administrators. Events carry ids only, but even an id says who is doing what.
 */
export function mayReceive(
  event: FeedEvent,
  user: { id: string; role: string },
  features: SystemSettings['features'],
): boolean {
  if (event.userId !== null) return event.userId === user.id;
  const admin = can(user, 'read', 'admin');
  if (event.ownerId !== null && event.ownerId !== user.id && !admin) return false;
  if (event.type === 'users') return admin || event.ownerId === user.id;
  const topic = TOPICS[event.type];
  if (!topic) return true; // theme and settings: the shell of every signed-in user reads them
  if (topic.feature && !features[topic.feature]) return false;
  return can(user, 'read', topic.resource);
}
