import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRawMaterial, createSubstance, uniqueName } from '../support/factories.ts';
import {
  admin,
  createFormulation,
  get,
  ingredients,
  openSafetyFindings,
  putProfile,
  regulatory,
  SALICYLIC_PROFILE,
  safetyCounts,
  scientist,
  startSafetyApp,
  stopSafetyApp,
  substances,
  t,
  viewer,
} from '../support/safety-app.ts';

/**
 * GET/PUT /api/substances/:id/toxicology and the profile import (ADR 052): every role reads, the regulatory
 * role writes; a profile change recomputes the margins of the formulations holding the substance, and opens or
 * resolves their safety findings, in the same transaction.
 */
beforeAll(startSafetyApp);
afterAll(stopSafetyApp);

describe('GET /api/substances/:id/toxicology', () => {
  it('answers the profile with numbers as text, to every role', async () => {
    const response = await get(`/api/substances/${substances.acid.id}/toxicology`, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      substanceId: substances.acid.id,
      onFile: true,
      pointOfDeparture: '75.000000',
      podType: 'noael',
      route: 'oral',
      source: 'SCCS/1601/18',
      sourceDate: '2018-12-21',
      dermalAbsorption: null,
      cmr: true,
      sensitiser: false,
      revision: 1,
    });
  });

  it('answers an empty profile (revision 0, data missing) for a substance without one', async () => {
    const response = await get(`/api/substances/${substances.unknown.id}/toxicology`);
    expect(response.json()).toMatchObject({ onFile: false, pointOfDeparture: null, revision: 0 });
  });

  it('answers 401 signed out and 404 for an unknown or malformed id', async () => {
    expect(
      (await t.call({ method: 'GET', url: `/api/substances/${substances.acid.id}/toxicology` })).statusCode,
    ).toBe(401);
    const unknown = await get('/api/substances/00000000-0000-4000-8000-000000000000/toxicology');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Substance not found' });
    expect((await get('/api/substances/nope/toxicology')).statusCode).toBe(404);
  });
});

