import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulationInputSchema } from '../../src/domain/formulation/formulation-schema.ts';
import { formulationIngredients, formulations } from '../../src/server/db/schema.ts';
import { createFormulationService } from '../../src/server/modules/formulations/service.ts';
import { createFormulation, createIngredient, formulationPayload } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/** Concurrent edits never silently overwrite (DESIGN §3); a failed save leaves nothing half-written. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await t.signInAs('rd_scientist', 'race@test.example.com');
});
afterAll(async () => t.close());

describe('concurrent updates', () => {
  it('lets exactly one of two simultaneous updates with the same revision through, 100 times', async () => {
    const ingredient = await createIngredient(t, cookie);
    const created = await createFormulation(t, cookie, [ingredient.id]);
    let revision = created.revision as number;
    for (let round = 0; round < 100; round++) {
      const body = (name: string) => ({ ...formulationPayload([ingredient.id], { name }), revision });
      const [a, b] = await Promise.all([
        t.call({
          method: 'PUT',
          url: `/api/formulations/${created.id}`,
          payload: body(`A ${round}`),
          cookie,
        }),
        t.call({
          method: 'PUT',
          url: `/api/formulations/${created.id}`,
          payload: body(`B ${round}`),
          cookie,
        }),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes, `round ${round}: ${a.body} ${b.body}`).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? a : b;
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json().message).toBe(
        'This record was changed by someone else. Reload to see the latest version.',
      );
      const [stored] = await t.database.db.select().from(formulations).where(eq(formulations.id, created.id));
      expect(stored!.name).toBe(winner.json().name);
      revision = winner.json().revision;
    }
  });
});

describe('a save that fails part-way', () => {
  it('leaves no partial lines when a failure follows the line writes (update and create)', async () => {
    const one = await createIngredient(t, cookie);
    const two = await createIngredient(t, cookie);
    const created = await createFormulation(t, cookie, [one.id]);
    // The same service, with a failure injected after the lines are written inside the transaction.
    const failing = createFormulationService({
      db: t.database.db,
      afterSave: async () => {
        throw new Error('injected failure');
      },
    });
    const input = formulationInputSchema.parse({
      ...formulationPayload([one.id, two.id], { name: 'Half written' }),
      revision: created.revision,
    });
    await expect(failing.update(created.id, input, { userId: null })).rejects.toThrow('injected failure');
    const lines = await t.database.db
      .select()
      .from(formulationIngredients)
      .where(eq(formulationIngredients.formulationId, created.id));
    expect(lines.map((line) => line.ingredientId)).toEqual([one.id]);
    const [stored] = await t.database.db.select().from(formulations).where(eq(formulations.id, created.id));
    expect(stored!.name).toBe(created.name);
    expect(stored!.revision).toBe(created.revision);

    const before = await t.database.db.select().from(formulations);
    await expect(failing.create({ ...input, name: 'Never stored' }, { userId: null })).rejects.toThrow(
      'injected failure',
    );
    const after = await t.database.db.select().from(formulations);
    expect(after.length).toBe(before.length);
    expect(after.some((row) => row.name === 'Never stored')).toBe(false);
  });
});
