import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casNumber } from '../support/cas.ts';
import { createRawMaterial, createSubstance, pureComposition, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

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

const get = (url: string, cookie = writer) => t.call({ method: 'GET', url, cookie });
const inciNames = (response: { json(): { inciName: string }[] }) =>
  response.json().map((row) => row.inciName);
/** A raw material made of this one substance. */
const rawMaterialOf = (substanceId: string) =>
  createRawMaterial(t, formulator, { composition: pureComposition(substanceId) });

describe('GET /api/substances: search, filters, sort, paging', () => {
  /** Three substances a tag finds: Alpha (allergen, fragrance), Beta (UV filter), Gamma (allergen, masking). */
  async function threeTagged() {
    const tag = uniqueName('Sub').replace(' ', '');
    const cas = { alpha: casNumber(), beta: casNumber() };
    const alpha = await createSubstance(t, writer, {
      inciName: `${tag} Alpha`,
      casNumbers: [cas.alpha],
      synonyms: [`Syn${tag} Lily of the valley`],
      functions: ['fragrance'],
      allergen: true,
    });
    const beta = await createSubstance(t, writer, {
      inciName: `${tag} Beta`,
      casNumbers: [cas.beta],
      ecNumber: '231-791-2',
      functions: ['uv_filter'],
    });
    const gamma = await createSubstance(t, writer, {
      inciName: `${tag} Gamma`,
      functions: ['fragrance', 'masking'],
      allergen: true,
    });
    return { tag, cas, alpha, beta, gamma };
  }

  it('searches by INCI name, synonym or CAS number and sends X-Total-Count', async () => {
    const { tag, cas } = await threeTagged();
    const all = await get(`/api/substances?q=${tag}`);
    expect(all.statusCode).toBe(200);
    expect(inciNames(all)).toEqual([`${tag} Alpha`, `${tag} Beta`, `${tag} Gamma`]);
    expect(all.headers['x-total-count']).toBe('3');
    expect(inciNames(await get(`/api/substances?q=${tag.toLowerCase()}%20beta`))).toEqual([`${tag} Beta`]);
    expect(inciNames(await get(`/api/substances?q=syn${tag}%20lily`))).toEqual([`${tag} Alpha`]);
    expect(inciNames(await get(`/api/substances?q=${cas.beta}`))).toEqual([`${tag} Beta`]);
    // Part of a CAS number, as typed before its check digit.
    expect(inciNames(await get(`/api/substances?q=${cas.alpha.slice(0, -2)}`))).toEqual([`${tag} Alpha`]);
    expect((await get(`/api/substances?q=${tag}nothing`)).json()).toEqual([]);
  });

  it('filters the allergens and by function, together with a search', async () => {
    const { tag } = await threeTagged();
    const list = async (query: string) => inciNames(await get(`/api/substances?q=${tag}&${query}`));
    expect(await list('allergen=true')).toEqual([`${tag} Alpha`, `${tag} Gamma`]);
    expect(await list('allergen=false')).toEqual([`${tag} Beta`]);
    expect(await list('function=fragrance')).toEqual([`${tag} Alpha`, `${tag} Gamma`]);
    expect(await list('function=uv_filter')).toEqual([`${tag} Beta`]);
    expect(await list('allergen=true&function=masking')).toEqual([`${tag} Gamma`]);
    expect(await list('allergen=false&function=masking')).toEqual([]);
  });

  it('sorts by INCI name or by how many raw materials use it, and pages with the total', async () => {
    const { tag, beta, gamma } = await threeTagged();
    await rawMaterialOf(beta.id);
    await rawMaterialOf(beta.id);
    await rawMaterialOf(gamma.id);
    const list = (query: string) => get(`/api/substances?q=${tag}&${query}`);
    const byUse = await list('sort=-usageCount');
    expect(inciNames(byUse)).toEqual([`${tag} Beta`, `${tag} Gamma`, `${tag} Alpha`]);
    expect(byUse.json().map((row: { usageCount: number }) => row.usageCount)).toEqual([2, 1, 0]);
    expect(inciNames(await list('sort=usageCount'))).toEqual([`${tag} Alpha`, `${tag} Gamma`, `${tag} Beta`]);
    const first = await list('sort=-inciName&limit=2');
    expect(inciNames(first)).toEqual([`${tag} Gamma`, `${tag} Beta`]);
    expect(first.headers['x-total-count']).toBe('3');
    const second = await list('sort=-inciName&limit=2&offset=2');
    expect(inciNames(second)).toEqual([`${tag} Alpha`]);
    expect(second.headers['x-total-count']).toBe('3');
    // A page past the last match, and a search matching nothing, still answer the exact total.
    const past = await list('sort=usageCount&limit=2&offset=4');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
    const none = await get(`/api/substances?q=${tag}Nothing&limit=2`);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('GET /api/substances/{id} returns one with what it counts as and its usage', async () => {
    const { beta } = await threeTagged();
    const sodium = await createSubstance(t, writer, {
      countsAs: [{ substanceId: beta.id, factor: '0.8627' }],
    });
    await rawMaterialOf(sodium.id);
    expect((await get(`/api/substances/${sodium.id}`)).json()).toMatchObject({
      id: sodium.id,
      countsAs: [{ substanceId: beta.id, inciName: beta.inciName, factor: '0.862700' }],
      usageCount: 1,
    });
  });

  it.each(['viewer', 'procurement_specialist', 'product_manager', 'finance_analyst'])(
    'lets %s read the catalogue',
    async (role) => {
      const { tag, alpha } = await threeTagged();
      const cookie = await t.signInAs(role);
      expect(inciNames(await get(`/api/substances?q=${tag}`, cookie))).toHaveLength(3);
      expect((await get(`/api/substances/${alpha.id}`, cookie)).statusCode).toBe(200);
    },
  );
});
