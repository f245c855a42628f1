import { randomUUID } from 'node:crypto';
import { count, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, events, substances } from '../../src/server/db/schema.ts';
import {
  activityOf,
  createRawMaterial,
  createSubstance,
  pureComposition,
  substancePayload,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const STALE = 'This record was changed by someone else. Reload to see the latest version.';
const NAME_TAKEN = 'A substance with this INCI name already exists';

let t: TestApp;
/** quality_regulatory: a writer of the catalogue. */
let writer: string;
/** rd_scientist: writes the raw materials whose compositions use the substances. */
let formulator: string;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await t.signInAs('quality_regulatory');
  formulator = await t.signInAs('rd_scientist');
});
afterAll(async () => t.close());

async function tableCounts() {
  const [s] = await t.database.db.select({ n: count() }).from(substances);
  const [a] = await t.database.db.select({ n: count() }).from(activityLog);
  return { substances: s!.n, activity: a!.n };
}
async function stored(id: string) {
  const [row] = await t.database.db.select().from(substances).where(eq(substances.id, id));
  return row;
}
const get = (id: string, cookie = writer) => t.call({ method: 'GET', url: `/api/substances/${id}`, cookie });
const put = (id: string, payload: object, cookie = writer) =>
  t.call({ method: 'PUT', url: `/api/substances/${id}`, payload, cookie });
const del = (id: string, cookie = writer) =>
  t.call({ method: 'DELETE', url: `/api/substances/${id}`, cookie });

describe('PUT /api/substances/{id}', () => {
  it('saves every field, replaces what it counts as, bumps the revision and logs it', async () => {
    const [retinol, peroxide] = [await createSubstance(t, writer), await createSubstance(t, writer)];
    const created = await createSubstance(t, writer, { countsAs: [{ substanceId: retinol.id, factor: 1 }] });
    const inciName = created.inciName.toUpperCase();
    const response = await put(created.id, {
      ...substancePayload({
        inciName,
        casNumbers: ['124-43-6'],
        ecNumber: '204-701-4',
        synonyms: ['Carbamide peroxide'],
        functions: ['oxidising'],
        naturalOriginIndex: 0,
        annexEntry: 'Annex III/12',
        // Urea peroxide releases 34.01 / 94.07 = 0.3616 of its mass as hydrogen peroxide.
        countsAs: [{ substanceId: peroxide.id, factor: '0.3616' }],
      }),
      revision: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      // Its own name in other letters is not a duplicate.
      inciName,
      casNumbers: ['124-43-6'],
      ecNumber: '204-701-4',
      functions: ['oxidising'],
      naturalOriginIndex: '0.000',
      countsAs: [{ substanceId: peroxide.id, inciName: peroxide.inciName, factor: '0.361600' }],
      revision: 2,
    });
    const activity = await activityOf(t, created.id);
    expect(activity.map((row) => [row.action, row.description])).toEqual([
      ['substance_create', `Added substance "${created.inciName}"`],
      ['substance_update', `Updated substance "${inciName}"`],
    ]);
  });

  it('tells the formulations holding it to reload their labels', async () => {
    const created = await createSubstance(t, writer);
    await createRawMaterial(t, formulator, { composition: pureComposition(created.id) });
    const [latest] = await t.database.db.select({ id: max(events.id) }).from(events);
    await put(created.id, {
      ...substancePayload({ inciName: created.inciName, allergen: true }),
      revision: 1,
    });
    const after = await t.database.db
      .select({ type: events.type })
      .from(events)
      .where(gt(events.id, latest?.id ?? 0));
    expect(after.map((row) => row.type).sort()).toEqual(['formulations', 'substances']);
  });

  it('answers 409 to a stale revision and changes nothing', async () => {
    const created = await createSubstance(t, writer);
    expect((await put(created.id, { ...substancePayload(), revision: 1 })).statusCode).toBe(200);
    const before = await tableCounts();
    const response = await put(created.id, { ...substancePayload(), revision: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: STALE });
    expect(await tableCounts()).toEqual(before);
    expect((await stored(created.id))!.revision).toBe(2);
  });

  it('answers 400 when the revision is missing', async () => {
    const created = await createSubstance(t, writer);
    const response = await put(created.id, substancePayload());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Revision is required',
      fieldErrors: { revision: ['Revision is required'] },
    });
  });

  it("answers 409 to another substance's name, ignoring case", async () => {
    const [taken, created] = [await createSubstance(t, writer), await createSubstance(t, writer)];
    const response = await put(created.id, {
      ...substancePayload({ inciName: taken.inciName.toLowerCase() }),
      revision: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: NAME_TAKEN, fieldErrors: { inciName: [NAME_TAKEN] } });
    expect(await stored(created.id)).toMatchObject({ inciName: created.inciName, revision: 1 });
  });
});

