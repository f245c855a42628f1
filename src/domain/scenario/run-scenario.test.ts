import { describe, expect, it } from 'vitest';
import { costOptimization } from './cost-optimization.ts';
import { marketAnalysis } from './market-analysis.ts';
import { relevantRawMaterialIds, runScenario } from './run-scenario.ts';
import { IDS, portfolio } from './scenario-data.fixture.ts';

describe('runScenario', () => {
  it("dispatches to the type's model", () => {
    const market = { formulationId: IDS.serum, targetPrice: 24, yearlyVolume: 100 };
    expect(runScenario({ type: 'market_analysis', parameters: market }, portfolio())).toEqual(
      marketAnalysis(market, portfolio()),
    );
    const cost = {
      target: 'category' as const,
      category: 'active' as const,
      priceChangePercent: 3,
      yearlyVolume: 10,
      supplierSwitch: false,
    };
    expect(runScenario({ type: 'cost_optimization', parameters: cost }, portfolio())).toEqual(
      costOptimization(cost, portfolio()),
    );
  });

  it('gives the same results for the same data (pure)', () => {
    const scenario = {
      type: 'regulatory_change' as const,
      parameters: { ingredientId: IDS.water, change: 'ban' as const, capPercent: null, reformulationCost: 1 },
    };
    expect(runScenario(scenario, portfolio())).toEqual(runScenario(scenario, portfolio()));
  });
});

describe('relevantRawMaterialIds', () => {
  const { ingredients: rawMaterials } = portfolio();
  const cost = (parameters: object) =>
    relevantRawMaterialIds(
      {
        type: 'cost_optimization',
        parameters: { priceChangePercent: 1, yearlyVolume: 1, supplierSwitch: false, ...parameters } as never,
      },
      rawMaterials,
    );

  it('is the targets of a cost optimization and the ingredient of a regulatory change', () => {
    expect(cost({ target: 'ingredient', targetId: IDS.water })).toEqual([IDS.water]);
    expect(cost({ target: 'category', category: 'active' })).toEqual([IDS.niacinamide, IDS.salicylic]);
    expect(cost({ target: 'supplier', targetId: IDS.aquaSupplier })).toEqual([IDS.water, IDS.glycerin]);
    expect(
      relevantRawMaterialIds(
        {
          type: 'regulatory_change',
          parameters: { ingredientId: IDS.salicylic, change: 'ban', capPercent: null, reformulationCost: 1 },
        },
        rawMaterials,
      ),
    ).toEqual([IDS.salicylic]);
  });

  it('is null for a scenario about one formulation', () => {
    const market = { formulationId: IDS.serum, targetPrice: 1, yearlyVolume: 1 };
    expect(relevantRawMaterialIds({ type: 'market_analysis', parameters: market }, rawMaterials)).toBeNull();
  });

  it('leaves the results unchanged when unaffected formulations come without lines', () => {
    const scenario = {
      type: 'cost_optimization' as const,
      parameters: {
        target: 'supplier' as const,
        targetId: IDS.kanto,
        priceChangePercent: 7,
        yearlyVolume: 3,
        supplierSwitch: false,
      },
    };
    const full = portfolio();
    const ids = new Set(relevantRawMaterialIds(scenario, full.ingredients));
    const trimmed = {
      ...full,
      formulations: full.formulations.map((f) =>
        f.lines.some((l) => ids.has(l.ingredientId)) ? f : { ...f, lines: [] },
      ),
    };
    expect(runScenario(scenario, trimmed)).toEqual(runScenario(scenario, full));
  });
});
