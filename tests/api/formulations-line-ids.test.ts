import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFormulation,
  createSpecRawMaterials,
  formulationPayload,
  specLines,
} from '../support/factories.ts';
import {
  get,
  put,
  startFormulationsApp,
  stopFormulationsApp,
  t,
  writer,
} from '../support/formulations-app.ts';

/**
 * An update's lines (ADR 025): a line whose raw material stays at its position keeps its id and is rewritten in
 * place only when its quantity or cost changed; the other stored lines are deleted and the new ones inserted. The
 * answer, a later read and the stored rows agree. Prices: water $0.002/oz, glycerin $2.40/lb = $0.15/oz,
 * niacinamide $1.20/oz.
 */
beforeAll(startFormulationsApp);
afterAll(stopFormulationsApp);

interface Line {
  id: string;
  ingredientId: string;
  ounces: string;
  cost: string;
}

/** Each stored line's id and row version (xmin changes whenever the row is written). */
async function storedLines(formulationId: string) {
  const { rows } = await t.database.pool.query<{ id: string; xmin: string; position: number }>(
    'select id::text, xmin::text, position from formulation_ingredients where formulation_id = $1 order by position',
    [formulationId],
  );
  return rows;
}

const linesOf = async (id: string): Promise<Line[]> =>
  (await get(`/api/formulations/${id}/ingredients`)).json();

describe('PUT /api/formulations/{id} lines', () => {
  it('keeps the ids of lines whose raw material stays at its position and rewrites only what changed', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    const created = await createFormulation(t, writer, specLines(ids));
    const [water, glycerin, niacinamide] = await linesOf(created.id);
    const before = await storedLines(created.id);

    const response = await put(created.id, {
      ...formulationPayload(
        [
          { ingredientId: ids.water.id, ounces: '600' },
          { ingredientId: ids.glycerin.id, ounces: '400' },
          // Position 2 changes raw material; niacinamide moves to a new position 3.
          { ingredientId: ids.glycerin.id, ounces: '50' },
          { ingredientId: ids.niacinamide.id, ounces: '100' },
        ],
        { name: created.name },
      ),
      revision: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answered: Line[] = response.json().lines;
    expect(answered.map((line) => [line.ingredientId, line.ounces, line.cost])).toEqual([
      [ids.water.id, '600.000000', '1.200000'], // 600 x 0.002
      [ids.glycerin.id, '400.000000', '60.000000'], // 400 x 0.15
      [ids.glycerin.id, '50.000000', '7.500000'], // 50 x 0.15
      [ids.niacinamide.id, '100.000000', '120.000000'], // 100 x 1.20
    ]);
    expect(answered[0]!.id).toBe(water!.id);
    expect(answered[1]!.id).toBe(glycerin!.id);
    const oldIds = [water!.id, glycerin!.id, niacinamide!.id];
    expect(oldIds).not.toContain(answered[2]!.id);
    expect(oldIds).not.toContain(answered[3]!.id);

    // A later read answers the same lines, ids included.
    expect(
      (await linesOf(created.id)).map(({ id, ingredientId, ounces, cost }) => ({
        id,
        ingredientId,
        ounces,
        cost,
      })),
    ).toEqual(answered.map(({ id, ingredientId, ounces, cost }) => ({ id, ingredientId, ounces, cost })));
    const after = await storedLines(created.id);
    expect(after.map((row) => row.id)).toEqual(answered.map((line) => line.id));
    // Water did not change: not written. Glycerin's quantity changed: the same row, written again.
    expect(after[0]!.xmin).toBe(before[0]!.xmin);
    expect(after[1]!.xmin).not.toBe(before[1]!.xmin);
  });

  it('deletes the lines left out and keeps the one still at its position', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    const created = await createFormulation(t, writer, specLines(ids));
    const [water] = await linesOf(created.id);
    const response = await put(created.id, {
      ...formulationPayload([{ ingredientId: ids.water.id, ounces: '1000' }], { name: created.name }),
      revision: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ingredientCount: 1, totalCost: '2.0000' }); // 1000 x 0.002
    expect((await storedLines(created.id)).map((row) => row.id)).toEqual([water!.id]);
  });

  it('gives new ids to lines put in another order, and stores each line once', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    const created = await createFormulation(t, writer, specLines(ids));
    const old = (await linesOf(created.id)).map((line) => line.id);
    const reordered = [...specLines(ids)].reverse();
    const response = await put(created.id, {
      ...formulationPayload(reordered, { name: created.name }),
      revision: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answered: Line[] = response.json().lines;
    expect(answered.map((line) => line.ingredientId)).toEqual(reordered.map((line) => line.ingredientId));
    // Glycerin stays in the middle (position 1): it keeps its id; the two ends changed raw material.
    expect(answered.map((line) => old.includes(line.id))).toEqual([false, true, false]);
    const stored = await storedLines(created.id);
    expect(stored.map((row) => [row.id, row.position])).toEqual(
      answered.map((line, position) => [line.id, position]),
    );
    // 100 x 1.20 + 300 x 0.15 + 600 x 0.002 = 166.20, as before the reordering.
    expect(response.json().totalCost).toBe('166.2000');
  });
});
