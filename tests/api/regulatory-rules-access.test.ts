import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regulatoryRules } from '../../src/server/db/schema.ts';
import { createSubstance, ruleInput } from '../support/factories.ts';
import {
  counts,
  create,
  get,
  regulatory,
  rule,
  startRegulatoryRulesApp,
  stopRegulatoryRulesApp,
  t,
} from '../support/regulatory-rules-app.ts';
import { buildTestApp } from '../support/test-app.ts';

/**
 * The rule library's routes (docs/product-rules.md, "Compliance"): rules name a substance of the catalogue, never text. Here who may
 * call them (docs/product-rules.md, "Sign-in and permissions"): 401 signed out, 403 to the roles that may not write, 404 for an unknown id or
 * when the compliance feature is turned off; a refused request writes nothing.
 */
beforeAll(startRegulatoryRulesApp);
afterAll(stopRegulatoryRulesApp);

describe('access', () => {
  it('answers 401 on every endpoint when signed out, writing nothing', async () => {
    const id = randomUUID();
    const before = await counts();
    for (const request of [
      { method: 'GET', url: '/api/regulatory-rules' },
      { method: 'GET', url: `/api/regulatory-rules/${id}` },
      { method: 'POST', url: '/api/regulatory-rules', payload: rule() },
      { method: 'PUT', url: `/api/regulatory-rules/${id}`, payload: rule({ revision: 1 }) },
      { method: 'DELETE', url: `/api/regulatory-rules/${id}` },
    ] as const) {
      const response = await t.call({ ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await counts()).toEqual(before);
  });

  it.each(['viewer', 'product_manager', 'rd_scientist', 'procurement_specialist', 'finance_analyst'])(
    'answers 403 to %s on add, edit and delete, changing nothing',
    async (role) => {
      const created = await create();
      const cookie = await t.signInAs(role);
      const before = await counts();
      for (const request of [
        { method: 'POST', url: '/api/regulatory-rules', payload: rule() },
        {
          method: 'PUT',
          url: `/api/regulatory-rules/${created.id}`,
          payload: rule({ name: 'No', revision: 1 }),
        },
        { method: 'DELETE', url: `/api/regulatory-rules/${created.id}` },
      ] as const) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      expect(await counts()).toEqual(before);
      expect((await get(created.id, cookie)).json()).toEqual(created);
    },
  );

  // A malformed id is no rule's, as on every other module's routes (substances, compliance issues, suppliers):
  // 404, given a body that is valid (a PUT's body is validated first).
  it.each([randomUUID(), 'not-a-uuid'])('answers 404 "Regulatory rule not found" for id %s', async (id) => {
    const before = await counts();
    for (const request of [
      { method: 'GET', url: `/api/regulatory-rules/${id}` },
      { method: 'PUT', url: `/api/regulatory-rules/${id}`, payload: rule({ revision: 1 }) },
      { method: 'DELETE', url: `/api/regulatory-rules/${id}` },
    ] as const) {
      const response = await t.call({ ...request, cookie: regulatory });
      expect(response.statusCode, `${request.method}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Regulatory rule not found' });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 404 when the compliance feature is turned off', async () => {
    const app = await buildTestApp();
    try {
      const cookie = await app.signInAs('quality_regulatory');
      const substance = await createSubstance(app, cookie);
      await app.directWrite(() =>
        app.database.db.execute(
          sql`update system_settings set data = jsonb_set(data, '{features,compliance}', 'false'::jsonb)`,
        ),
      );
      expect((await app.call({ method: 'GET', url: '/api/regulatory-rules', cookie })).statusCode).toBe(404);
      const refused = await app.call({
        method: 'POST',
        url: '/api/regulatory-rules',
        payload: ruleInput({ substanceId: substance.id }),
        cookie,
      });
      expect(refused.statusCode).toBe(404);
      const [rules] = await app.database.db.select({ n: count() }).from(regulatoryRules);
      expect(rules!.n).toBe(0);
    } finally {
      await app.close();
    }
  });
});
