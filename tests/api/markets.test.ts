import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceIssues } from '../../src/server/db/schema.ts';
import {
  createRawMaterial,
  createSubstance,
  formulationPayload,
  pureComposition,
  ruleInput,
  uniqueName,
} from '../support/factories.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Markets (ADR 058): a rule belongs to one market and applies only to formulations targeting it, both ways; the UK
 * follows the EU library with its own rules as exceptions; the report answers a market matrix; the markets'
 * settings are master data the regulatory role edits. Concentrations are % w/w of the recipe's ounces: 20 of
 * 1000 oz = 2 %.
 */
let t: TestApp;
let admin: string;
let scientist: string;
let ids: { water: string; cnBanned: string; limited: string };
let limitedSubstance: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  scientist = await t.signInAs('rd_scientist');
  const banned = await createSubstance(t, admin, { inciName: uniqueName('Banned In China') });
  const limited = await createSubstance(t, admin, { inciName: uniqueName('Limited Acid') });
  limitedSubstance = limited.id;
  await rule({
    name: 'CN ban',
    ruleType: 'prohibited',
    maxPercent: null,
    substanceId: banned.id,
    market: 'CN',
  });
  await rule({ name: 'EU limit 1 %', substanceId: limited.id, maxPercent: '1', market: 'EU' });
  ids = {
    water: (await createRawMaterial(t, admin, { name: uniqueName('Water'), incisName: 'Aqua' })).id,
    cnBanned: (
      await createRawMaterial(t, admin, {
        name: uniqueName('CN banned'),
        composition: pureComposition(banned.id),
      })
    ).id,
    limited: (
      await createRawMaterial(t, admin, {
        name: uniqueName('Limited'),
        composition: pureComposition(limited.id),
      })
    ).id,
  };
});
afterAll(() => t.close());

