import { toScale } from '../../../domain/formulation/cost.ts';
import type { Goal, GoalInput } from '../../../domain/sustainability/goals.ts';
import {
  type GoalRow,
  type PortfolioFormulation,
  type RatedLine,
  sustainabilityFigures,
} from '../../../domain/sustainability/overview.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import type { FormulationService } from '../formulations/service.ts';
import type { SupplierService } from '../suppliers/service.ts';
import { createSustainabilityRepository, type GoalRecord } from './repository.ts';

function toGoalRow(row: GoalRecord): GoalRow {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    metric: row.metric,
    targetValue: row.targetValue,
    baselineValue: row.baselineValue,
    dueDate: row.dueDate,
    createdBy: row.createdBy,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createSustainabilityService({
  db,
  formulations,
  suppliers,
}: {
  db: Db;
  formulations: Pick<FormulationService, 'footprints'>;
  suppliers: Pick<SupplierService, 'list'>;
}) {
  const read = createSustainabilityRepository(db);

  /** Every figure of the screen, computed by the domain from the live rows, and the unrounded goal metrics. */
  async function figures() {
    const [footprints, lines, rawMaterials, supplierList, goals] = await Promise.all([
      formulations.footprints(),
      read.ratedLines(),
      read.rawMaterialCounts(),
      suppliers.list({}),
      read.goals(),
    ]);
    const linesOf = new Map<string, RatedLine[]>();
    for (const line of lines)
      linesOf.set(line.formulationId, [...(linesOf.get(line.formulationId) ?? []), line]);
    const portfolio: PortfolioFormulation[] = footprints.map(({ formulation, footprint }) => ({
      id: formulation.id,
      name: formulation.name,
      version: formulation.version,
      status: formulation.status,
      productType: formulation.productType,
      footprint,
      lines: linesOf.get(formulation.id) ?? [],
    }));
    return sustainabilityFigures({
      formulations: portfolio,
      ingredients: rawMaterials,
      suppliers: supplierList.items,
      goals: goals.map(toGoalRow),
    });
  }

  async function overview() {
    return (await figures()).overview;
  }

  async function goal(id: string): Promise<Goal> {
    const found = (await overview()).goals.find((g) => g.id === id);
    if (!found) throw notFound('Goal');
    return found;
  }

  /** A blank baseline is today's value of the metric (null while it has no data). */
  async function columns(input: GoalInput) {
    const baseline = input.baselineValue ?? (await figures()).exactMetrics[input.metric] ?? null;
    return {
      title: input.title,
      description: input.description,
      metric: input.metric,
      targetValue: toScale(input.targetValue, 4),
      baselineValue: baseline === null ? null : toScale(baseline, 4),
      dueDate: input.dueDate,
    };
  }

  return {
    overview,

    async goals() {
      return (await overview()).goals;
    },

    async createGoal(input: GoalInput, actor: Actor) {
      const values = await columns(input);
      const id = await db.transaction(async (tx) => {
        const row = await createSustainabilityRepository(tx).insertGoal({
          ...values,
          createdBy: actor.userId,
        });
        await recordActivity(tx, actor, {
          action: 'sustainability_goal_create',
          entityType: 'sustainability_goal',
          entityId: row.id,
          description: `Added sustainability goal "${input.title}"`,
        });
        await publishEvent(tx, 'sustainability', row.id);
        return row.id;
      });
      return goal(id);
    },

    async updateGoal(id: string, input: GoalInput, actor: Actor) {
      if (!isUuid(id) || !(await read.findGoal(id))) throw notFound('Goal');
      if (input.revision === undefined)
        throw badRequest('Revision is required', { revision: ['Revision is required'] });
      const values = await columns(input);
      await db.transaction(async (tx) => {
        const repo = createSustainabilityRepository(tx);
        const current = await repo.findGoal(id, { forUpdate: true });
        if (!current) throw notFound('Goal');
        if (current.revision !== input.revision || !(await repo.updateGoal(id, input.revision!, values))) {
          throw staleRevision();
        }
        await recordActivity(tx, actor, {
          action: 'sustainability_goal_update',
          entityType: 'sustainability_goal',
          entityId: id,
          description: `Updated sustainability goal "${input.title}"`,
        });
        await publishEvent(tx, 'sustainability', id);
      });
      return goal(id);
    },

    async removeGoal(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Goal');
      await db.transaction(async (tx) => {
        const repo = createSustainabilityRepository(tx);
        const current = await repo.findGoal(id, { forUpdate: true });
        if (!current) throw notFound('Goal');
        await repo.removeGoal(id);
        await recordActivity(tx, actor, {
          action: 'sustainability_goal_delete',
          entityType: 'sustainability_goal',
          entityId: id,
          description: `Deleted sustainability goal "${current.title}"`,
        });
        await publishEvent(tx, 'sustainability', id);
      });
    },
  };
}
export type SustainabilityService = ReturnType<typeof createSustainabilityService>;
