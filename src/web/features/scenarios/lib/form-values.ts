import {
  type CostTarget,
  DEFAULT_MAX_PRICE_GAP_PERCENT,
  DEFAULT_REFORMULATION_COST,
  DEFAULT_YEARLY_VOLUME,
  type RegulatoryChange,
  type ScenarioType,
} from '../../../../domain/scenario/constants.ts';
import { parseParameters, type Scenario } from '../../../../domain/scenario/scenario-schema.ts';

/** Every parameter of every type, as the form holds them (text, as typed); the type picks which are sent. */
export interface ParameterFields {
  formulationId: string;
  targetPrice: string;
  yearlyVolume: string;
  target: CostTarget;
  targetId: string;
  category: string;
  priceChangePercent: string;
  supplierSwitch: boolean;
  competitorPriceChangePercent: string;
  ourPrice: string;
  maxPriceGapPercent: string;
  ingredientId: string;
  change: RegulatoryChange;
  capPercent: string;
  reformulationCost: string;
}

export interface ScenarioFormState {
  name: string;
  description: string;
  type: ScenarioType;
  parameters: ParameterFields;
}

/** The defaults the models assume, shown filled in so the user sees and can change them. */
export const EMPTY_PARAMETERS: ParameterFields = {
  formulationId: '',
  targetPrice: '',
  yearlyVolume: String(DEFAULT_YEARLY_VOLUME),
  target: 'ingredient',
  targetId: '',
  category: '',
  priceChangePercent: '',
  supplierSwitch: false,
  competitorPriceChangePercent: '',
  ourPrice: '',
  maxPriceGapPercent: String(DEFAULT_MAX_PRICE_GAP_PERCENT),
  ingredientId: '',
  change: 'ban',
  capPercent: '',
  reformulationCost: String(DEFAULT_REFORMULATION_COST),
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The form for a new scenario, or filled from a stored one (its parameters read with their defaults). */
export function scenarioFormDefaults(scenario?: Scenario): ScenarioFormState {
  if (!scenario)
    return { name: '', description: '', type: 'market_analysis', parameters: { ...EMPTY_PARAMETERS } };
  const parsed = parseParameters(scenario.type, scenario.parameters);
  const stored = (parsed.success ? parsed.data : scenario.parameters) as Record<string, unknown>;
  const parameters = { ...EMPTY_PARAMETERS };
  for (const key of Object.keys(EMPTY_PARAMETERS) as (keyof ParameterFields)[]) {
    if (!(key in stored)) continue;
    const value = stored[key];
    if (key === 'supplierSwitch') parameters.supplierSwitch = value === true;
    else if (key === 'target') parameters.target = value as CostTarget;
    else if (key === 'change') parameters.change = value as RegulatoryChange;
    else parameters[key] = text(value);
  }
  return { name: scenario.name, description: scenario.description ?? '', type: scenario.type, parameters };
}

function parametersOf(type: ScenarioType, p: ParameterFields): Record<string, unknown> {
  switch (type) {
    case 'market_analysis':
      return { formulationId: p.formulationId, targetPrice: p.targetPrice, yearlyVolume: p.yearlyVolume };
    case 'cost_optimization':
      return {
        target: p.target,
        ...(p.target === 'category' ? { category: p.category } : { targetId: p.targetId }),
        priceChangePercent: p.priceChangePercent,
        yearlyVolume: p.yearlyVolume,
        supplierSwitch: p.supplierSwitch,
      };
    case 'competitor_response':
      return {
        formulationId: p.formulationId,
        competitorPriceChangePercent: p.competitorPriceChangePercent,
        ourPrice: p.ourPrice,
        maxPriceGapPercent: p.maxPriceGapPercent,
        yearlyVolume: p.yearlyVolume,
      };
    case 'regulatory_change':
      return {
        ingredientId: p.ingredientId,
        change: p.change,
        ...(p.change === 'cap' && { capPercent: p.capPercent }),
        reformulationCost: p.reformulationCost,
      };
  }
}

export interface ScenarioPayload {
  name: string;
  description: string;
  type: ScenarioType;
  parameters: Record<string, unknown>;
  revision?: number;
}

/** What the API receives: only the chosen type's parameters, and the revision an edit was based on. */
export function toScenarioPayload(values: ScenarioFormState, revision?: number): ScenarioPayload {
  return {
    name: values.name,
    description: values.description,
    type: values.type,
    parameters: parametersOf(values.type, values.parameters),
    ...(revision !== undefined && { revision }),
  };
}
