/**
 * Every screen's path, in one place, for links from anywhere (features may not import the app's route
 * registry, which imports them). app/routes.ts adds titles, pages and navigation to these.
 */
export const paths = {
  dashboard: '/',
  formulations: '/formulations',
  ingredients: '/ingredients',
  costAnalysis: '/cost-analysis',
  suppliers: '/suppliers',
  documents: '/documents',
  aiIdeation: '/ai-ideation',
  scenarios: '/scenarios',
  lab: '/lab',
  compliance: '/compliance',
  substances: '/substances',
  sustainability: '/sustainability',
  analytics: '/analytics',
  exports: '/exports',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminTheme: '/admin/theme',
  adminSettings: '/admin/settings',
  adminActivity: '/admin/activity',
  adminTokens: '/admin/tokens',
  adminWebhooks: '/admin/webhooks',
  announcements: '/admin/announcements',
  people: '/people',
  profile: '/profile',
  accountSettings: '/account-settings',
  signIn: '/sign-in',
} as const;

export type PathId = keyof typeof paths;

/** href('formulations', { edit: id }) is '/formulations?edit=…'. */
export function href(id: PathId, search?: Record<string, string>): string {
  const query = search ? new URLSearchParams(search).toString() : '';
  return query ? `${paths[id]}?${query}` : paths[id];
}
