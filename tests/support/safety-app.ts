import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  activityLog,
  complianceIssues,
  safetyConclusions,
  toxicologyProfiles,
  undesirableEffects,
} from '../../src/server/db/schema.ts';
import {
  createRawMaterial,
  createSubstance,
  formulationPayload,
  type LineSpec,
  pureComposition,
  uniqueName,
} from './factories.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * The app of the safety API tests (tests/api/safety-*.test.ts): a salicylic acid with the SCCS profile (NOAEL
 * 75 mg/kg bw/day, oral, no measured dermal absorption: the 50 % default), a substance without data, water, and
 * a raw material of each. Each file builds its own app with `beforeAll(startSafetyApp)`; read the live bindings
 * inside tests.
 */
export let t: TestApp;
export let admin: string;
/** quality_regulatory: writes profiles, signs conclusions, records effects. */
export let regulatory: string;
export let regulatoryId: string;
/** rd_scientist: saves formulations, may not write the safety assessment. */
export let scientist: string;
export let viewer: string;
export let substances: Record<'acid' | 'unknown', { id: string; inciName: string }>;
export let ingredients: Record<'water' | 'bha' | 'unknown', string>;

export async function startSafetyApp() {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  regulatory = await t.signInAs('quality_regulatory');
  regulatoryId = (await t.createUser('quality_regulatory')).id;
  scientist = await t.signInAs('rd_scientist');
  viewer = await t.signInAs('viewer');
  substances = {
    acid: await createSubstance(t, admin, { inciName: uniqueName('Salicylic Acid'), toxicology: false }),
    unknown: await createSubstance(t, admin, { inciName: uniqueName('Mystery Extract'), toxicology: false }),
  };
  const profile = await putProfile(substances.acid.id, { ...SALICYLIC_PROFILE, revision: 0 });
  expect(profile.statusCode, profile.body).toBe(200);
  ingredients = {
    water: (await createRawMaterial(t, admin, { name: uniqueName('Water'), incisName: 'Aqua' })).id,
    bha: (
      await createRawMaterial(t, admin, {
        name: uniqueName('Salicylic acid powder'),
        incisName: substances.acid.inciName,
        composition: pureComposition(substances.acid.id),
      })
    ).id,
    unknown: (
      await createRawMaterial(t, admin, {
        name: uniqueName('Mystery extract'),
        incisName: substances.unknown.inciName,
        composition: pureComposition(substances.unknown.id),
        toxicology: false,
      })
    ).id,
  };
}

export async function stopSafetyApp() {
  await t?.close();
}

export const SALICYLIC_PROFILE = {
  pointOfDeparture: '75',
  podType: 'noael',
  route: 'oral',
  source: 'SCCS/1601/18',
  sourceDate: '2018-12-21',
  dermalAbsorption: null,
  cmr: true,
  sensitiser: false,
  note: 'Developmental NOAEL',
};

export const putProfile = (substanceId: string, payload: object, cookie = regulatory) =>
  t.call({ method: 'PUT', url: `/api/substances/${substanceId}/toxicology`, payload, cookie });

export const get = (url: string, cookie = viewer) => t.call({ method: 'GET', url, cookie });

/** Water and `bha` oz of the salicylic acid powder in 1000 oz: `bha` / 10 % salicylic acid. */
export const recipe = (bha: string, extra: LineSpec[] = []): LineSpec[] => [
  {
    ingredientId: ingredients.water,
    ounces: String(1000 - Number(bha) - extra.reduce((sum, line) => sum + Number(line.ounces), 0)),
  },
  { ingredientId: ingredients.bha, ounces: bha },
  ...extra,
];

export async function createFormulation(lines: LineSpec[], overrides: Record<string, unknown> = {}) {
  const response = await t.call({
    method: 'POST',
    url: '/api/formulations',
    payload: formulationPayload(lines, { name: uniqueName('Safety Serum'), ...overrides }),
    cookie: scientist,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; revision: number; exposureCategory: string };
}

/** A formulation saved again through PUT with these fields (its current revision read first). */
export async function updateFormulation(
  id: string,
  lines: LineSpec[],
  overrides: Record<string, unknown> = {},
) {
  const current = (await get(`/api/formulations/${id}`)).json();
  return t.call({
    method: 'PUT',
    url: `/api/formulations/${id}`,
    payload: formulationPayload(lines, {
      name: current.name,
      productType: current.productType,
      revision: current.revision,
      ...overrides,
    }),
    cookie: admin,
  });
}

/** The formulation's unresolved safety findings: [title, severity]. */
export async function openSafetyFindings(formulationId: string) {
  const rows = await t.database.db
    .select()
    .from(complianceIssues)
    .where(eq(complianceIssues.formulationId, formulationId));
  return rows
    .filter((row) => row.autoKey?.startsWith('safety:') && row.status !== 'resolved')
    .map((row) => [row.title, row.severity]);
}

/** Row counts of what the safety routes write: a refused request changes none. */
export async function safetyCounts() {
  const db = t.database.db;
  const [p] = await db.select({ n: count() }).from(toxicologyProfiles);
  const [c] = await db.select({ n: count() }).from(safetyConclusions);
  const [e] = await db.select({ n: count() }).from(undesirableEffects);
  const [i] = await db.select({ n: count() }).from(complianceIssues);
  const [a] = await db.select({ n: count() }).from(activityLog);
  return { profiles: p!.n, conclusions: c!.n, effects: e!.n, issues: i!.n, activity: a!.n };
}
