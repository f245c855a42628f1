import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../src/domain/theme/theme.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('theme', () => {
  it('serves the current theme to anyone, signed in or not', async () => {
    const response = await t.call({ method: 'GET', url: '/api/admin/theme/current' });
    expect(response.statusCode).toBe(200);
    expect(response.json().brandElements.companyName).toBe('SkinCare Dev Platform');
  });

  it('lets an admin save a theme that becomes current, with a revision check', async () => {
    const admin = await t.signInAs('admin', 'theme-admin@test.example.com');
    const current = (await t.call({ method: 'GET', url: '/api/admin/theme/current' })).json();
    const body = {
      ...DEFAULT_THEME,
      name: 'Acme',
      brandElements: { ...DEFAULT_THEME.brandElements, companyName: 'Acme Grooming Lab' },
      revision: current.revision,
    };
    const saved = await t.call({ method: 'POST', url: '/api/admin/theme', payload: body, cookie: admin });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().brandElements.companyName).toBe('Acme Grooming Lab');
    expect(
      (await t.call({ method: 'GET', url: '/api/admin/theme/current' })).json().brandElements.companyName,
    ).toBe('Acme Grooming Lab');
    const stale = await t.call({ method: 'POST', url: '/api/admin/theme', payload: body, cookie: admin });
    expect(stale.statusCode).toBe(409);
  });

  it('lists the templates for admins only', async () => {
    const admin = await t.signInAs('admin', 'theme-admin2@test.example.com');
    const templates = await t.call({ method: 'GET', url: '/api/admin/theme/templates', cookie: admin });
    expect(templates.statusCode).toBe(200);
    expect(templates.json().length).toBeGreaterThanOrEqual(4);
    const editor = await t.signInAs('editor', 'theme-editor@test.example.com');
    expect(
      (await t.call({ method: 'GET', url: '/api/admin/theme/templates', cookie: editor })).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/admin/theme', payload: DEFAULT_THEME, cookie: editor }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a bad colour with its message and changes nothing', async () => {
    const admin = await t.signInAs('admin', 'theme-admin3@test.example.com');
    const before = (await t.call({ method: 'GET', url: '/api/admin/theme/current' })).json();
    const body = { ...DEFAULT_THEME, colorPalette: { ...DEFAULT_THEME.colorPalette, primary: 'red;}' } };
    const response = await t.call({ method: 'POST', url: '/api/admin/theme', payload: body, cookie: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Use a hex colour like #3b82f6');
    expect((await t.call({ method: 'GET', url: '/api/admin/theme/current' })).json().revision).toBe(
      before.revision,
    );
  });

  it('answers 401 signed out on saving', async () => {
    expect(
      (await t.call({ method: 'POST', url: '/api/admin/theme', payload: DEFAULT_THEME })).statusCode,
    ).toBe(401);
  });
});
