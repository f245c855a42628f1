import type { ScenarioStatus, ScenarioType } from '../../../domain/scenario/constants.ts';
import { type Scenario, scenarioResultsSchema } from '../../../domain/scenario/scenario-schema.ts';
import type { ScenarioRow } from './repository.ts';

/** A stored scenario as the API answers it. */
export function toScenarioDto(row: ScenarioRow): Scenario {
  // Results are only ever written by a run; anything unreadable shows as "not run" rather than failing the list.
  const results = scenarioResultsSchema.safeParse(row.results);
  return {
    id: row.id,
    name: row.name,
    type: row.type as ScenarioType,
    status: row.status as ScenarioStatus,
    description: row.description,
    parameters: (row.parameters ?? {}) as Record<string, unknown>,
    results: results.success ? results.data : null,
    createdBy: row.createdBy,
    ranAt: row.ranAt?.toISOString() ?? null,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
