import { describe, expect, it } from 'vitest';
import { marketAnalysis } from './market-analysis.ts';
import { IDS, portfolio, withFormulation } from './scenario-data.fixture.ts';
import { ScenarioDataError } from './scenario-data.ts';

const run = (
  targetPrice: number,
  yearlyVolume = 25_000,
  formulationId: string = IDS.serum,
  data = portfolio(),
) => marketAnalysis({ formulationId, targetPrice, yearlyVolume }, data);

describe('marketAnalysis', () => {
  it('gives the margin at the target price, the yearly cost and time by status', () => {
    // serum: cost per unit 8.31, target margin 60 %.
    // margin = (24 - 8.31) / 24 x 100 = 15.69 / 24 x 100 = 65.375 % -> 65.38; above 60: low risk
    // projectedCost = 8.31 x 25,000 = 207,750.00; approved -> 1 month
    const result = run(24);
    expect(result).toMatchObject({
      projectedCost: '207750.00',
      marketImpact: '65.38',
      timeToMarket: 1,
      riskLevel: 'low',
      affectedFormulations: [{ id: IDS.serum, name: 'Serum v1', detail: '$8.3100 a unit, 65.4 % margin' }],
    });
    expect(result.summary).toBe(
      'At $24.00 a unit (cost $8.3100), Serum v1 earns a 65.4 % margin against a 60 % target, which meets the ' +
        'target. 25,000 units a year cost $207,750 to make.',
    );
  });

  it('is medium risk up to 10 points under the target margin, and names the price that meets it', () => {
    // margin = (20 - 8.31) / 20 x 100 = 11.69 / 20 x 100 = 58.45 %; gap 60 - 58.45 = 1.55 <= 10
    // price at the target = 8.31 / (1 - 0.60) = 20.775 -> $20.78
    const result = run(20);
    expect(result).toMatchObject({ marketImpact: '58.45', riskLevel: 'medium' });
    expect(result.summary).toContain('is short of the target; $20.78 would meet it');
  });

  it('is high risk further under the target, and below cost', () => {
    // (12 - 8.31) / 12 x 100 = 3.69 / 12 x 100 = 30.75 %: 29.25 points under -> high
    expect(run(12)).toMatchObject({ marketImpact: '30.75', riskLevel: 'high' });
    // (8 - 8.31) / 8 x 100 = -0.31 / 8 x 100 = -3.875 % -> -3.88 (half up on the magnitude): below cost
    expect(run(8)).toMatchObject({ marketImpact: '-3.88', riskLevel: 'high' });
  });

  it('weighs a raw material bought by volume at its density, as the cost engine does', () => {
    // Glycerin by the US gallon at $20, 1.26 g/mL: 3785.411784 mL x 1.26 = 4769.61884784 g / 28.349523125
    // = 168.2433537527 oz a gallon, $0.1188754239 an ounce; 300 oz = 35.6626271776.
    // C = 1.20 + 35.6626271776 + 120.00 = 156.8626271776; cost per unit = C x 50 / 1000 = 7.8431313589
    // margin at $24 = (24 - 7.8431313589) / 24 x 100 = 67.3202860047 % -> 67.32
    const data = portfolio();
    const glycerin = data.ingredients.find((rawMaterial) => rawMaterial.id === IDS.glycerin)!;
    Object.assign(glycerin, { unit: 'gal', unitCost: '20', density: '1.26' });
    expect(run(24, 25_000, IDS.serum, data)).toMatchObject({
      marketImpact: '67.32',
      affectedFormulations: [{ detail: '$7.8431 a unit, 67.3 % margin' }],
    });
  });

  it('takes the time to market from the status', () => {
    // toner: cost per unit 0.168; (1 - 0.168) / 1 x 100 = 83.20 %; 0.168 x 1,000 = 168.00; testing -> 3
    expect(run(1, 1000, IDS.toner)).toMatchObject({
      projectedCost: '168.00',
      marketImpact: '83.20',
      timeToMarket: 3,
    });
    expect(run(1, 1, IDS.gel).timeToMarket).toBe(5);
    const months = (status: string) => run(1, 1, IDS.gel, withFormulation(IDS.gel, { status })).timeToMarket;
    expect([months('compliance_review'), months('draft'), months('rejected'), months('unknown')]).toEqual([
      2, 8, 8, 8,
    ]);
  });

  it('prices at the live ingredient costs', () => {
    // niacinamide at $2.40/oz: C = 1.20 + 45.00 + 240.00 = 286.20; cost per unit 286.20 x 50 / 1000 = 14.31
    // margin = (24 - 14.31) / 24 x 100 = 9.69 / 24 x 100 = 40.375 % -> 40.38
    const data = portfolio();
    data.ingredients = data.ingredients.map((i) =>
      i.id === IDS.niacinamide ? { ...i, unitCost: '2.40' } : i,
    );
    expect(run(24, 1, IDS.serum, data)).toMatchObject({ projectedCost: '14.31', marketImpact: '40.38' });
  });

  it('refuses an unknown formulation with a clear error', () => {
    expect(() => run(24, 1, IDS.missing)).toThrow(
      new ScenarioDataError('Formulation not found', 'formulationId'),
    );
  });
});
