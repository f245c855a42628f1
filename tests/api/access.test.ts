import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../src/domain/user/permissions.ts';
import { ROLES } from '../../src/domain/user/roles.ts';
import { updateSettings } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Enumerated from the registered routes, so a route added later is covered without editing this file:
 * every non-public /api route answers 401 signed out, and each role gets 403 exactly where can() says no.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID());
const bodyFor = (method: string) => (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined);

describe('access', () => {
  it('registers routes of every kind', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    expect(t.app.apiRoutes.some((route) => route.access === 'public')).toBe(true);
  });

  it('answers 401 on every non-public /api route when signed out', async () => {
    const protectedRoutes = t.app.apiRoutes.filter((route) => route.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      const response = await t.call({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: bodyFor(route.method),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answers 401 with a forged or unknown session cookie', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/auth/user',
      cookie: 'formulary_session=forged',
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 exactly where the permission matrix says no, for every role', async () => {
    const guarded = t.app.apiRoutes.filter((route) => typeof route.access === 'object');
    expect(guarded.length).toBeGreaterThan(0);
    for (const role of ROLES) {
      const cookie = await t.signInAs(role);
      for (const route of guarded) {
        if (typeof route.access !== 'object') continue;
        const response = await t.call({
          method: route.method as 'GET',
          url: concrete(route.url),
          payload: bodyFor(route.method),
          cookie,
        });
        const allowed = can({ role }, route.access.action, route.access.resource);
        const label = `${role} ${route.method} ${route.url}`;
        if (allowed) expect(response.statusCode, label).not.toBe(403);
        else expect(response.statusCode, label).toBe(403);
        expect(response.statusCode, label).toBeLessThan(500);
      }
    }
  });
});

describe('feature switches close every route', () => {
  it('answers 404 on every route of a switched-off feature, for every feature', async () => {
    const admin = await t.signInAs('admin', 'features@test.example.com');
    const features = ['compliance', 'aiIdeation', 'sustainability', 'analytics'] as const;
    for (const feature of features) {
      const routes = t.app.apiRoutes.filter((route) => route.feature === feature);
      expect(routes.length, feature).toBeGreaterThan(0);
      await updateSettings(t, admin, (settings) => {
        settings.features[feature] = false;
      });
      for (const route of routes) {
        const response = await t.call({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
          payload: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined,
          cookie: admin,
        });
        expect(response.statusCode, `${feature}: ${route.method} ${route.url}`).toBe(404);
      }
      await updateSettings(t, admin, (settings) => {
        settings.features[feature] = true;
      });
    }
  });
});
