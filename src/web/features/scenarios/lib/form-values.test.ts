import { describe, expect, it } from 'vitest';
import { type Scenario, scenarioInputSchema } from '../../../../domain/scenario/scenario-schema.ts';
import { EMPTY_PARAMETERS, scenarioFormDefaults, toScenarioPayload } from './form-values.ts';

const ID = '00000000-0000-4000-8000-000000000001';

const scenario = (overrides: Partial<Scenario>): Scenario => ({
  id: ID,
  name: 'Shea +12 %',
  type: 'cost_optimization',
  status: 'completed',
  description: null,
  parameters: { target: 'ingredient', targetId: ID, priceChangePercent: 12 },
  results: null,
  createdBy: null,
  ranAt: null,
  revision: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('scenario form values', () => {
  it('starts a new scenario as a market analysis with the models’ defaults filled in', () => {
    expect(scenarioFormDefaults()).toEqual({
      name: '',
      description: '',
      type: 'market_analysis',
      parameters: EMPTY_PARAMETERS,
    });
    expect(EMPTY_PARAMETERS).toMatchObject({
      yearlyVolume: '10000',
      maxPriceGapPercent: '5',
      reformulationCost: '10000',
    });
  });

  it('fills the form from a stored scenario, with the defaults it was saved without', () => {
    const values = scenarioFormDefaults(scenario({}));
    expect(values).toMatchObject({ name: 'Shea +12 %', description: '', type: 'cost_optimization' });
    expect(values.parameters).toMatchObject({
      target: 'ingredient',
      targetId: ID,
      priceChangePercent: '12',
      yearlyVolume: '10000',
      supplierSwitch: false,
    });
  });

  it('sends only the parameters of the chosen type, with the revision of an edit', () => {
    const values = scenarioFormDefaults();
    values.name = 'Cap';
    values.type = 'regulatory_change';
    values.parameters = {
      ...values.parameters,
      ingredientId: ID,
      change: 'cap',
      capPercent: '1',
      formulationId: ID,
    };
    const payload = toScenarioPayload(values, 4);
    expect(payload).toEqual({
      name: 'Cap',
      description: '',
      type: 'regulatory_change',
      parameters: { ingredientId: ID, change: 'cap', capPercent: '1', reformulationCost: '10000' },
      revision: 4,
    });
    expect(scenarioInputSchema.parse(payload).parameters).toEqual({
      ingredientId: ID,
      change: 'cap',
      capPercent: 1,
      reformulationCost: 10000,
    });
  });

  it('sends the category or the id a cost optimization targets', () => {
    const values = scenarioFormDefaults(scenario({}));
    values.parameters.target = 'category';
    values.parameters.category = 'fragrance';
    expect(toScenarioPayload(values).parameters).toEqual({
      target: 'category',
      category: 'fragrance',
      priceChangePercent: '12',
      yearlyVolume: '10000',
      supplierSwitch: false,
    });
  });
});
