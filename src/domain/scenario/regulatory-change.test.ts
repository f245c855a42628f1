import { describe, expect, it } from 'vitest';
import { countRisk, regulatoryChange } from './regulatory-change.ts';
import { IDS, portfolio, withFormulation } from './scenario-data.fixture.ts';
import { ScenarioDataError } from './scenario-data.ts';
import type { RegulatoryChangeParameters } from './scenario-schema.ts';

const ban = (ingredientId: string, data = portfolio()) =>
  regulatoryChange({ ingredientId, change: 'ban', capPercent: null, reformulationCost: 10_000 }, data);
const cap = (
  ingredientId: string,
  capPercent: number,
  extra: Partial<RegulatoryChangeParameters> = {},
  data = portfolio(),
) => regulatoryChange({ ingredientId, change: 'cap', capPercent, reformulationCost: 10_000, ...extra }, data);

describe('regulatoryChange', () => {
  it('lists the formulations using a banned ingredient', () => {
    // salicylic: only the gel, 2 / 100 = 2 % w/w. 1 of 3 -> 33.33 %; 1 x 10,000 = 10,000.00;
    // a ban: 6 months; 1 formulation: medium
    expect(ban(IDS.salicylic)).toEqual({
      projectedCost: '10000.00',
      marketImpact: '33.33',
      timeToMarket: 6,
      riskLevel: 'medium',
      summary:
        'A ban on Salicylic Acid means reformulating 1 of 3 formulations (33.3 % of the portfolio), about $10,000 ' +
        'at $10,000 each.',
      affectedFormulations: [{ id: IDS.gel, name: 'Spot Gel v1', detail: '2.0000 % w/w' }],
    });
  });

  it('is high risk from 3 formulations (the rejected one does not count)', () => {
    // water is in all 3 portfolio formulations: 3 x 10,000 = 30,000.00; 3 / 3 = 100 %
    expect(ban(IDS.water)).toMatchObject({
      projectedCost: '30000.00',
      marketImpact: '100.00',
      riskLevel: 'high',
      timeToMarket: 6,
    });
  });

  it('lists only the formulations above a cap', () => {
    // niacinamide in the serum: 100 / 1000 = 10 % w/w. A 5 % cap catches it; 8,000 each; a cap: 3 months
    expect(cap(IDS.niacinamide, 5, { reformulationCost: 8000 })).toMatchObject({
      projectedCost: '8000.00',
      marketImpact: '33.33',
      timeToMarket: 3,
      riskLevel: 'medium',
      affectedFormulations: [{ id: IDS.serum, detail: '10.0000 % w/w' }],
    });
    // exactly at the cap is allowed
    expect(cap(IDS.niacinamide, 10)).toMatchObject({
      projectedCost: '0.00',
      timeToMarket: 0,
      riskLevel: 'low',
    });
  });

  it('adds up an ingredient that appears on several lines', () => {
    // gel with salicylic on two lines: 97 water, 1.5 + 1.5 salicylic = 3 % w/w, above a 2.5 % cap
    const data = withFormulation(IDS.gel, {
      lines: [
        { ingredientId: IDS.water, ounces: 97 },
        { ingredientId: IDS.salicylic, ounces: 1.5 },
        { ingredientId: IDS.salicylic, ounces: 1.5 },
      ],
    });
    const result = cap(IDS.salicylic, 2.5, {}, data);
    expect(result.affectedFormulations).toEqual([
      { id: IDS.gel, name: 'Spot Gel v1', detail: '3.0000 % w/w' },
    ]);
    expect(result.summary).toBe(
      'A 2.5 % cap on Salicylic Acid means reformulating 1 of 3 formulations (33.3 % of the portfolio), about ' +
        '$10,000 at $10,000 each.',
    );
  });

  it('affects nothing when no formulation uses the ingredient, or there is no portfolio', () => {
    const none = { projectedCost: '0.00', marketImpact: '0.00', timeToMarket: 0, riskLevel: 'low' };
    expect(ban(IDS.unused)).toMatchObject({ ...none, affectedFormulations: [] });
    expect(ban(IDS.unused).summary).toBe(
      'A ban on Unused Extract affects none of the 3 formulations in the portfolio.',
    );
    expect(ban(IDS.water, { ...portfolio(), formulations: [] })).toMatchObject(none);
  });

  it('refuses an unknown ingredient with a clear error', () => {
    expect(() => ban(IDS.missing)).toThrow(new ScenarioDataError('Ingredient not found', 'ingredientId'));
  });
});

describe('countRisk', () => {
  it('is low for none, medium for 1 or 2, high from 3', () => {
    expect([0, 1, 2, 3, 10].map(countRisk)).toEqual(['low', 'medium', 'medium', 'high', 'high']);
  });
});
