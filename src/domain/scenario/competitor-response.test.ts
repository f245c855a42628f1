import { describe, expect, it } from 'vitest';
import { competitorResponse } from './competitor-response.ts';
import { IDS, portfolio, withFormulation } from './scenario-data.fixture.ts';
import { ScenarioDataError } from './scenario-data.ts';
import type { CompetitorResponseParameters } from './scenario-schema.ts';

const run = (parameters: Partial<CompetitorResponseParameters>, data = portfolio()) =>
  competitorResponse(
    {
      formulationId: IDS.serum,
      competitorPriceChangePercent: -15,
      ourPrice: null,
      maxPriceGapPercent: 5,
      yearlyVolume: 10_000,
      ...parameters,
    },
    data,
  );

describe('competitorResponse', () => {
  it('follows a competitor cut from the price at our target margin', () => {
    // serum: cost 8.31, target margin 60 %: P0 = 8.31 / 0.40 = 20.775
    // competitor -15 %: Pc = 20.775 x 0.85 = 17.65875; within 5 %: 17.65875 x 1.05 = 18.5416875 = P1
    // price change = (18.5416875 - 20.775) / 20.775 x 100 = 0.8925 - 1 = -10.75 %
    // margin = 1 - 8.31 / 18.5416875 = 1 - 0.40 / 0.8925 = 55.182073 % -> 4.82 points under 60: medium
    // projectedCost = (20.775 - 18.5416875) x 10,000 = 2.2333125 x 10,000 = 22,333.125 -> 22,333.13
    const result = run({});
    expect(result).toEqual({
      projectedCost: '22333.13',
      marketImpact: '-10.75',
      timeToMarket: 1,
      riskLevel: 'medium',
      summary:
        "We must go from $20.78 to $18.54 (-10.8 %) to stay within 5 % of the competitor's $17.66. At $18.54 the " +
        'margin on Serum v1 is 55.2 % (cost $8.3100, target 60 %); 10,000 units a year give up $22,333.',
      affectedFormulations: [
        { id: IDS.serum, name: 'Serum v1', detail: '$20.78 → $18.54 a unit, 55.2 % margin' },
      ],
    });
  });

  it('holds the price when the competitor raises theirs', () => {
    // Pc = 20.775 x 1.10 = 22.8525 > P0: P1 = P0, no change, margin stays at the 60 % target
    expect(run({ competitorPriceChangePercent: 10 })).toMatchObject({
      projectedCost: '0.00',
      marketImpact: '0.00',
      riskLevel: 'low',
    });
  });

  it('starts from our price when given, and is high risk far under the target or below cost', () => {
    // P0 = 25; competitor -50 %: Pc = 12.50, no gap: P1 = 12.50; change = -12.50 / 25 = -50 %
    // margin = (12.50 - 8.31) / 12.50 = 4.19 / 12.50 = 33.52 %: 26.48 points under 60 -> high
    // projectedCost = (25 - 12.50) x 2,000 = 25,000.00
    expect(
      run({ ourPrice: 25, competitorPriceChangePercent: -50, maxPriceGapPercent: 0, yearlyVolume: 2000 }),
    ).toMatchObject({ projectedCost: '25000.00', marketImpact: '-50.00', riskLevel: 'high' });
    // P1 = 25 x 0.30 = 7.50 < cost 8.31: margin (7.50 - 8.31) / 7.50 = -10.8 % -> high
    const belowCost = run({ ourPrice: 25, competitorPriceChangePercent: -70, maxPriceGapPercent: 0 });
    expect(belowCost.riskLevel).toBe('high');
    expect(belowCost.affectedFormulations[0]?.detail).toBe('$25.00 → $7.50 a unit, -10.8 % margin');
  });

  it('takes the time to market from the status', () => {
    expect(run({ formulationId: IDS.toner }).timeToMarket).toBe(3);
  });

  it('needs our price when the formulation has no cost to derive it from', () => {
    const empty = withFormulation(IDS.serum, { lines: [] });
    expect(() => run({}, empty)).toThrow(
      new ScenarioDataError(
        'The formulation has no cost per unit to derive our price from: give our price',
        'ourPrice',
      ),
    );
    // With a price it runs: cost 0, P1 = 10 x 0.85 x 1.05 = 8.925, margin 100 %
    expect(run({ ourPrice: 10 }, empty)).toMatchObject({ marketImpact: '-10.75', riskLevel: 'low' });
  });

  it('refuses an unknown formulation with a clear error', () => {
    expect(() => run({ formulationId: IDS.missing })).toThrow(
      new ScenarioDataError('Formulation not found', 'formulationId'),
    );
  });
});
