import type { ScenarioInput } from '../../../domain/scenario/scenario-schema.ts';
import { badRequest, HttpError } from '../../errors.ts';
import type { LiveDataSources } from './live-data.ts';

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

/** The formulation, raw material or supplier a scenario names must exist when it is saved. */
export async function checkScenarioReferences(sources: LiveDataSources, input: ScenarioInput) {
  const exists = (lookup: Promise<unknown>) =>
    lookup.then(
      () => true,
      (error: unknown) => {
        if (isNotFound(error)) return false;
        throw error;
      },
    );
  const missing = (field: string, message: string) =>
    badRequest(message, { [`parameters.${field}`]: [message] });
  const p = input.parameters;
  if ('formulationId' in p && !(await exists(sources.formulations.get(p.formulationId)))) {
    throw missing('formulationId', 'Formulation not found');
  }
  if ('ingredientId' in p && !(await exists(sources.rawMaterials.get(p.ingredientId)))) {
    throw missing('ingredientId', 'Ingredient not found');
  }
  if ('target' in p && p.target === 'ingredient' && !(await exists(sources.rawMaterials.get(p.targetId)))) {
    throw missing('targetId', 'Ingredient not found');
  }
  if ('target' in p && p.target === 'supplier' && !(await exists(sources.suppliers.get(p.targetId)))) {
    throw missing('targetId', 'Supplier not found');
  }
}
