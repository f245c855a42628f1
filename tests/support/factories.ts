import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SettingsUpdate } from '../../src/domain/settings/system-settings.ts';
import { activityLog, toxicologyProfiles } from '../../src/server/db/schema.ts';
import type { TestApp } from './test-app.ts';

/**
 * Test data builders: every call returns a fresh object (never a shared fixture) with a unique name, and
 * overrides win. The `create*` helpers send the payload through the API and return the created record.
 */
type Overrides = Record<string, unknown>;
type Payload = Record<string, unknown>;

/** A readable name no other test will use: tests in one file share a database. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomBytes(4).toString('hex')}`;
}

export function rawMaterialPayload(overrides: Overrides = {}) {
  return {
    name: uniqueName('Ingredient'),
    incisName: 'Aqua',
    description: 'A test ingredient',
    category: 'base',
    unitCost: '1.00',
    unit: 'oz',
    qualityGrade: 'cosmetic',
    sustainabilityRating: 50,
    regulatoryRestrictions: [],
    shelfLifeMonths: 24,
    ...overrides,
  };
}

/** The three ingredients of the worked example (docs/product-rules.md, "Costs and units"), with the spec's unitCost sent as text. */
export const specRawMaterialPayloads = () => ({
  // The spec's form refuses a unit cost under 0.01 (and so does the database), so the example's $0.002/oz water
  // is bought by the pound, as docs/product-rules.md, "Costs and units" gives it: $0.032 / 16 oz = $0.002/oz.
  water: rawMaterialPayload({ name: uniqueName('Water'), incisName: 'Aqua', unitCost: '0.032', unit: 'lb' }),
  glycerin: rawMaterialPayload({
    name: uniqueName('Glycerin'),
    incisName: 'Glycerin',
    category: 'humectant',
    unitCost: '2.40',
    unit: 'lb',
  }),
  niacinamide: rawMaterialPayload({
    name: uniqueName('Niacinamide'),
    incisName: 'Niacinamide',
    category: 'active',
    unitCost: '1.20',
    unit: 'oz',
  }),
});

export interface LineSpec {
  ingredientId: string;
  ounces: string | number;
}

/** A formulation as the spec's client sends it; each id gets 100 oz unless lines are given. */
export function formulationPayload(lines: (string | LineSpec)[], overrides: Overrides = {}) {
  return {
    name: uniqueName('Formulation'),
    description: 'A test formulation',
    productType: 'serum',
    targetSkinType: 'normal',
    status: 'draft',
    batchSize: '1000',
    unitSize: '50',
    ingredients: lines.map((line) => {
      const { ingredientId, ounces } =
        typeof line === 'string' ? { ingredientId: line, ounces: '100' } : line;
      return { ingredientId, ounces: String(ounces), quantity: String(ounces), cost: 0 };
    }),
    ...overrides,
  };
}

export function substancePayload(overrides: Overrides = {}) {
  return {
    inciName: uniqueName('Substance'),
    casNumbers: [],
    functions: ['skin_conditioning'],
    naturalOriginIndex: null,
    ...overrides,
  };
}

/** A raw material's composition of one substance at 100 % (docs/product-rules.md, "Substances and the label"). */
export const pureComposition = (substanceId: string) => [{ substanceId, percent: 100 }];

export function supplierPayload(overrides: Overrides = {}) {
  return {
    name: uniqueName('Supplier'),
    contactEmail: 'sales@supplier.example.com',
    contactPhone: '+1 555 0100',
    address: '1 Industrial Way, Springfield',
    country: 'USA',
    website: 'https://supplier.example.com',
    rating: '4.0',
    certifications: ['organic'],
    sustainabilityScore: 70,
    leadTimedays: 10,
    minimumOrderValue: '100.00',
    ...overrides,
  };
}

export function issuePayload(overrides: Overrides = {}) {
  return {
    title: uniqueName('Issue'),
    description: 'Preservative level above the EU limit',
    severity: 'medium',
    region: 'EU',
    dueDate: '2031-06-30',
    ...overrides,
  };
}

async function create(t: TestApp, cookie: string, url: string, payload: Payload) {
  const response = await t.call({ method: 'POST', url, payload, cookie });
  expect(response.statusCode, `POST ${url}: ${response.body}`).toBe(201);
  return response.json();
}

/**
 * Gives the substances of these raw materials' compositions that have no toxicological profile one whose margin
 * of safety passes at any concentration (a point of departure of 1,000,000 mg/kg bw/day), so tests of other
 * features see no safety finding and may approve; the safety tests opt out with `{ toxicology: false }`.
 */
export async function givePassingProfiles(t: TestApp, rawMaterialIds: string[]) {
  for (const id of rawMaterialIds) {
    await t.database.db.execute(sql`insert into toxicology_profiles (substance_id, point_of_departure, pod_type,
        route, source)
      select distinct substance_id, 1000000, 'noael', 'oral', 'Test fixture' from ingredient_substances
      where ingredient_id = ${id}
      on conflict do nothing`);
  }
}

