import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, substanceCountsAs, substances } from '../../src/server/db/schema.ts';
import { activityOf, createSubstance, substancePayload, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const NAME_TAKEN = 'A substance with this INCI name already exists';

let t: TestApp;
/** quality_regulatory: a writer of the catalogue that may not write formulations. */
let writer: string;
let writerId: string;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await t.signInAs('quality_regulatory');
  writerId = (await t.createUser('quality_regulatory')).id;
});
afterAll(async () => t.close());

async function tableCounts() {
  const [s] = await t.database.db.select({ n: count() }).from(substances);
  const [c] = await t.database.db.select({ n: count() }).from(substanceCountsAs);
  const [a] = await t.database.db.select({ n: count() }).from(activityLog);
  return { substances: s!.n, countsAs: c!.n, activity: a!.n };
}
const get = (url: string, cookie = writer) => t.call({ method: 'GET', url, cookie });
const post = (payload: object, cookie = writer) =>
  t.call({ method: 'POST', url: '/api/substances', payload, cookie });
const put = (id: string, payload: object, cookie = writer) =>
  t.call({ method: 'PUT', url: `/api/substances/${id}`, payload, cookie });

describe('POST /api/substances', () => {
  it('creates a substance from every field, lists trimmed and deduplicated, and logs it', async () => {
    const retinol = await createSubstance(t, writer, { inciName: uniqueName('Retinol') });
    const inciName = uniqueName('Retinyl Palmitate');
    const response = await post({
      inciName: `  ${inciName} `,
      casNumbers: ['79-81-2', ' 79-81-2 ', ''],
      ecNumber: '201-228-5',
      synonyms: ['Vitamin A palmitate', 'vitamin a PALMITATE', ''],
      functions: ['skin_conditioning', 'antioxidant', 'antioxidant'],
      allergen: false,
      fragrance: false,
      colourIndex: '',
      nano: false,
      naturalOriginIndex: '0.5',
      annexEntry: 'Annex III/376',
      // Retinyl palmitate counts as retinol x 0.546 (molar masses 286.45 / 524.86).
      countsAs: [{ substanceId: retinol.id, factor: '0.546' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      inciName,
      casNumbers: ['79-81-2'],
      ecNumber: '201-228-5',
      synonyms: ['Vitamin A palmitate'],
      functions: ['skin_conditioning', 'antioxidant'],
      allergen: false,
      fragrance: false,
      colourIndex: null,
      nano: false,
      naturalOriginIndex: '0.500',
      annexEntry: 'Annex III/376',
      // Added to the catalogue by a person: reviewed (ADR 035).
      unreviewed: false,
      countsAs: [{ substanceId: retinol.id, inciName: retinol.inciName, factor: '0.546000' }],
      usageCount: 0,
      pendingChanges: [],
      revision: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await get(`/api/substances/${body.id}`)).json()).toEqual(body);
    const activity = await activityOf(t, body.id);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      action: 'substance_create',
      entityType: 'substance',
      userId: writerId,
      description: `Added substance "${inciName}"`,
    });
  });

  it('accepts the bounds: natural origin index 0 and 1, factors 0.000001 and 10, flags set', async () => {
    const target = await createSubstance(t, writer);
    for (const [index, factor] of [0.000001, 10].entries()) {
      const response = await post(
        substancePayload({
          naturalOriginIndex: index,
          allergen: true,
          fragrance: true,
          nano: true,
          colourIndex: 'CI 77891',
          countsAs: [{ substanceId: target.id, factor }],
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        naturalOriginIndex: index === 0 ? '0.000' : '1.000',
        allergen: true,
        fragrance: true,
        nano: true,
        colourIndex: 'CI 77891',
        countsAs: [{ factor: index === 0 ? '0.000001' : '10.000000' }],
      });
    }
  });

  it('answers 409 to an INCI name on file, ignoring case and spaces, and writes nothing', async () => {
    const existing = await createSubstance(t, writer, { inciName: uniqueName('Linalool') });
    const before = await tableCounts();
    const response = await post(substancePayload({ inciName: `  ${existing.inciName.toUpperCase()} ` }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: NAME_TAKEN, fieldErrors: { inciName: [NAME_TAKEN] } });
    expect(await tableCounts()).toEqual(before);
  });

  it('answers one of two simultaneous saves of a new name with the same 409, never a 5xx, 10 times', async () => {
    for (let round = 0; round < 10; round++) {
      const inciName = uniqueName('Geraniol');
      // Both pass the name check before either commits; the unique index refuses the second.
      const answers = await Promise.all([
        post(substancePayload({ inciName })),
        post(substancePayload({ inciName })),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json()).toEqual({ message: NAME_TAKEN, fieldErrors: { inciName: [NAME_TAKEN] } });
    }
  });
});

describe('validation (400 with the message, nothing written)', () => {
  const someId = randomUUID();
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no INCI name', { inciName: ' ' }, 'inciName', 'INCI name is required'],
    // Linalool is 78-70-6: the digits 7870 read from the right (0, 7, 8, 7) times 1, 2, 3, 4 make
    // 0 + 14 + 24 + 28 = 66, and the check digit is its last digit, 6; a 7 is a typo.
    ['a CAS check digit off', { casNumbers: ['78-70-7'] }, 'casNumbers', 'CAS number 78-70-7 is not valid'],
    [
      'a CAS number of the wrong shape',
      { casNumbers: ['7870-6'] },
      'casNumbers',
      'CAS number 7870-6 is not valid',
    ],
    // EC 201-134-4: 2x1 + 0x2 + 1x3 + 1x4 + 3x5 + 4x6 = 48, 48 mod 11 = 4; a 5 is refused.
    ['an EC check digit off', { ecNumber: '201-134-5' }, 'ecNumber', 'EC number is not valid'],
    [
      'a colour index without its space',
      { colourIndex: 'CI77891' },
      'colourIndex',
      'Colour index must look like CI 77891',
    ],
    [
      'a colour index of four digits',
      { colourIndex: 'CI 7789' },
      'colourIndex',
      'Colour index must look like CI 77891',
    ],
    [
      'natural origin index 1.01',
      { naturalOriginIndex: 1.01 },
      'naturalOriginIndex',
      'Natural origin index must be between 0 and 1',
    ],
    [
      'natural origin index -0.1',
      { naturalOriginIndex: '-0.1' },
      'naturalOriginIndex',
      'Natural origin index must be between 0 and 1',
    ],
    ['an unknown function', { functions: ['glitter'] }, 'functions.0', 'Unknown function'],
    ['allergen as text', { allergen: 'yes' }, 'allergen', 'Allergen must be true or false'],
    [
      'factor 0',
      { countsAs: [{ substanceId: someId, factor: 0 }] },
      'countsAs.0.factor',
      'Factor must be above 0 and at most 10',
    ],
    [
      'factor 10.5',
      { countsAs: [{ substanceId: someId, factor: '10.5' }] },
      'countsAs.0.factor',
      'Factor must be above 0 and at most 10',
    ],
    [
      'a malformed counts-as id',
      { countsAs: [{ substanceId: 'retinol', factor: 1 }] },
      'countsAs.0.substanceId',
      'Substance not found',
    ],
    [
      'one substance counted as twice',
      {
        countsAs: [
          { substanceId: someId, factor: 1 },
          { substanceId: someId, factor: 2 },
        ],
      },
      'countsAs',
      'Each substance may be counted as once',
    ],
  ];

  it.each(cases)(
    'POST with %s answers 400 with the field message',
    async (_label, overrides, field, message) => {
      const before = await tableCounts();
      const response = await post(substancePayload(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().fieldErrors[field]).toEqual([message]);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it('refuses to count as a substance not on file', async () => {
    const before = await tableCounts();
    const response = await post(substancePayload({ countsAs: [{ substanceId: someId, factor: 1 }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Substance not found',
      fieldErrors: { countsAs: ['Substance not found'] },
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a substance counting as itself, and leaves it as it was', async () => {
    const created = await createSubstance(t, writer);
    const response = await put(created.id, {
      ...substancePayload({ inciName: created.inciName }),
      countsAs: [{ substanceId: created.id, factor: 1 }],
      revision: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'A substance cannot count as itself',
      fieldErrors: { countsAs: ['A substance cannot count as itself'] },
    });
    expect((await get(`/api/substances/${created.id}`)).json()).toMatchObject({ countsAs: [], revision: 1 });
  });

  it('refuses a malformed list query', async () => {
    for (const query of ['function=glitter', 'allergen=maybe', 'sort=casNumbers', 'limit=501']) {
      expect((await get(`/api/substances?${query}`)).statusCode, query).toBe(400);
    }
  });
});
