import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  scientist,
  sessionCount,
  startIdeationApp,
  stopIdeationApp,
  t,
  viewer,
} from '../support/ideation-app.ts';

/**
 * Who may call the AI ideation routes (docs/product-rules.md, "Sign-in and permissions"): 401 signed out and 403 to a viewer on
 * every route, 404 on every route while the aiIdeation feature is off; nothing is saved.
 */
beforeAll(startIdeationApp);
afterAll(stopIdeationApp);

describe('access', () => {
  const routes = () =>
    [
      { method: 'GET', url: '/api/ideation/provider' },
      { method: 'GET', url: '/api/ideation' },
      { method: 'POST', url: '/api/ideation/chat', payload: { message: 'Cost reduction ideas' } },
      { method: 'PATCH', url: `/api/ideation/${randomUUID()}`, payload: { rating: 5, revision: 1 } },
      { method: 'DELETE', url: `/api/ideation/${randomUUID()}` },
      { method: 'POST', url: '/api/ideation/cost-report', payload: {} },
    ] as const;

  it('answers 401 signed out and 403 to a viewer on every route, changing nothing', async () => {
    const before = await sessionCount();
    for (const route of routes()) {
      const signedOut = await t.call(route);
      expect(signedOut.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(signedOut.json()).toEqual({ message: 'Unauthorized' });
      const forbidden = await t.call({ ...route, cookie: viewer });
      expect(forbidden.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect(await sessionCount()).toBe(before);
  });

  it('answers 404 on every route while the aiIdeation feature is off', async () => {
    await t.directWrite(() =>
      t.database.db.execute(
        sql`update system_settings set data = jsonb_set(data, '{features,aiIdeation}', 'false'::jsonb)`,
      ),
    );
    try {
      const before = await sessionCount();
      for (const route of routes()) {
        const response = await t.call({ ...route, cookie: scientist });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      }
      expect(await sessionCount()).toBe(before);
    } finally {
      await t.directWrite(() =>
        t.database.db.execute(
          sql`update system_settings set data = jsonb_set(data, '{features,aiIdeation}', 'true'::jsonb)`,
        ),
      );
    }
  });
});
