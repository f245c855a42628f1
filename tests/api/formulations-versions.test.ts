import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityOf,
  createFormulation,
  createRawMaterial,
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
 * POST /api/formulations/{id}/duplicate and GET .../versions (docs/product-rules.md, "Records"): a new draft version of the
 * lineage.
 */
beforeAll(startFormulationsApp);
afterAll(stopFormulationsApp);

describe('POST /api/formulations/{id}/duplicate and GET /versions', () => {
  it('creates version + 1 in draft with the same lines and lineage; versions lists both', async () => {
    const ids = await createSpecRawMaterials(t, writer);
    const source = await createFormulation(t, writer, specLines(ids), {
      status: 'approved',
      targetMargin: '55',
    });
    const response = await t.call({
      method: 'POST',
      url: `/api/formulations/${source.id}/duplicate`,
      cookie: writer,
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      name: source.name,
      productType: source.productType,
      status: 'draft',
      version: 2,
      lineageId: source.id,
      parentId: source.id,
      batchSize: source.batchSize,
      unitSize: source.unitSize,
      targetMargin: '55.00',
      totalCost: '166.2000',
      costPerUnit: '8.3100',
      revision: 1,
    });
    expect(copy.id).not.toBe(source.id);
    const lineOf = (line: { ingredientId: string; ounces: string; cost: string }) => [
      line.ingredientId,
      line.ounces,
      line.cost,
    ];
    expect(copy.lines.map(lineOf)).toEqual(source.lines.map(lineOf));

    for (const id of [source.id, copy.id]) {
      const versions = await get(`/api/formulations/${id}/versions`);
      expect(versions.statusCode).toBe(200);
      expect(versions.json().map((row: { id: string; version: number }) => [row.id, row.version])).toEqual([
        [source.id, 1],
        [copy.id, 2],
      ]);
    }
    // The copy is a draft and can be edited although its source is locked.
    const edit = await put(copy.id, {
      ...formulationPayload(specLines(ids), { name: `${source.name} tweak` }),
      revision: 1,
    });
    expect(edit.statusCode).toBe(200);

    const activity = await activityOf(t, copy.id);
    expect(activity[0]).toMatchObject({
      action: 'formulation_version',
      description: `Created version 2 of formulation "${source.name}"`,
    });
    const history = (await get(`/api/formulations/${copy.id}/status-history`)).json();
    expect(history.map((row: { toStatus: string }) => row.toStatus)).toEqual(['draft']);
  });

  it('numbers a second copy of version 1 as version 3', async () => {
    const rawMaterial = await createRawMaterial(t, writer);
    const source = await createFormulation(t, writer, [rawMaterial.id]);
    const duplicate = () =>
      t.call({ method: 'POST', url: `/api/formulations/${source.id}/duplicate`, cookie: writer });
    expect((await duplicate()).json().version).toBe(2);
    const third = (await duplicate()).json();
    expect(third).toMatchObject({ version: 3, parentId: source.id, lineageId: source.id });
    const versions = (await get(`/api/formulations/${third.id}/versions`)).json();
    expect(versions.map((row: { version: number }) => row.version)).toEqual([1, 2, 3]);
  });

  it('gives two simultaneous copies different version numbers', async () => {
    const rawMaterial = await createRawMaterial(t, writer);
    const source = await createFormulation(t, writer, [rawMaterial.id]);
    const duplicate = () =>
      t.call({ method: 'POST', url: `/api/formulations/${source.id}/duplicate`, cookie: writer });
    const responses = await Promise.all([duplicate(), duplicate(), duplicate(), duplicate(), duplicate()]);
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
    const versions = (await get(`/api/formulations/${source.id}/versions`)).json();
    const numbers = versions.map((row: { version: number }) => row.version);
    expect(new Set(numbers).size, `versions ${numbers.join(', ')}`).toBe(numbers.length);
  });
});
