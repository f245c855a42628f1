import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulationInputSchema } from '../../src/domain/formulation/formulation-schema.ts';
import { formulationIngredients, formulations } from '../../src/server/db/schema.ts';
import { createFormulationService } from '../../src/server/modules/formulations/service.ts';
import { createFormulation, createRawMaterial, formulationPayload } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/** Concurrent edits never silently overwrite (docs/product-rules.md, "Records"); a failed save leaves nothing half-written. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await t.signInAs('rd_scientist', 'race@test.example.com');
});
afterAll(async () => t.close());

/** A check that opens and resolves nothing (the author and change columns, no rows). */
const NO_CHANGES = sql`select null::uuid, null::text, null::text, null::text, null::text, null::text, null::text,
  null::text, null::jsonb where false`;
const catalogueVersion = async () =>
  Number(
    (await t.database.db.execute<{ version: number }>(sql`select version from catalogue_version`)).rows[0]!
      .version,
  );

describe('concurrent updates', () => {
  it('lets exactly one of two simultaneous updates with the same revision through, 100 times', async () => {
    const rawMaterial = await createRawMaterial(t, cookie);
    const created = await createFormulation(t, cookie, [rawMaterial.id]);
    let revision = created.revision as number;
    for (let round = 0; round < 100; round++) {
      const body = (name: string) => ({ ...formulationPayload([rawMaterial.id], { name }), revision });
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
  it('leaves nothing written when a part of the save statement fails (update and create)', async () => {
    const one = await createRawMaterial(t, cookie);
    const two = await createRawMaterial(t, cookie);
    const created = await createFormulation(t, cookie, [one.id]);
    // The same service, with a failing write added to its one statement beside the lines and the activity.
    const failing = createFormulationService({
      db: t.database.db,
      checks: {
        fragment: {
          ctes: sql`, injected as (insert into activity_log (action, description) select 'x', (1 / 0)::text from f)`,
          changes: NO_CHANGES,
        },
        check: async () => ({ catalogueVersion: await catalogueVersion(), values: {} }),
      },
    });
    const input = formulationInputSchema.parse({
      ...formulationPayload([one.id, two.id], { name: 'Half written' }),
      revision: created.revision,
    });
    await expect(failing.update(created.id, input, { userId: null })).rejects.toThrow('division by zero');
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
      'division by zero',
    );
    const after = await t.database.db.select().from(formulations);
    expect(after.length).toBe(before.length);
    expect(after.some((row) => row.name === 'Never stored')).toBe(false);
  });
});

describe('a price that changes while a save is worked out', () => {
  it('writes nothing with the old price: the save reads again and is costed at the new one', async () => {
    const rawMaterial = await createRawMaterial(t, cookie, { unitCost: '2.50', unit: 'oz' });
    let attempts = 0;
    const racing = createFormulationService({
      db: t.database.db,
      checks: {
        fragment: { ctes: sql``, changes: NO_CHANGES },
        check: async () => {
          attempts += 1;
          // Between the save's price read and its statement, a price change commits.
          if (attempts === 1)
            await t.database.db.execute(
              sql`update ingredients set unit_cost = 4, revision = revision + 1 where id = ${rawMaterial.id}`,
            );
          return { catalogueVersion: await catalogueVersion(), values: {} };
        },
      },
    });
    const input = formulationInputSchema.parse(
      formulationPayload([{ ingredientId: rawMaterial.id, ounces: '10' }], { name: 'Raced price' }),
    );
    const saved = await racing.create(input, { userId: null });
    expect(attempts).toBe(2);
    // The recipe (10 oz) scaled to its 1,000 oz batch at $4.00 an ounce, not $2.50: $4,000.
    expect(saved.totalCost).toBe('4000.0000');
    const stored = await t.database.db
      .select()
      .from(formulations)
      .where(eq(formulations.name, 'Raced price'));
    expect(stored.map((row) => row.totalCost)).toEqual(['4000.0000']);
  });
});

describe('a price that changes under one save of a group', () => {
  it('sends only that save round again; the others of its statement are written at once', async () => {
    const raced = await createRawMaterial(t, cookie, { unitCost: '2.50', unit: 'oz' });
    const steady = await createRawMaterial(t, cookie, { unitCost: '1.00', unit: 'oz' });
    const attempts = new Map<string, number>();
    const racing = createFormulationService({
      db: t.database.db,
      checks: {
        fragment: { ctes: sql``, changes: NO_CHANGES },
        check: async (saved) => {
          attempts.set(saved.name, (attempts.get(saved.name) ?? 0) + 1);
          // The raced save's price changes between its read and its statement, once.
          if (saved.name === 'Grouped raced' && attempts.get(saved.name) === 1)
            await t.database.db.execute(
              sql`update ingredients set unit_cost = 4, revision = revision + 1 where id = ${raced.id}`,
            );
          return { catalogueVersion: await catalogueVersion(), values: {} };
        },
      },
    });
    const input = (name: string, ingredientId: string) =>
      formulationInputSchema.parse(formulationPayload([{ ingredientId, ounces: '10' }], { name }));
    const names = ['Grouped steady 1', 'Grouped raced', 'Grouped steady 2', 'Grouped steady 3'];
    const saved = await Promise.all(
      names.map((name) =>
        racing.create(input(name, name === 'Grouped raced' ? raced.id : steady.id), { userId: null }),
      ),
    );
    // 10 oz scaled to the 1,000 oz batch: $4,000 at the new $4.00, $1,000 at $1.00.
    expect(saved.map((row) => row.totalCost)).toEqual(['1000.0000', '4000.0000', '1000.0000', '1000.0000']);
    expect(names.map((name) => attempts.get(name))).toEqual([1, 2, 1, 1]);
    const stored = await t.database.db.select().from(formulations).where(inArray(formulations.name, names));
    expect(stored.map((row) => [row.name, row.totalCost]).sort()).toEqual(
      names.map((name, index) => [name, saved[index]!.totalCost]).sort(),
    );
  });
});