describe('PUT /api/substances/:id/toxicology', () => {
  it('refuses other roles with 403, bad input with 400 and the exact message, a stale revision with 409, and changes nothing', async () => {
    const before = await safetyCounts();
    const url = `/api/substances/${substances.acid.id}/toxicology`;
    const body = { ...SALICYLIC_PROFILE, revision: 1 };
    expect((await t.call({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
    expect((await putProfile(substances.acid.id, body, scientist)).statusCode).toBe(403);
    expect((await putProfile(substances.acid.id, body, viewer)).statusCode).toBe(403);

    const negative = await putProfile(substances.acid.id, { ...body, pointOfDeparture: '-1' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('Point of departure must be a number above 0 (mg/kg bw/day)');
    const absorption = await putProfile(substances.acid.id, { ...body, dermalAbsorption: '101' });
    expect(absorption.json().fieldErrors).toEqual({
      dermalAbsorption: ['Dermal absorption must be between 0 and 100 %'],
    });
    const noType = await putProfile(substances.acid.id, { ...body, podType: null });
    expect(noType.json().message).toBe('Give the type of the point of departure');
    const noReason = await putProfile(substances.acid.id, { ...body, threshold: '25' });
    expect(noReason.json().fieldErrors).toEqual({
      thresholdReason: ['Give the reason for a threshold other than 100'],
    });
    const noRevision = await putProfile(substances.acid.id, { ...SALICYLIC_PROFILE });
    expect(noRevision.json()).toEqual({
      message: 'Revision is required',
      fieldErrors: { revision: ['Revision is required'] },
    });

    const stale = await putProfile(substances.acid.id, { ...body, revision: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This record was changed by someone else. Reload to see the latest version.',
    );
    const missing = await putProfile('00000000-0000-4000-8000-000000000000', body);
    expect(missing.statusCode).toBe(404);
    expect(await safetyCounts()).toEqual(before);
  });

  it('recomputes the margins and opens, then resolves, the finding in the same transaction', async () => {
    // A substance with its own profile, 2 % in a face cream (24.14 mg/kg bw/day), default 50 % absorption:
    // SED = 24.14 x 0.02 x 0.5 = 0.2414 mg/kg bw/day.
    const substance = await createSubstance(t, admin, {
      inciName: uniqueName('Tested Acid'),
      toxicology: false,
    });
    const raw = await createRawMaterial(t, admin, {
      name: uniqueName('Tested acid powder'),
      incisName: substance.inciName,
      composition: [{ substanceId: substance.id, percent: 100 }],
      toxicology: false,
    });
    const formulation = await createFormulation([
      { ingredientId: ingredients.water, ounces: '980' },
      { ingredientId: raw.id, ounces: '20' },
    ]);
    const name = formulation.name;
    expect(await openSafetyFindings(formulation.id)).toEqual([
      [`Toxicological data missing in ${name}`, 'medium'],
    ]);

    // PoD 20: MoS = 20 / 0.2414 = 82.85 -> under 100: the missing-data finding resolves, a below-threshold one opens.
    const low = await putProfile(substance.id, {
      ...SALICYLIC_PROFILE,
      pointOfDeparture: '20',
      cmr: false,
      revision: 0,
    });
    expect(low.statusCode, low.body).toBe(200);
    expect(await openSafetyFindings(formulation.id)).toEqual([
      [`Margin of safety below threshold in ${name}`, 'high'],
    ]);
    const table = (await get(`/api/formulations/${formulation.id}/safety`)).json();
    expect(
      table.substances.find((row: { substanceId: string }) => row.substanceId === substance.id),
    ).toMatchObject({
      sed: '0.2414',
      mos: '82.9',
      status: 'below_threshold',
    });

    // A measured absorption of 10 %: SED = 24.14 x 0.02 x 0.1 = 0.04828; MoS = 20 / 0.04828 = 414.3: resolved.
    const measured = await putProfile(substance.id, {
      ...SALICYLIC_PROFILE,
      pointOfDeparture: '20',
      dermalAbsorption: '10',
      revision: 1,
    });
    expect(measured.json()).toMatchObject({ dermalAbsorption: '10.0000', revision: 2 });
    expect(await openSafetyFindings(formulation.id)).toEqual([]);
    const after = (await get(`/api/formulations/${formulation.id}/safety`)).json();
    expect(
      after.substances.find((row: { substanceId: string }) => row.substanceId === substance.id),
    ).toMatchObject({
      dermalAbsorption: '10',
      dermalAbsorptionDefaulted: false,
      sed: '0.04828',
      mos: '414.3',
      status: 'ok',
    });
  });
});

describe('POST /api/toxicology/import', () => {
  it('imports rows by INCI name with a per-row report', async () => {
    const target = await createSubstance(t, admin, { inciName: uniqueName('Imported'), toxicology: false });
    const csv = [
      'INCI Name,Point of departure,Type,Route,Source,Source date,Dermal absorption,CMR,Sensitiser,Note',
      `${target.inciName},150,NOAEL,Oral,SCCS/0000/00,2020-01-31,25,no,yes,From an opinion`,
      'Nothing Like This,10,NOAEL,oral,,,,no,no,',
      `${substances.unknown.inciName},-3,NOAEL,oral,,,,maybe,no,`,
    ].join('\n');
    const response = await t.call({
      method: 'POST',
      url: '/api/toxicology/import',
      payload: { csv },
      cookie: regulatory,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      accepted: 1,
      rejected: [
        { row: 3, name: 'Nothing Like This', errors: ['Substance "Nothing Like This" not found'] },
        {
          row: 4,
          name: substances.unknown.inciName,
          errors: ['CMR must be yes or no', 'Point of departure must be a number above 0 (mg/kg bw/day)'],
        },
      ],
    });
    expect((await get(`/api/substances/${target.id}/toxicology`)).json()).toMatchObject({
      pointOfDeparture: '150.000000',
      podType: 'noael',
      route: 'oral',
      dermalAbsorption: '25.0000',
      sensitiser: true,
    });
    const refused = await t.call({
      method: 'POST',
      url: '/api/toxicology/import',
      payload: { csv },
      cookie: scientist,
    });
    expect(refused.statusCode).toBe(403);
    const empty = await t.call({
      method: 'POST',
      url: '/api/toxicology/import',
      payload: {},
      cookie: regulatory,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a CSV or Excel file to import');
  });
});

describe('GET /api/exposure-categories', () => {
  it('lists the SCCS categories as published (Notes of Guidance, 12th revision, Tables 3A and 3B)', async () => {
    const response = await get('/api/exposure-categories');
    expect(response.statusCode).toBe(200);
    const byId = new Map(response.json().map((row: { id: string }) => [row.id, row]));
    expect(byId.get('face_cream')).toMatchObject({
      dailyAmount: '1.54',
      retentionFactor: '1',
      relativeDailyExposure: '24.14',
    });
    expect(byId.get('body_lotion')).toMatchObject({ dailyAmount: '7.82', relativeDailyExposure: '123.20' });
    expect(byId.get('shower_gel')).toMatchObject({
      dailyAmount: '18.67',
      retentionFactor: '0.01',
      relativeDailyExposure: '2.79',
    });
    expect(byId.get('shampoo')).toMatchObject({ relativeDailyExposure: '1.51' });
    expect(byId.get('hand_cream')).toMatchObject({ relativeDailyExposure: '32.70' });
    expect(byId.get('deodorant_non_spray')).toMatchObject({ relativeDailyExposure: '22.08' });
    expect(byId.get('hair_conditioner')).toMatchObject({ table: '3B', relativeDailyExposure: '0.67' });
    expect((await t.call({ method: 'GET', url: '/api/exposure-categories' })).statusCode).toBe(401);
  });
});
