import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { GENERAL_CONTEXT } from '../../src/domain/ideation/constants.ts';
import { ideationSessions } from '../../src/server/db/schema.ts';
import { createFormulation, createRawMaterial, createSubstance, uniqueName } from './factories.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the AI ideation API tests (tests/api/ideation-*.test.ts), its formulation and ingredients, and
 * the calls they share. Each file builds its own app on its own database with `beforeAll(startIdeationApp)`
 * and closes it with `afterAll(stopIdeationApp)`. `t`, the cookies and the fixtures are live bindings set by
 * the start: read them inside tests and hooks, never at import time.
 */
export let t: TestApp;
/** rd_scientist: may write formulations and use the AI chat. */
export let scientist: string;
export let scientistId: string;
/** product_manager: another ideation user, for the IDOR checks. */
export let other: string;
export let viewer: string;
export let formulation: { id: string; name: string };
export let names: { active: string; cheaper: string; water: string };

export async function startIdeationApp() {
  t = await buildTestApp();
  scientist = await t.signInAs('rd_scientist');
  scientistId = (await t.createUser('rd_scientist')).id;
  other = await t.signInAs('product_manager');
  viewer = await t.signInAs('viewer');
  names = {
    active: uniqueName('Niacinamide'),
    cheaper: uniqueName('Generic B3'),
    water: uniqueName('Water'),
  };
  // Niacinamide $1.20/oz, a cheaper active at $0.80/oz, water $0.032/lb = $0.002/oz.
  // Both are niacinamide (the same substance, whose catalogue functions include smoothing): the cheaper one is a
  // stand-in.
  await createSubstance(t, scientist, {
    inciName: 'Niacinamide',
    functions: ['skin_conditioning', 'smoothing'],
  });
  const active = await createRawMaterial(t, scientist, {
    name: names.active,
    incisName: 'Niacinamide',
    category: 'active',
    unitCost: '1.20',
  });
  await createRawMaterial(t, scientist, {
    name: names.cheaper,
    incisName: 'Niacinamide',
    category: 'active',
    unitCost: '0.80',
  });
  const water = await createRawMaterial(t, scientist, {
    name: names.water,
    category: 'base',
    unitCost: '0.032',
    unit: 'lb',
  });
  // 100 oz niacinamide + 900 oz water in a 1000 oz batch of 50 oz units.
  formulation = await createFormulation(t, scientist, [
    { ingredientId: active.id, ounces: '100' },
    { ingredientId: water.id, ounces: '900' },
  ]);
}

export const stopIdeationApp = async () => t.close();

export const chat = (payload: object, cookie = scientist) =>
  t.call({ method: 'POST', url: '/api/ideation/chat', payload, cookie });

export async function sessionCount() {
  const [row] = await t.database.db.select({ n: count() }).from(ideationSessions);
  return row!.n;
}
export async function storedSession(id: string) {
  const [row] = await t.database.db.select().from(ideationSessions).where(eq(ideationSessions.id, id));
  return row;
}
export async function newSession(cookie = scientist, message = 'Cost reduction ideas') {
  const response = await chat({ message, context: GENERAL_CONTEXT }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const session = (await storedSession(response.json().sessionId))!;
  return { id: session.id, revision: session.revision };
}