describe('DELETE /api/substances/{id}', () => {
  it('deletes an unused substance and logs it', async () => {
    const created = await createSubstance(t, writer);
    const response = await del(created.id);
    expect(response.statusCode).toBe(204);
    expect(await stored(created.id)).toBeUndefined();
    expect((await get(created.id)).statusCode).toBe(404);
    const activity = await activityOf(t, created.id);
    expect(activity.at(-1)).toMatchObject({
      action: 'substance_delete',
      description: `Deleted substance "${created.inciName}"`,
    });
  });

  it('refuses with 409 naming the raw materials whose composition holds it, and keeps it', async () => {
    const tag = uniqueName('Oil');
    const created = await createSubstance(t, writer);
    const zeta = await createRawMaterial(t, formulator, {
      name: `${tag} Zeta`,
      composition: pureComposition(created.id),
    });
    const alpha = await createRawMaterial(t, formulator, {
      name: `${tag} Alpha`,
      composition: pureComposition(created.id),
    });
    const before = await tableCounts();
    const response = await del(created.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `"${created.inciName}" is in the composition of 2 raw material(s): ${tag} Alpha, ${tag} Zeta. Remove it from them first.`,
      ingredients: [
        { id: alpha.id, name: alpha.name },
        { id: zeta.id, name: zeta.name },
      ],
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses with 409 while another substance counts as it; once that one is gone it goes', async () => {
    const retinol = await createSubstance(t, writer);
    const ester = await createSubstance(t, writer, {
      countsAs: [{ substanceId: retinol.id, factor: 0.546 }],
    });
    const response = await del(retinol.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `${ester.inciName} count(s) as "${retinol.inciName}". Remove that first.`,
      substances: [{ id: ester.id, inciName: ester.inciName }],
    });
    expect(await stored(retinol.id)).toBeDefined();
    expect((await del(ester.id)).statusCode).toBe(204);
    expect((await del(retinol.id)).statusCode).toBe(204);
  });
});

describe('access', () => {
  it('answers 401 on every substance endpoint when signed out', async () => {
    const id = randomUUID();
    const requests = [
      { method: 'GET', url: '/api/substances' },
      { method: 'GET', url: `/api/substances/${id}` },
      { method: 'POST', url: '/api/substances', payload: substancePayload() },
      { method: 'PUT', url: `/api/substances/${id}`, payload: { ...substancePayload(), revision: 1 } },
      { method: 'DELETE', url: `/api/substances/${id}` },
      { method: 'POST', url: '/api/substances/import', payload: { csv: 'inciName\nSneaky\n' } },
    ] as const;
    const before = await tableCounts();
    for (const request of requests) {
      const response = await t.call({ ...request });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it.each(['viewer', 'procurement_specialist', 'product_manager', 'finance_analyst'])(
    'answers 403 to %s on every write and changes nothing',
    async (role) => {
      const created = await createSubstance(t, writer);
      const cookie = await t.signInAs(role);
      const before = await tableCounts();
      const requests = [
        { method: 'POST', url: '/api/substances', payload: substancePayload() },
        {
          method: 'PUT',
          url: `/api/substances/${created.id}`,
          payload: { ...substancePayload(), revision: 1 },
        },
        { method: 'DELETE', url: `/api/substances/${created.id}` },
        {
          method: 'POST',
          url: '/api/substances/import',
          payload: { csv: `inciName\n${uniqueName('Sneaky')}\n` },
        },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
      expect(await tableCounts()).toEqual(before);
      expect(await stored(created.id)).toMatchObject({ inciName: created.inciName, revision: 1 });
    },
  );

  it.each(['admin', 'editor', 'rd_scientist', 'quality_regulatory'])(
    'lets %s create, edit, import and delete',
    async (role) => {
      const cookie = await t.signInAs(role);
      const created = await createSubstance(t, cookie);
      expect((await put(created.id, { ...substancePayload(), revision: 1 }, cookie)).statusCode).toBe(200);
      const imported = await t.call({
        method: 'POST',
        url: '/api/substances/import',
        payload: { csv: `inciName\n${uniqueName('Imported')}\n` },
        cookie,
      });
      expect(imported.json()).toEqual({ accepted: 1, rejected: [] });
      expect((await del(created.id, cookie)).statusCode).toBe(204);
    },
  );
});

describe('404', () => {
  it.each([randomUUID(), 'not-a-uuid'])(
    'answers 404 "Substance not found" for id %s everywhere',
    async (id) => {
      const before = await tableCounts();
      const requests = [
        { method: 'GET', url: `/api/substances/${id}` },
        { method: 'PUT', url: `/api/substances/${id}`, payload: { ...substancePayload(), revision: 1 } },
        { method: 'DELETE', url: `/api/substances/${id}` },
      ] as const;
      for (const request of requests) {
        const response = await t.call({ ...request, cookie: writer });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Substance not found' });
      }
      expect(await tableCounts()).toEqual(before);
    },
  );
});
