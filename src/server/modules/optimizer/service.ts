import { targetMarkets } from '../../../domain/market/market-compliance.ts';
import { recipeFunctionGroups } from '../../../domain/optimizer/function-groups.ts';
import { optimizeFormulation } from '../../../domain/optimizer/optimize.ts';
import type { OptimizerMaterial } from '../../../domain/optimizer/program.ts';
import type {
  OptimizeRequestBody,
  OptimizeResponse,
  RecipeFunctionGroupDto,
} from '../../../domain/optimizer/schema.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import type { ComplianceChecks } from '../compliance/checks-service.ts';
import { today } from '../compliance/findings.ts';
import type { loadOptimizerInputs } from '../formulations/optimizer-inputs.ts';
import { recipeMaterials } from './recipe.ts';

/**
 * "Reformulate for cost" (docs/product-rules.md, "The optimizer"): the cheapest recipe of a formulation's own raw materials within the bounds
 * the user gives (0-100 % by default), every regulatory limit that applies to it, the function groups it has
 * kept at their current share unless the user lowers a floor (ADR 036), and optional floors; the answer is
 * re-checked by the cost and regulatory engines before it is returned. Reads only: saving it is the version
 * flow's job.
 */
export function createOptimizerService({
  db,
  inputs,
  compliance,
}: {
  db: Db;
  inputs: typeof loadOptimizerInputs;
  compliance: Pick<ComplianceChecks, 'activeRules'>;
}) {
  async function load(id: string) {
    const loaded = isUuid(id) ? await inputs(db, id) : null;
    if (!loaded) throw notFound('Formulation');
    return loaded;
  }

  return {
    /** What the optimizer keeps of the recipe before anything is solved: the reformulate dialog's floors. */
    async functionGroups(id: string): Promise<RecipeFunctionGroupDto[]> {
      const loaded = await load(id);
      if (loaded.lines.length === 0) return [];
      const groups = recipeFunctionGroups(
        recipeMaterials(loaded).map(({ line, composition, percent }) => ({
          category: line.category,
          composition,
          percent,
        })),
        loaded.facts,
      );
      return groups.map((group) => ({
        group: group.group,
        label: group.label,
        currentPercent: group.currentPercent.toFixed(4),
        members: group.members,
      }));
    },

    async optimize(id: string, body: OptimizeRequestBody): Promise<OptimizeResponse> {
      const loaded = await load(id);
      const { formulation, lines, facts } = loaded;
      if (lines.length === 0) throw badRequest('The formulation has no ingredient lines to optimize');

      const recipe = recipeMaterials(loaded);
      const bounds = new Map((body.lines ?? []).map((line) => [line.ingredientId, line]));
      const own = new Set(recipe.map(({ line }) => line.ingredientId));
      if ([...bounds.keys()].some((ingredientId) => !own.has(ingredientId))) {
        throw badRequest('Only the formulation\u2019s own ingredients can be bounded', {
          lines: ['Only the formulation\u2019s own ingredients can be bounded'],
        });
      }
      const materials: OptimizerMaterial[] = recipe.map(({ line, composition }) => ({
        ingredientId: line.ingredientId,
        name: line.name,
        unitCost: line.unitCost,
        unit: line.unit,
        density: line.density,
        category: line.category,
        composition,
        min: bounds.get(line.ingredientId)?.minPercent ?? 0,
        max: bounds.get(line.ingredientId)?.maxPercent ?? 100,
      }));
      const started = performance.now();
      const result = await optimizeFormulation({
        use: {
          productType: formulation.productType,
          applicationArea: formulation.applicationArea,
          exposure: formulation.exposure as 'leave_on' | 'rinse_off',
        },
        unitSize: formulation.unitSize,
        batchSize: formulation.batchSize,
        materials,
        currentPercents: recipe.map(({ percent }) => percent),
        rules: await compliance.activeRules(db, targetMarkets(formulation)),
        facts,
        today: today(),
        subject: { id: formulation.id, name: formulation.name },
        minNaturalOrigin: body.minNaturalOrigin ?? null,
        functionFloors: body.functionFloors,
        groupFloors: body.functionGroupFloors,
      });
      const solveMs = Math.round((performance.now() - started) * 10) / 10;
      return result.status === 'optimal'
        ? { ...result, conflicts: [], solveMs }
        : {
            status: 'infeasible',
            lines: [],
            costPerUnit: null,
            currentCostPerUnit: result.currentCostPerUnit,
            savingPerUnit: null,
            bindingConstraints: [],
            conflicts: result.conflicts,
            violations: [],
            functionGroups: result.functionGroups,
            solveMs,
          };
    },
  };
}
export type OptimizerService = ReturnType<typeof createOptimizerService>;
