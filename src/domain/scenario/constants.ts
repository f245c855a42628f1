export const SCENARIO_TYPES = [
  'market_analysis',
  'cost_optimization',
  'competitor_response',
  'regulatory_change',
] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];

export const SCENARIO_STATUSES = ['draft', 'running', 'completed', 'archived'] as const;
export type ScenarioStatus = (typeof SCENARIO_STATUSES)[number];

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** The info cards of the screen: each type's title and the one question it answers. */
export const SCENARIO_TYPE_INFO: Readonly<Record<ScenarioType, { label: string; question: string }>> = {
  market_analysis: {
    label: 'Market Analysis',
    question: 'What margin and yearly cost does a formulation give at a target price and volume?',
  },
  cost_optimization: {
    label: 'Cost Optimization',
    question: 'What does a price change on an ingredient, category or supplier do to our costs?',
  },
  competitor_response: {
    label: 'Competitor Response',
    question: 'Can we follow a competitor’s price change and still keep our margin?',
  },
  regulatory_change: {
    label: 'Regulatory Change',
    question: 'Which formulations must be reformulated if an ingredient is banned or capped?',
  },
};

/** What a price-change target of a cost optimization is. */
export const COST_TARGETS = ['ingredient', 'category', 'supplier'] as const;
export type CostTarget = (typeof COST_TARGETS)[number];

export const REGULATORY_CHANGES = ['ban', 'cap'] as const;
export type RegulatoryChange = (typeof REGULATORY_CHANGES)[number];

/** Units a year assumed per formulation when a scenario does not give a volume. */
export const DEFAULT_YEARLY_VOLUME = 10_000;
/** How far above the competitor's price we may stay, in %, when a competitor response does not say. */
export const DEFAULT_MAX_PRICE_GAP_PERCENT = 5;
/** Lab, stability and safety-assessment cost of reformulating one formulation, in USD, unless given. */
export const DEFAULT_REFORMULATION_COST = 10_000;

/** Only a draft can be run; drafts and completed scenarios can be edited (a completed one goes back to draft). */
export const RUNNABLE_STATUSES: readonly ScenarioStatus[] = ['draft'];
export const EDITABLE_STATUSES: readonly ScenarioStatus[] = ['draft', 'completed'];
export const ARCHIVABLE_STATUSES: readonly ScenarioStatus[] = ['draft', 'running', 'completed'];