async function rule(overrides: Record<string, unknown>) {
  const response = await t.call({
    method: 'POST',
    url: '/api/regulatory-rules',
    payload: ruleInput(overrides),
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; market: string; revision: number };
}

async function save(rawMaterial: string, markets?: string[], id?: string, revision?: number) {
  const lines = [
    { ingredientId: ids.water, ounces: '980' },
    { ingredientId: rawMaterial, ounces: '20' },
  ];
  const response = await t.call({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/formulations/${id}` : '/api/formulations',
    payload: formulationPayload(lines, { ...(markets ? { markets } : {}), ...(id ? { revision } : {}) }),
    cookie: scientist,
  });
  expect(response.statusCode, response.body).toBe(id ? 200 : 201);
  return response.json() as { id: string; markets: string[]; yearlyVolume: number; revision: number };
}

const openAlerts = (formulationId: string) =>
  t.database.db
    .select({ ruleId: complianceIssues.ruleId, region: complianceIssues.region })
    .from(complianceIssues)
    .where(
      and(
        eq(complianceIssues.formulationId, formulationId),
        isNotNull(complianceIssues.autoKey),
        ne(complianceIssues.status, 'resolved'),
      ),
    );

async function matrix(id: string) {
  const response = await t.call({ method: 'GET', url: `/api/formulations/${id}/compliance`, cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  const report = response.json() as {
    markets: { market: string; passes: boolean; violations: number }[];
    rows: { market: string; status: string }[];
  };
  return report.markets.map((cell) => [cell.market, cell.passes, cell.violations]);
}

describe('formulation markets', () => {
  it('targets the EU unless told otherwise, with a yearly volume of 10,000 units', async () => {
    const created = await save(ids.water);
    expect(created).toMatchObject({ markets: ['EU'], yearlyVolume: 10000 });
    const read = await t.call({ method: 'GET', url: `/api/formulations/${created.id}`, cookie: scientist });
    expect(read.json()).toMatchObject({ markets: ['EU'], yearlyVolume: 10000 });
  });

  it('keeps its markets when an update leaves them out, and takes new ones', async () => {
    const created = await save(ids.water, ['US', 'CA']);
    const kept = await save(ids.water, undefined, created.id, created.revision);
    expect(kept.markets).toEqual(['US', 'CA']);
    const moved = await save(ids.water, ['EU'], created.id, kept.revision);
    expect(moved.markets).toEqual(['EU']);
  });

  it('answers 400 for an unknown market or none', async () => {
    for (const [markets, message] of [
      [['Mars'], 'Market must be one of EU, UK, US, CA, CN, ASEAN'],
      [[], 'Choose at least one market'],
    ] as const) {
      const response = await t.call({
        method: 'POST',
        url: '/api/formulations',
        payload: formulationPayload([ids.water], { markets }),
        cookie: scientist,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('market scoping', () => {
  it('never flags an EU-only product with a rule entered for China', async () => {
    const product = await save(ids.cnBanned, ['EU']);
    expect(await openAlerts(product.id)).toEqual([]);
    expect(await matrix(product.id)).toEqual([['EU', true, 0]]);
  });

  it('flags a product targeting China with the Chinese rule, and only there', async () => {
    const product = await save(ids.cnBanned, ['EU', 'US', 'CN']);
    const alerts = await openAlerts(product.id);
    expect(alerts).toEqual([{ ruleId: expect.any(String), region: 'CN' }]);
    expect(await matrix(product.id)).toEqual([
      ['EU', true, 0],
      ['US', true, 0],
      ['CN', false, 1],
    ]);
  });

  it('resolves the alert when the product stops targeting China', async () => {
    const product = await save(ids.cnBanned, ['CN']);
    expect(await openAlerts(product.id)).toHaveLength(1);
    await save(ids.cnBanned, ['EU'], product.id, product.revision);
    expect(await openAlerts(product.id)).toEqual([]);
  });
});

describe('the UK follows the EU library', () => {
  it('applies the EU limit to a UK product until the UK has its own rule on the substance', async () => {
    // 2 % against the EU's 1 %: over in the EU, and in the UK which follows it.
    const uk = await save(ids.limited, ['UK']);
    expect(await openAlerts(uk.id)).toEqual([{ ruleId: expect.any(String), region: 'EU' }]);
    expect(await matrix(uk.id)).toEqual([['UK', false, 1]]);

    // The UK's own 3 % is its exception: the EU's 1 % no longer applies there, but still in the EU.
    await rule({ name: 'UK limit 3 %', substanceId: limitedSubstance, maxPercent: '3', market: 'UK' });
    expect(await openAlerts(uk.id)).toEqual([]);
    expect(await matrix(uk.id)).toEqual([['UK', true, 0]]);
    const both = await save(ids.limited, ['EU', 'UK']);
    expect(await matrix(both.id)).toEqual([
      ['EU', false, 1],
      ['UK', true, 0],
    ]);
  });
});

describe('the label per market', () => {
  it('names perfume "Parfum" on the EU label and "Fragrance" on the US one', async () => {
    const accord = await createSubstance(t, admin, { inciName: uniqueName('Accord Base') });
    const perfume = await createRawMaterial(t, admin, {
      name: uniqueName('Cedar Accord'),
      category: 'fragrance',
      composition: pureComposition(accord.id),
    });
    const product = await save(perfume.id, ['EU', 'US']);
    const label = async (query: string) => {
      const response = await t.call({
        method: 'GET',
        url: `/api/formulations/${product.id}/label${query}`,
        cookie: scientist,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { market: string; ingredientList: string };
    };
    // 980 oz water (98 %), 20 oz perfume (2 %).
    expect(await label('')).toMatchObject({ market: 'EU', ingredientList: 'Aqua, Parfum' });
    expect(await label('?market=US')).toMatchObject({ market: 'US', ingredientList: 'Aqua, Fragrance' });
    const bad = await t.call({
      method: 'GET',
      url: `/api/formulations/${product.id}/label?market=Mars`,
      cookie: scientist,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Market must be one of EU, UK, US, CA, CN, ASEAN');
  });
});

describe('market settings', () => {
  it('lists the six markets, the UK following the EU and the US labelling perfume "Fragrance"', async () => {
    const response = await t.call({ method: 'GET', url: '/api/markets', cookie: scientist });
    expect(response.statusCode).toBe(200);
    const markets = response.json() as { code: string; follows: string | null; fragranceLabel: string }[];
    expect(markets.map((market) => market.code)).toEqual(['ASEAN', 'CA', 'CN', 'EU', 'UK', 'US']);
    expect(markets.find((market) => market.code === 'UK')?.follows).toBe('EU');
    expect(markets.find((market) => market.code === 'US')?.fragranceLabel).toBe('Fragrance');
  });

  it('makes CA follow the EU and re-checks every formulation at once', async () => {
    const product = await save(ids.limited, ['CA']);
    expect(await openAlerts(product.id)).toEqual([]);
    const [ca] = (
      await t.call({ method: 'GET', url: '/api/markets', cookie: admin }).then((r) => r.json())
    ).filter((market: { code: string }) => market.code === 'CA');
    const payload = { name: 'Canada', follows: 'EU', fragranceLabel: 'Parfum', revision: ca.revision };
    const response = await t.call({ method: 'PUT', url: '/api/markets/CA', payload, cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ code: 'CA', follows: 'EU', revision: ca.revision + 1 });
    expect(response.json().checks.opened).toBeGreaterThanOrEqual(1);
    expect(await openAlerts(product.id)).toHaveLength(1);

    // A stale revision answers 409; following a market that follows another answers 400.
    const stale = await t.call({ method: 'PUT', url: '/api/markets/CA', payload, cookie: admin });
    expect(stale.statusCode).toBe(409);
    const chain = await t.call({
      method: 'PUT',
      url: '/api/markets/ASEAN',
      payload: { name: 'ASEAN', follows: 'UK', fragranceLabel: 'Parfum', revision: 1 },
      cookie: admin,
    });
    expect(chain.statusCode).toBe(400);
    expect(chain.json().message).toBe('A market can follow only a market that follows none');
  });

  it('answers 401, 403, 400 and 404 as the rule library does', async () => {
    const payload = { name: 'China', follows: null, fragranceLabel: 'Parfum', revision: 1 };
    expect((await t.call({ method: 'GET', url: '/api/markets' })).statusCode).toBe(401);
    expect((await t.call({ method: 'PUT', url: '/api/markets/CN', payload })).statusCode).toBe(401);
    const forbidden = await t.call({ method: 'PUT', url: '/api/markets/CN', payload, cookie: scientist });
    expect(forbidden.statusCode).toBe(403);
    const bad = await t.call({
      method: 'PUT',
      url: '/api/markets/CN',
      payload: { ...payload, fragranceLabel: ' ' },
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Fragrance label is required');
    const missing = await t.call({ method: 'PUT', url: '/api/markets/XX', payload, cookie: admin });
    expect(missing.statusCode).toBe(404);
  });
});
