import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rawMaterialSchema } from '../../src/domain/raw-material/raw-material-schema.ts';
import { substanceSchema } from '../../src/domain/substance/substance-schema.ts';
import { casNumber } from '../support/cas.ts';
import { substanceAsSaved } from '../support/change-proposals.ts';
import { createRawMaterial, createSubstance, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let writer: string;
let formulator: string;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await t.signInAs('quality_regulatory');
  formulator = await t.signInAs('rd_scientist');
});
afterAll(async () => t.close());

/** Asks until the index has been built (the first asks are answered by PostgreSQL while it builds). */
async function fromIndex<R>(ask: () => R | undefined): Promise<R> {
  for (let tries = 0; tries < 500; tries++) {
    const answer = ask();
    if (answer !== undefined) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the search index was not built within 5 s');
}

/** The list's answer from PostgreSQL as the route serializes it: the response schema's encoding, as JSON. */
const serialized = (schema: z.ZodType, page: { items: unknown[]; total: number }) => ({
  json: JSON.stringify(z.encode(z.array(schema), page.items)),
  total: page.total,
});

describe('catalogue search from memory (ADR 067)', () => {
  it('answers every substance search exactly as PostgreSQL does: page, order, total, filters', async () => {
    const tag = uniqueName('Idx').replace(' ', '');
    const names = ['Alpha', 'beta', 'Gamma Glyceryl', 'delta glyceryl', 'Epsilon', 'Zeta Oleate'];
    const cas = casNumber();
    for (const [i, name] of names.entries())
      await createSubstance(t, writer, {
        inciName: `${tag} ${name}`,
        synonyms: i === 1 ? [`Syn${tag} Lily`] : [],
        casNumbers: i === 4 ? [cas] : [],
        allergen: i % 2 === 0,
        functions: i % 3 === 0 ? ['fragrance'] : ['emollient'],
      });
    const { substances } = t.app.services;
    const filters = [
      { q: tag },
      { q: tag.toUpperCase().slice(0, 6) },
      { q: `  ${tag} gly ` },
      { q: `syn${tag}`.toLowerCase() },
      { q: cas.slice(0, 5) },
      { q: 'zz' },
      { q: `${tag}`, sort: '-inciName' },
      { q: `${tag}`, offset: 2, limit: 2 },
      { q: `${tag}`, offset: 4, limit: 2, sort: '-inciName' },
      { q: `${tag}`, offset: 10 },
      { q: `${tag}`, allergen: true },
      { q: `${tag}`, allergen: false, function: 'emollient' },
      { q: `${tag}`, function: 'fragrance', sort: '-inciName' },
    ];
    for (const filter of filters) {
      const asked = { limit: 25, offset: 0, ...filter };
      const expected = serialized(substanceSchema, await substances.list(asked));
      expect(await fromIndex(() => substances.searchFromMemory(asked)), JSON.stringify(asked)).toEqual(
        expected,
      );
    }
    // The tag finds the six, descending by the lower-cased name: zeta, gamma, epsilon, delta, beta, alpha.
    const all = await fromIndex(() => substances.searchFromMemory({ q: tag, limit: 25, sort: '-inciName' }));
    expect(all.total).toBe(6);
    expect(JSON.parse(all.json).map((row: { inciName: string }) => row.inciName)).toEqual(
      ['Zeta Oleate', 'Gamma Glyceryl', 'Epsilon', 'delta glyceryl', 'beta', 'Alpha'].map(
        (n) => `${tag} ${n}`,
      ),
    );
    // Orders the index does not hold go to PostgreSQL.
    expect(substances.searchFromMemory({ q: tag, limit: 25, sort: 'usageCount' })).toBeUndefined();
    expect(substances.searchFromMemory({ q: tag })).toBeUndefined();
  });

  it('answers raw-material searches as PostgreSQL does, ties on the name kept in id order both ways', async () => {
    const tag = uniqueName('RmIdx').replace(' ', '');
    for (const [i, name] of ['Oil', 'Oil', 'Butter', 'Wax', 'Oil'].entries())
      await createRawMaterial(t, formulator, {
        name: `${tag} ${name}`,
        incisName: i === 3 ? `Cera Alba ${tag}` : 'Aqua',
        category: i % 2 === 0 ? 'base' : 'active',
        toxicology: false,
      });
    const { ingredients } = t.app.services;
    for (const filter of [
      { q: tag },
      { q: tag, sort: '-name' },
      { q: `cera alba ${tag}` },
      { q: `${tag} oil`, sort: '-name', offset: 1, limit: 1 },
      { q: tag, category: 'active' },
      { q: tag, sort: '-name', category: 'base' },
    ]) {
      const asked = { limit: 25, offset: 0, ...filter };
      const expected = serialized(rawMaterialSchema, await ingredients.list(asked));
      expect(await fromIndex(() => ingredients.searchFromMemory(asked)), JSON.stringify(asked)).toEqual(
        expected,
      );
    }
  });

  it('never answers from before a change: a write through the API, then a search at once, finds it', async () => {
    const tag = uniqueName('Fresh').replace(' ', '');
    await createSubstance(t, writer, { inciName: `${tag} One` });
    const search = (q: string) =>
      t.call({ method: 'GET', url: `/api/substances?limit=25&q=${encodeURIComponent(q)}`, cookie: writer });
    // Searched until the index answers (the first searches build it).
    for (let i = 0; i < 20; i++) await search(`${tag} o${'n'.repeat(i % 2)}`);
    const created = await createSubstance(t, writer, { inciName: `${tag} Two` });
    const found = await search(`${tag} tw`);
    expect(found.json().map((row: { id: string }) => row.id)).toEqual([created.id]);
    expect(found.headers['x-total-count']).toBe('1');
    // A rename written straight to the database (another instance, a script) is found once the feed has it.
    await t.directWrite(() =>
      t.database.db.$client.query(`update substances set inci_name = $1 where id = $2`, [
        `${tag} Renamed`,
        created.id,
      ]),
    );
    expect((await search(`${tag} renam`)).json().map((row: { id: string }) => row.id)).toEqual([created.id]);
    expect((await search(`${tag} tw`)).headers['x-total-count']).toBe('0');
  });

  it('leaves a page with a change pending review to PostgreSQL, which names the proposer as they are now', async () => {
    const tag = uniqueName('Pend').replace(' ', '');
    const substance = await createSubstance(t, writer, { inciName: `${tag} Linalool` });
    await createSubstance(t, writer, { inciName: `${tag} Other` });
    const { substances } = t.app.services;
    // A formulator's change to a governed field is filed as a proposal.
    const filed = await t.call({
      method: 'PUT',
      url: `/api/substances/${substance.id}`,
      payload: substanceAsSaved(substance, { allergen: true }),
      cookie: formulator,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    // The index answers a page without it (so it is built and current), never one with it.
    await fromIndex(() => substances.searchFromMemory({ q: `${tag} other`, limit: 25 }));
    expect(substances.searchFromMemory({ q: tag, limit: 25 })).toBeUndefined();
    // The proposer renamed straight in the database: the list names them as they are now.
    const { id } = await t.createUser('rd_scientist');
    await t.directWrite(() =>
      t.database.db.$client.query(`update users set first_name = 'Renamed' where id = $1`, [id]),
    );
    const found = await t.call({ method: 'GET', url: `/api/substances?limit=25&q=${tag}`, cookie: writer });
    const pending = found.json().find((row: { id: string }) => row.id === substance.id).pendingChanges;
    expect(pending).toHaveLength(1);
    expect(pending[0].proposedBy).toContain('Renamed');
  });
});
