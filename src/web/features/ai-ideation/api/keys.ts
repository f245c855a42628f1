import { RECENT_SESSIONS_SHOWN } from '../../../../domain/ideation/limits.ts';

// API paths as keys: the event stream reloads every '/api/ideation…' query when a session changes.
export const ideationKeys = {
  all: ['/api/ideation'],
  recent: ['/api/ideation', { limit: RECENT_SESSIONS_SHOWN }],
  provider: ['/api/ideation/provider'],
  appConfig: ['/api/app-config'],
  formulationOptions: ['/api/formulations', { limit: 500, sort: 'name' }],
  formulation: (id: string) => ['/api/formulations', id],
} as const;