export async function createRawMaterial(
  t: TestApp,
  cookie: string,
  { toxicology = true, ...overrides }: Overrides & { toxicology?: boolean } = {},
) {
  const rawMaterial = await create(t, cookie, '/api/ingredients', rawMaterialPayload(overrides));
  if (toxicology) await givePassingProfiles(t, [rawMaterial.id]);
  return rawMaterial;
}

/**
 * A substance through the API. It also gets a toxicological profile whose margin of safety passes at any
 * concentration (a point of departure of 1,000,000 mg/kg bw/day), so tests of other features see no safety
 * finding; `{ toxicology: false }` leaves it without one (data missing), as the safety tests need.
 */
export async function createSubstance(
  t: TestApp,
  cookie: string,
  { toxicology = true, ...overrides }: Overrides & { toxicology?: boolean } = {},
) {
  const substance = await create(t, cookie, '/api/substances', substancePayload(overrides));
  if (toxicology) {
    await t.database.db.insert(toxicologyProfiles).values({
      substanceId: substance.id,
      pointOfDeparture: '1000000',
      podType: 'noael',
      route: 'oral',
      source: 'Test fixture',
    });
  }
  return substance;
}

export const createSupplier = (t: TestApp, cookie: string, overrides: Overrides = {}) =>
  create(t, cookie, '/api/suppliers', supplierPayload(overrides));

export const createIssue = (t: TestApp, cookie: string, overrides: Overrides = {}) =>
  create(t, cookie, '/api/compliance/issues', issuePayload(overrides));

export const createFormulation = (
  t: TestApp,
  cookie: string,
  lines: (string | LineSpec)[],
  overrides: Overrides = {},
) => create(t, cookie, '/api/formulations', formulationPayload(lines, overrides));

/** Water, glycerin and niacinamide of the worked example, created through the API. */
export async function createSpecRawMaterials(t: TestApp, cookie: string) {
  const payloads = specRawMaterialPayloads();
  const created = {
    water: await create(t, cookie, '/api/ingredients', payloads.water),
    glycerin: await create(t, cookie, '/api/ingredients', payloads.glycerin),
    niacinamide: await create(t, cookie, '/api/ingredients', payloads.niacinamide),
  };
  await givePassingProfiles(t, [created.water.id, created.glycerin.id, created.niacinamide.id]);
  return created;
}

/** The worked example's lines: 600 oz water, 300 oz glycerin, 100 oz niacinamide. */
export function specLines(
  ids: { water: { id: string }; glycerin: { id: string }; niacinamide: { id: string } },
  scale = 1,
): LineSpec[] {
  return [
    { ingredientId: ids.water.id, ounces: String(600 * scale) },
    { ingredientId: ids.glycerin.id, ounces: String(300 * scale) },
    { ingredientId: ids.niacinamide.id, ounces: String(100 * scale) },
  ];
}

/** The activity-log rows written about one record, oldest first. */
export async function activityOf(t: TestApp, entityId: string) {
  return t.database.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.entityId, entityId))
    .orderBy(asc(activityLog.createdAt));
}

/** A rule on a substance (give its id): by default a 2 % limit, as salicylic acid's (docs/product-rules.md, "Compliance"). */
export function ruleInput(overrides: Overrides = {}) {
  return {
    name: uniqueName('Salicylic acid: max 2.0 %'),
    ruleType: 'max_concentration',
    maxPercent: '2.0',
    productTypes: null,
    applicationAreas: null,
    exposure: 'all',
    market: 'EU',
    severity: 'high',
    annexEntry: 'Annex III/98',
    reference: 'Reg. (EU) 2021/850',
    warningText: null,
    isActive: true,
    ...overrides,
  };
}

/** The catalogue's substance of this INCI name, created when the test database has none yet. */
export async function ensureSubstance(
  t: TestApp,
  cookie: string,
  inciName: string,
  overrides: Overrides = {},
) {
  const found = await t.call({
    method: 'GET',
    url: `/api/substances?q=${encodeURIComponent(inciName)}`,
    cookie,
  });
  const known = (found.json() as { id: string; inciName: string }[]).find(
    (substance) => substance.inciName.toLowerCase() === inciName.toLowerCase(),
  );
  return known ?? create(t, cookie, '/api/substances', substancePayload({ inciName, ...overrides }));
}

/** Add User's payload (admin screen): a unique e-mail and, unless overridden, an initial password. */
export function adminUserPayload(overrides: Overrides = {}) {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Ana',
    lastName: `Diaz ${id}`,
    email: `ana.${id}@test.example.com`,
    role: 'editor',
    password: 'Valid!2345',
    ...overrides,
  };
}

/** Reads the system settings, applies `change` and saves them as the settings screen does; returns the saved object. */
export async function updateSettings(
  t: TestApp,
  adminCookie: string,
  change: (settings: SettingsUpdate) => void,
) {
  const current = (await t.call({ method: 'GET', url: '/api/admin/settings', cookie: adminCookie })).json();
  const next = structuredClone(current);
  delete next.updatedAt;
  change(next);
  const response = await t.call({
    method: 'POST',
    url: '/api/admin/settings',
    payload: next,
    cookie: adminCookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
