import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, substanceCountsAs, substances } from '../../src/server/db/schema.ts';
import { createSubstance, uniqueName } from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
/** rd_scientist: one of the catalogue's writers. */
let writer: string;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await t.signInAs('rd_scientist');
});
afterAll(async () => t.close());

async function tableCounts() {
  const [s] = await t.database.db.select({ n: count() }).from(substances);
  const [c] = await t.database.db.select({ n: count() }).from(substanceCountsAs);
  return { substances: s!.n, countsAs: c!.n };
}
const importCsv = (csv: string) =>
  t.call({ method: 'POST', url: '/api/substances/import', payload: { csv }, cookie: writer });
const find = async (inciName: string) =>
  (
    await t.call({
      method: 'GET',
      url: `/api/substances?q=${encodeURIComponent(inciName)}`,
      cookie: writer,
    })
  ).json()[0];

describe('POST /api/substances/import', () => {
  it('imports the valid rows, links "counts as" by name (to the catalogue or the same file) and reports each refused row', async () => {
    const tag = uniqueName('Csv').replace(' ', '');
    const salicylic = await createSubstance(t, writer, { inciName: `${tag} Salicylic Acid` });
    const onFile = await createSubstance(t, writer, { inciName: `${tag} On File` });
    const csv = [
      'INCI Name,CAS Numbers,Synonyms,Functions,Allergen,Fragrance,Nano,Natural Origin Index,Counts As',
      // Row 3 counts as this one, a row of the same file.
      `${tag} Retinol,68-26-8,Vitamin A,skin_conditioning;antioxidant,no,no,no,0,`,
      // Functions may be written as their labels; 0.546 = 286.45 / 524.86 (retinol / retinyl palmitate).
      `${tag} Retinyl Palmitate,79-81-2,,Skin conditioning,no,no,no,,${tag} Retinol:0.546`,
      `${tag} retinol,,,,,,,,`,
      `${tag} Bad Flag,,,,maybe,,,,`,
      `${tag} ON FILE,,,,,,,,`,
      // By the name of a substance on file: sodium salicylate as salicylic acid x 0.8627 (138.12 / 160.10).
      `${tag} Sodium Salicylate,54-21-7,,preservative,,,,,${tag} Salicylic Acid:0.8627`,
      `${tag} Orphan,,,,,,,,${tag} Nowhere:0.5`,
      // Counts as a row that is itself refused: refused in turn.
      `${tag} Chained,,,,,,,,${tag} Orphan:1`,
      // 12345 read from the right (5, 4, 3, 2, 1) times 1..5 = 35: the check digit is 5, not 6.
      `${tag} Bad Cas,123-45-6,,,,,,2,${tag} Retinol:11`,
      `${tag} Linalool,78-70-6,Linalol,fragrance;masking,yes,yes,,0.5,`,
    ].join('\r\n');
    const before = await tableCounts();
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      accepted: 4,
      rejected: [
        { row: 4, name: `${tag} retinol`, errors: ['This INCI name appears twice in the file'] },
        { row: 5, name: `${tag} Bad Flag`, errors: ['Allergen must be yes or no'] },
        { row: 6, name: `${tag} ON FILE`, errors: ['A substance with this INCI name already exists'] },
        { row: 8, name: `${tag} Orphan`, errors: [`Counts as: substance "${tag} Nowhere" not found`] },
        { row: 9, name: `${tag} Chained`, errors: [`Counts as: substance "${tag} Orphan" not found`] },
        {
          row: 10,
          name: `${tag} Bad Cas`,
          errors: ['CAS number 123-45-6 is not valid', 'Natural origin index must be between 0 and 1'],
        },
      ],
    });
    expect(await tableCounts()).toEqual({
      substances: before.substances + 4,
      countsAs: before.countsAs + 2,
    });
    const retinol = await find(`${tag} Retinol`);
    expect(retinol).toMatchObject({
      casNumbers: ['68-26-8'],
      synonyms: ['Vitamin A'],
      functions: ['skin_conditioning', 'antioxidant'],
      naturalOriginIndex: '0.000',
    });
    expect(await find(`${tag} Retinyl Palmitate`)).toMatchObject({
      functions: ['skin_conditioning'],
      countsAs: [{ substanceId: retinol.id, inciName: `${tag} Retinol`, factor: '0.546000' }],
    });
    expect(await find(`${tag} Sodium Salicylate`)).toMatchObject({
      countsAs: [{ substanceId: salicylic.id, factor: '0.862700' }],
    });
    expect(await find(`${tag} Linalool`)).toMatchObject({
      casNumbers: ['78-70-6'],
      allergen: true,
      fragrance: true,
      nano: false,
      naturalOriginIndex: '0.500',
    });
    expect(await find(`${tag} On File`)).toMatchObject({ id: onFile.id, revision: 1 });
    const activity = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'substance_import'));
    expect(activity.map((row) => row.description)).toContain(
      'Imported 4 substance(s) from CSV, 6 row(s) rejected',
    );
  });

  it('writes nothing when every row is refused', async () => {
    const tag = uniqueName('CsvBad').replace(' ', '');
    const before = await tableCounts();
    const response = await importCsv(`inciName,cas,colourIndex\n,,\n${tag} Red,,CI77491\n`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accepted: 0,
      rejected: [{ row: 3, name: `${tag} Red`, errors: ['Colour index must look like CI 77891'] }],
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 to an empty file or a file with only a header', async () => {
    const before = await tableCounts();
    const empty = await importCsv('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a CSV or Excel file to import');
    const header = await importCsv('inciName,casNumbers\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe('The file has no rows to import');
    expect(await tableCounts()).toEqual(before);
  });
});
