import {
  ARCHIVABLE_STATUSES,
  EDITABLE_STATUSES,
  RUNNABLE_STATUSES,
  SCENARIO_TYPES,
  type ScenarioStatus,
  type ScenarioType,
} from './constants.ts';

export type Tone = 'gray' | 'blue' | 'green' | 'yellow' | 'red' | 'purple';

export const TYPE_TONE: Readonly<Record<ScenarioType, Tone>> = {
  market_analysis: 'blue',
  cost_optimization: 'green',
  competitor_response: 'purple',
  regulatory_change: 'yellow',
};

export const STATUS_TONE: Readonly<Record<ScenarioStatus, Tone>> = {
  draft: 'gray',
  running: 'blue',
  completed: 'green',
  archived: 'purple',
};

export const typeTone = (type: string): Tone => TYPE_TONE[type as ScenarioType] ?? 'gray';
export const statusTone = (status: string): Tone => STATUS_TONE[status as ScenarioStatus] ?? 'gray';

/** The spec's Risk Level badge: low green, medium yellow, any other value red. */
export function riskTone(risk: string): Tone {
  return risk === 'low' ? 'green' : risk === 'medium' ? 'yellow' : 'red';
}

/** "1 month", "6 months", "0 months". */
export function monthsLabel(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** How many scenarios of each type, every type present (the info cards). */
export function countByType(scenarios: readonly { type: string }[]): Record<ScenarioType, number> {
  const counts = Object.fromEntries(SCENARIO_TYPES.map((type) => [type, 0])) as Record<ScenarioType, number>;
  for (const { type } of scenarios) if (type in counts) counts[type as ScenarioType] += 1;
  return counts;
}

/** Which actions a scenario in this status offers (the server enforces the same rules). */
export function scenarioActions(status: string) {
  const is = (list: readonly string[]) => list.includes(status);
  return { run: is(RUNNABLE_STATUSES), edit: is(EDITABLE_STATUSES), archive: is(ARCHIVABLE_STATUSES) };
}
