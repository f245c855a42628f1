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
