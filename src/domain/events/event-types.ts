/**
 * What a live event says changed (docs/architecture.md, "Live updates"): the server publishes these and the web
 * reloads the queries each one makes stale. A closed list: the web's map from type to stale queries is typed by
 * it, so a new type does not build until the web says what it reloads.
 */
export const EVENT_TYPES = [
  'formulations',
  'ingredients',
  'substances',
  'suppliers',
  'compliance',
  'scenarios',
  'ideation',
  'sustainability',
  'theme',
  'settings',
  'users',
  'exports',
  'notices',
  'lab',
  'documents',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const isEventType = (value: string): value is EventType =>
  (EVENT_TYPES as readonly string[]).includes(value);
