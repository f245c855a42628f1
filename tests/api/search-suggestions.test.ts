import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRawMaterial, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * "Did you mean" for a search that found nothing (ADR 067): the closest names by trigram similarity. On the demo
 * catalogue: the substances Glycerin (synonyms Glycerol, Vegetable Glycerin) and Niacinamide; the raw materials
 * "Vegetable Glycerin" (INCI Glycerin) and "Niacinamide (Vitamin B3)".
 */
let t: TestApp;
let viewer: string;
let formulator: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  viewer = await t.signInAs('viewer');
  formulator = await t.signInAs('rd_scientist');
});
afterAll(async () => t.close());

const get = (url: string, cookie: string = viewer) => t.call({ method: 'GET', url, cookie });
const signedOut = (url: string) => t.call({ method: 'GET', url });
const search = (list: string, q: string) => get(`/api/${list}?q=${encodeURIComponent(q)}&limit=25`);
const suggestions = (list: string, q: string) => get(`/api/${list}/suggestions?q=${encodeURIComponent(q)}`);

describe('GET /api/substances/suggestions', () => {
  it.each([
    ['Glycerine', 'Glycerin'],
    ['Niacinamyde', 'Niacinamide'],
    ['niacinimide', 'Niacinamide'],
  ])('a misspelled INCI name "%s" finds nothing, and the closest name is %s', async (typed, meant) => {
    const found = await search('substances', typed);
    expect(found.json()).toEqual([]);
    expect(found.headers['x-total-count']).toBe('0');
    const response = await suggestions('substances', typed);
    expect(response.statusCode, response.body).toBe(200);
    const [first] = response.json();
    expect(first).toMatchObject({ name: meant, matchedName: meant });
    expect(first.similarity).toBeGreaterThan(0.5);
    expect(first.similarity).toBeLessThanOrEqual(1);
    // The suggestion's link searches its name, which finds the substance.
    const again = await search('substances', first.matchedName);
    expect(again.json().map((row: { inciName: string }) => row.inciName)).toContain(meant);
  });

  it('answers for a text the search itself finds too ("Niacinamid" is part of Niacinamide)', async () => {
    expect((await search('substances', 'Niacinamid')).json()[0]).toMatchObject({ inciName: 'Niacinamide' });
    expect((await suggestions('substances', 'Niacinamid')).json()[0]).toMatchObject({ name: 'Niacinamide' });
  });

  it('names the synonym that was close, with its substance', async () => {
    const [first] = (await suggestions('substances', 'Glycerole')).json();
    expect(first).toMatchObject({ name: 'Glycerin', matchedName: 'Glycerol' });
  });

  it('answers an empty list when nothing is close', async () => {
    expect((await suggestions('substances', 'zzqxw')).json()).toEqual([]);
  });

  it('answers 400 without a search text, 401 signed out', async () => {
    const empty = await get('/api/substances/suggestions?q=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Search text is required');
    expect((await get('/api/substances/suggestions')).statusCode).toBe(400);
    expect((await get(`/api/substances/suggestions?q=${'x'.repeat(201)}`)).json().message).toContain(
      'at most 200 characters',
    );
    expect((await signedOut('/api/substances/suggestions?q=glycerine')).statusCode).toBe(401);
  });
});

describe('GET /api/ingredients/suggestions', () => {
  it('a misspelled INCI name finds no raw material, and the closest is the one of that INCI name', async () => {
    expect((await search('ingredients', 'Glycerine')).json()).toEqual([]);
    const response = await suggestions('ingredients', 'Glycerine');
    expect(response.statusCode, response.body).toBe(200);
    const [first] = response.json();
    expect(first).toMatchObject({ name: 'Vegetable Glycerin', matchedName: 'Glycerin' });
  });

  it('matches a raw material by its own name and by one name of its INCI text', async () => {
    const tag = uniqueName('Quillaja').replace(' ', '');
    const made = await createRawMaterial(t, formulator, {
      name: `${tag} Emulsion Base`,
      incisName: 'Aqua, Sodium Laureth Sulfate',
    });
    const byName = (await suggestions('ingredients', `${tag} Emulsoin`)).json();
    expect(byName[0]).toMatchObject({ id: made.id, matchedName: `${tag} Emulsion Base` });
    const byInci = (await suggestions('ingredients', 'Sodium Lauret Sulfate')).json();
    expect(byInci.find((row: { id: string }) => row.id === made.id)).toMatchObject({
      matchedName: 'Sodium Laureth Sulfate',
    });
  });

  it('answers 400 without a search text, 401 signed out', async () => {
    const empty = await get('/api/ingredients/suggestions?q=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Search text is required');
    expect((await signedOut('/api/ingredients/suggestions?q=glycerine')).statusCode).toBe(401);
  });
});
