import { competitorResponse } from './competitor-response.ts';
import { costOptimization } from './cost-optimization.ts';
import { marketAnalysis } from './market-analysis.ts';
import { regulatoryChange } from './regulatory-change.ts';
import type { ScenarioData, ScenarioRawMaterial } from './scenario-data.ts';
import type { ScenarioResults, TypedParameters } from './scenario-schema.ts';

/**
 * One scenario's results from the live data: dispatches to its type's model (each documents its formulas).
 * Pure: the same parameters and data always give the same results. Throws ScenarioDataError when the
 * parameters refer to a formulation, raw material or supplier that is not in the data.
 */
export function runScenario(scenario: TypedParameters, data: ScenarioData): ScenarioResults {
  switch (scenario.type) {
    case 'market_analysis':
      return marketAnalysis(scenario.parameters, data);
    case 'cost_optimization':
      return costOptimization(scenario.parameters, data);
    case 'competitor_response':
      return competitorResponse(scenario.parameters, data);
    case 'regulatory_change':
      return regulatoryChange(scenario.parameters, data);
  }
}

/**
 * The ingredients whose use decides which formulations a portfolio-wide scenario can affect (cost
 * optimization, regulatory change): a formulation using none of them is unaffected, so a caller may leave its
 * lines out of the data. Null for the scenarios about one formulation, which need that formulation's lines.
 */
export function relevantRawMaterialIds(
  scenario: TypedParameters,
  rawMaterials: readonly ScenarioRawMaterial[],
): string[] | null {
  switch (scenario.type) {
    case 'market_analysis':
    case 'competitor_response':
      return null;
    case 'regulatory_change':
      return [scenario.parameters.ingredientId];
    case 'cost_optimization': {
      const p = scenario.parameters;
      if (p.target === 'ingredient') return [p.targetId];
      const matches = (i: ScenarioRawMaterial) =>
        p.target === 'category' ? i.category === p.category : i.supplierId === p.targetId;
      return rawMaterials.filter(matches).map((i) => i.id);
    }
  }
}
