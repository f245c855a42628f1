import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePageModules } from '../../scripts/vite-route-preloads.ts';
import { APP_ROUTES } from '../../src/web/app/routes.ts';

/** ADR 016: the build reads each screen's page module from the route registry to write its preload links. */
describe('route preloads', () => {
  const table = routePageModules(fs.readFileSync('src/web/app/routes.ts', 'utf8'));

  it('finds a page module for every signed-in route, and the module exists', () => {
    expect(Object.keys(table).sort()).toEqual(APP_ROUTES.map((route) => route.path).sort());
    for (const module of Object.values(table)) expect(fs.existsSync(module), module).toBe(true);
  });

  it('names the page each route loads', () => {
    expect(table['/formulations']).toBe('src/web/pages/formulations-page.tsx');
    expect(table['/']).toBe('src/web/pages/dashboard-page.tsx');
  });
});
