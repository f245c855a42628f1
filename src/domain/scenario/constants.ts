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
/** Each type's question, and what its Market Impact and Risk Level mean (the card says so). */
export const SCENARIO_TYPE_INFO: Readonly<
  Record<ScenarioType, { label: string; question: string; marketImpact: string; risk: string }>
> = {
  market_analysis: {
    label: 'Market Analysis',
    question: 'What margin and yearly cost does a formulation give at a target price and volume?',
    marketImpact: 'the margin at the target price',
    risk: 'the margin against the formulation’s target margin',
  },
  cost_optimization: {
    label: 'Cost Optimization',
    question: 'What does a price change on an ingredient, category or supplier do to our costs?',
    marketImpact: 'the average change in cost per unit of the formulations affected',
    risk: 'how much dearer the whole portfolio gets (a saving is low); a new supplier adds a level',
  },
  competitor_response: {
    label: 'Competitor Response',
    question: 'Can we follow a competitor’s price change and still keep our margin?',
    marketImpact: 'the change in our price to stay within reach of the competitor',
    risk: 'our margin at the new price against the target margin',
  },
  regulatory_change: {
    label: 'Regulatory Change',
    question: 'Which formulations must be reformulated if an ingredient is banned or capped?',
    marketImpact: 'the share of the portfolio that must be reformulated',
    risk: 'how many formulations must be reformulated',
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
