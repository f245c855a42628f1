// Apart from api/index.ts: the route loader (in the entry chunk) needs the keys, not the hooks.

/** As docs/product-rules.md, "The web app" has it: the dashboard shows 5 formulations, 3 suppliers and 3 alerts. */
export const DASHBOARD_LIMITS = { formulations: 5, activeFormulations: 5, suppliers: 3, alerts: 3 } as const;

// Keys are API paths (the event stream invalidates by the first segment); the trailing object is the query
// string, so the server sends only the rows the cards show, never the whole table.
export const dashboardKeys = {
  stats: ['/api/dashboard/stats'],
  formulations: ['/api/formulations', { limit: DASHBOARD_LIMITS.formulations }],
  activeFormulations: (status: string) => [
    '/api/formulations',
    { status, limit: DASHBOARD_LIMITS.activeFormulations },
  ],
  suppliers: ['/api/suppliers', { limit: DASHBOARD_LIMITS.suppliers }],
  alerts: ['/api/compliance/issues/open', { limit: DASHBOARD_LIMITS.alerts }],
} as const;
