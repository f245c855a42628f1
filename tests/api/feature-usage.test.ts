import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/** Usage analytics (ADR 065): counted per day and feature only for users who allow it; administrators read it. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const use = (cookie: string, feature: string) =>
  t.call({ method: 'POST', url: '/api/usage', payload: { feature }, cookie });

describe('usage analytics', () => {
  it('counts uses only for users who allow it, and shows the most used to administrators', async () => {
    const allowing = await t.signInAs('editor', 'counted@test.example.com');
    const declining = await t.signInAs('editor', 'not-counted@test.example.com');
    const current = (await t.call({ method: 'GET', url: '/api/account-settings', cookie: allowing })).json();
    current.privacy.analytics = true;
    await t.call({ method: 'PATCH', url: '/api/account-settings', payload: current, cookie: allowing });

    expect((await use(allowing, 'formulations')).json()).toEqual({ counted: true });
    await use(allowing, 'formulations');
    await use(allowing, 'suppliers');
    // The default is off: nothing of this user is counted.
    expect((await use(declining, 'formulations')).json()).toEqual({ counted: false });
    await use(declining, 'cost-analysis');

    const admin = await t.signInAs('admin');
    const usage = await t.call({ method: 'GET', url: '/api/admin/usage', cookie: admin });
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toEqual({
      days: 30,
      features: [
        { feature: 'formulations', uses: 2 },
        { feature: 'suppliers', uses: 1 },
      ],
    });
    expect((await t.call({ method: 'GET', url: '/api/admin/usage', cookie: declining })).statusCode).toBe(
      403,
    );
  });

  it('refuses a feature that is not a screen name, and answers 401 signed out', async () => {
    const cookie = await t.signInAs('viewer');
    const bad = await use(cookie, 'DROP TABLE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Feature must be a screen name in lower case');
    expect((await t.call({ method: 'POST', url: '/api/usage', payload: { feature: 'x' } })).statusCode).toBe(
      401,
    );
  });
});
