import { D } from '../../../domain/formulation/cost.ts';
import {
  ARCHIVABLE_STATUSES,
  EDITABLE_STATUSES,
  SCENARIO_TYPE_INFO,
  type ScenarioType,
} from '../../../domain/scenario/constants.ts';
import { runScenario } from '../../../domain/scenario/run-scenario.ts';
import { ScenarioDataError, usd } from '../../../domain/scenario/scenario-data.ts';
import {
  parseParameters,
  type ScenarioInput,
  type TypedParameters,
} from '../../../domain/scenario/scenario-schema.ts';
import { badRequest, conflict, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { toScenarioDto } from './dto.ts';
import { type LiveDataSources, readLiveData } from './live-data.ts';
import { checkScenarioReferences } from './references.ts';
import { createScenarioRepository, type ScenarioRow } from './repository.ts';

const statusWord = (status: string) => status.replaceAll('_', ' ');
/** A run computes in seconds; one still running after this long lost its server. */
export const STALE_RUN_MS = 10 * 60 * 1000;

/** The stored type and parameters, read with the type's schema (they were validated when written). */
function typedOf(row: ScenarioRow): TypedParameters {
  const parsed = parseParameters(row.type as ScenarioType, row.parameters);
  if (!parsed.success) throw conflict('The scenario parameters are invalid. Edit the scenario to fix them.');
  return { type: row.type, parameters: parsed.data } as TypedParameters;
}

export function createScenarioService(sources: LiveDataSources) {
  const { db } = sources;
  const read = createScenarioRepository(db);

  async function get(id: string) {
    const row = isUuid(id) ? await read.find(id) : undefined;
    if (!row) throw notFound('Scenario');
    return toScenarioDto(row);
  }

  /** One step of a run: the status change, its activity entry and its event, in one transaction. */
  async function step(
    id: string,
    actor: Actor,
    change: (repo: ReturnType<typeof createScenarioRepository>) => Promise<ScenarioRow | undefined>,
    activity: { action: string; description: string },
  ) {
    return db.transaction(async (tx) => {
      const row = await change(createScenarioRepository(tx));
      if (!row) return undefined;
      await recordActivity(tx, actor, { ...activity, entityType: 'scenario', entityId: id });
      await publishEvent(tx, 'scenarios', id);
      return row;
    });
  }

  return {
    async list() {
      return (await read.list()).map(toScenarioDto);
    },

    get,

    async create(input: ScenarioInput, actor: Actor) {
      await checkScenarioReferences(sources, input);
      const id = await db.transaction(async (tx) => {
        const row = await createScenarioRepository(tx).insert({
          name: input.name,
          description: input.description,
          type: input.type,
          status: 'draft',
          parameters: input.parameters,
          createdBy: actor.userId,
        });
        await recordActivity(tx, actor, {
          action: 'scenario_create',
          entityType: 'scenario',
          entityId: row.id,
          description: `Created ${SCENARIO_TYPE_INFO[input.type].label.toLowerCase()} scenario "${input.name}"`,
        });
        await publishEvent(tx, 'scenarios', row.id);
        return row.id;
      });
      return get(id);
    },

    /** Edits a draft, or a completed scenario, which goes back to draft without its results. */
    async update(id: string, input: ScenarioInput, actor: Actor) {
      if (!isUuid(id)) throw notFound('Scenario');
      await checkScenarioReferences(sources, input);
      await db.transaction(async (tx) => {
        const repo = createScenarioRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Scenario');
        if (input.revision === undefined)
          throw badRequest('Revision is required', { revision: ['Revision is required'] });
        if (current.revision !== input.revision) throw staleRevision();
        if (!(EDITABLE_STATUSES as readonly string[]).includes(current.status)) {
          throw conflict(
            `Only a draft or completed scenario can be edited; this one is ${statusWord(current.status)}.`,
          );
        }
        const updated = await repo.update(id, input.revision, {
          name: input.name,
          description: input.description,
          type: input.type,
          parameters: input.parameters,
          status: 'draft',
          results: null,
          ranAt: null,
        });
        if (!updated) throw staleRevision();
        await recordActivity(tx, actor, {
          action: 'scenario_update',
          entityType: 'scenario',
          entityId: id,
          description: `Updated scenario "${input.name}"${current.status === 'completed' ? ' (back to draft, results cleared)' : ''}`,
        });
        await publishEvent(tx, 'scenarios', id);
      });
      return get(id);
    },

    async remove(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Scenario');
      await db.transaction(async (tx) => {
        const repo = createScenarioRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Scenario');
        await repo.remove(id);
        await recordActivity(tx, actor, {
          action: 'scenario_delete',
          entityType: 'scenario',
          entityId: id,
          description: `Deleted scenario "${current.name}"`,
        });
        await publishEvent(tx, 'scenarios', id);
      });
    },

    /** A new draft with the same type, description and parameters, named "Copy of …". */
    async copy(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Scenario');
      const newId = await db.transaction(async (tx) => {
        const repo = createScenarioRepository(tx);
        const source = await repo.find(id);
        if (!source) throw notFound('Scenario');
        const row = await repo.insert({
          name: `Copy of ${source.name}`.slice(0, 200),
          description: source.description,
          type: source.type,
          status: 'draft',
          parameters: source.parameters,
          createdBy: actor.userId,
        });
        await recordActivity(tx, actor, {
          action: 'scenario_copy',
          entityType: 'scenario',
          entityId: row.id,
          description: `Copied scenario "${source.name}"`,
        });
        await publishEvent(tx, 'scenarios', row.id);
        return row.id;
      });
      return get(newId);
    },

    async archive(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Scenario');
      await db.transaction(async (tx) => {
        const repo = createScenarioRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Scenario');
        if (!(ARCHIVABLE_STATUSES as readonly string[]).includes(current.status)) {
          throw conflict('This scenario is already archived.');
        }
        await repo.setStatus(id, current.revision, 'archived');
        await recordActivity(tx, actor, {
          action: 'scenario_archive',
          entityType: 'scenario',
          entityId: id,
          description: `Archived scenario "${current.name}"`,
        });
        await publishEvent(tx, 'scenarios', id);
      });
      return get(id);
    },

    /**
     * Runs a draft: draft -> running is committed first (every screen sees it running), the results are then
     * computed from the live data outside any transaction, and running -> completed stores them with ran_at.
     * Each step is logged and published. If the computation fails the scenario goes back to draft.
     */
    async run(id: string, actor: Actor) {
      if (!isUuid(id)) throw notFound('Scenario');
      const started = await db.transaction(async (tx) => {
        const repo = createScenarioRepository(tx);
        const current = await repo.find(id, { forUpdate: true });
        if (!current) throw notFound('Scenario');
        if (current.status !== 'draft') {
          throw conflict(`Only a draft scenario can be run; this one is ${statusWord(current.status)}.`);
        }
        const typed = typedOf(current);
        const running = await repo.setStatus(id, current.revision, 'running');
        if (!running) throw staleRevision();
        await recordActivity(tx, actor, {
          action: 'scenario_run_start',
          entityType: 'scenario',
          entityId: id,
          description: `Started running scenario "${current.name}"`,
        });
        await publishEvent(tx, 'scenarios', id);
        return { row: running, typed };
      });

      const { row, typed } = started;
      let results: ReturnType<typeof runScenario>;
      try {
        results = runScenario(typed, await readLiveData(sources, typed));
      } catch (error) {
        await step(id, actor, (repo) => repo.setStatus(id, row.revision, 'draft'), {
          action: 'scenario_run_failed',
          description: `Running scenario "${row.name}" failed: ${error instanceof Error ? error.message : 'unknown error'}`,
        });
        if (error instanceof ScenarioDataError) {
          throw conflict(`Cannot run this scenario: ${error.message}`, {
            field: `parameters.${error.field}`,
          });
        }
        throw error;
      }

      const completed = await step(
        id,
        actor,
        (repo) => repo.complete(id, row.revision, results, new Date()),
        {
          action: 'scenario_run',
          description: `Ran scenario "${row.name}": projected cost ${usd(D(results.projectedCost), 0)}, risk ${results.riskLevel}`,
        },
      );
      // Archived or deleted while it ran: the results belong to nobody.
      if (!completed) throw conflict('The scenario was changed while it ran. Reload and run it again.');
      return toScenarioDto(completed);
    },

    /**
     * A server stopped in the middle of a run (crash, SIGKILL) leaves its scenario running for ever: at boot,
     * and hourly, runs older than STALE_RUN_MS go back to draft so they can be run again. Only old ones: another
     * instance may be running one right now.
     */
    async recoverStaleRuns(now = new Date()): Promise<number> {
      const stale = await read.staleRuns(new Date(now.getTime() - STALE_RUN_MS));
      let recovered = 0;
      for (const row of stale) {
        const reverted = await step(
          row.id,
          { userId: null },
          (repo) => repo.setStatus(row.id, row.revision, 'draft'),
          {
            action: 'scenario_run_failed',
            description: `Running scenario "${row.name}" was interrupted by a server stop; it is a draft again`,
          },
        );
        if (reverted) recovered += 1;
      }
      return recovered;
    },
  };
}
export type ScenarioService = ReturnType<typeof createScenarioService>;
