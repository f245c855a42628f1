import type { challengeTestInputSchema } from '../../../domain/lab/challenge-test.ts';
import { hasMeasurements, type Measurements } from '../../../domain/lab/measurements.ts';
import type {
  CreateStudyInput,
  DueTimepoint,
  StabilityStudyDetail,
} from '../../../domain/lab/stability-schema.ts';
import { stabilitySummary } from '../../../domain/lab/stability-summary.ts';
import {
  addDays,
  DUE_WINDOW_DAYS,
  dueDate,
  localDate,
  parseTimepoint,
  sortTimepoints,
} from '../../../domain/lab/timepoints.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { orderedCells, toCellDto, toChallengeDto, toStudyDto } from './dto.ts';
import { createLabRepository } from './repository.ts';
import { createStabilityRepository } from './stability-repository.ts';

export const NOT_COMPLETED_MESSAGE = 'Complete the batch before starting a stability study.';
export const NOTHING_RECORDED_MESSAGE = 'Record at least one result';

type ChallengeValues = ReturnType<typeof challengeTestInputSchema.parse>;

const entry = (action: string, entityType: string, id: string, description: string) => ({
  action,
  entityType,
  entityId: id,
  description,
});

/**
 * Stability studies and challenge tests on lab batches (docs/architecture.md, "The lab"; ADR 051). A study is its
 * conditions x time points, each cell due on a date from the start; statuses are worked out for today when read,
 * never stored, so they are never stale. Results are measured against the batch's specification.
 */
export function createStabilityService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const read = createStabilityRepository(db);
  const today = () => localDate(now());

  async function study(id: string): Promise<StabilityStudyDetail> {
    const [row] = isUuid(id) ? await read.studies({ id }) : [];
    if (!row) throw notFound('Stability study');
    const cells = orderedCells(row, await read.cells([row.id]));
    const date = today();
    return {
      ...toStudyDto(row, cells, date),
      cells: cells.map((cell) => toCellDto(cell, row.specification, date)),
      specification: row.specification,
      summary: stabilitySummary(
        { conditions: row.conditions, timepoints: row.timepoints, cells },
        row.specification,
      ),
    };
  }

  /** Cells without results due today or earlier, with whose study they are (what reminders are about). */
  async function dueTimepoints(date = today()): Promise<DueTimepoint[]> {
    return (await read.dueBy(date)).map((cell) => ({
      cellId: cell.cellId,
      studyId: cell.studyId,
      batchNumber: cell.batchNumber,
      formulationName: cell.formulationName,
      condition: cell.condition,
      timepoint: cell.timepoint,
      dueDate: cell.dueDate,
      status: addDays(cell.dueDate, DUE_WINDOW_DAYS) < date ? 'overdue' : 'due',
      ownerId: cell.ownerId,
    }));
  }

  return {
    async list() {
      const studies = await read.studies();
      const cells = await read.cells(studies.map((row) => row.id));
      const date = today();
      return studies.map((row) => toStudyDto(row, cells, date));
    },

    get: study,
    dueTimepoints,

    /**
     * What the product information file prints of a formulation's lab work: each stability study on its batches,
     * summed up per condition, and each challenge test with its ISO 11930 evaluation.
     */
    async recordsOfFormulation(formulationId: string) {
      const rows = await read.studies({ formulationId });
      const cells = await read.cells(rows.map((row) => row.id));
      const studies = rows.map((row) => ({
        batchNumber: row.batchNumber,
        formulationVersion: row.formulationVersion,
        startDate: row.startDate,
        summary: stabilitySummary(
          {
            conditions: row.conditions,
            timepoints: row.timepoints,
            cells: orderedCells(row, cells),
          },
          row.specification,
        ),
      }));
      const challengeTests = (await read.challengesOfFormulation(formulationId)).map((row) => ({
        batchNumber: row.batchNumber,
        ...toChallengeDto(row.test),
      }));
      return { studies, challengeTests };
    },

    async create(batchId: string, input: CreateStudyInput, actor: Actor) {
      const id = crypto.randomUUID();
      await db.transaction(async (tx) => {
        const batch = isUuid(batchId)
          ? await createLabRepository(tx).find(batchId, { forUpdate: true })
          : undefined;
        if (!batch) throw notFound('Lab batch');
        if (batch.status !== 'completed') throw conflict(NOT_COMPLETED_MESSAGE);
        const timepoints = sortTimepoints(input.timepoints);
        const at = now();
        await createStabilityRepository(tx).insertStudy(
          {
            id,
            batchId: batch.id,
            ownerId: actor.userId,
            startDate: input.startDate,
            conditions: input.conditions,
            timepoints,
            createdAt: at,
            updatedAt: at,
          },
          input.conditions.flatMap((condition) =>
            timepoints.map((timepoint) => ({
              studyId: id,
              condition,
              timepoint,
              dueDate: dueDate(input.startDate, parseTimepoint(timepoint)!),
              createdAt: at,
              updatedAt: at,
            })),
          ),
        );
        await recordActivity(
          tx,
          actor,
          entry(
            'stability_study_create',
            'stability_study',
            id,
            `Started a stability study of lab batch ${batch.batchNumber}: ${input.conditions.length} conditions x ${timepoints.length} time points from ${input.startDate}`,
          ),
          { type: 'lab', entityId: id },
        );
      });
      return study(id);
    },

    /** A time point's results: the cell is done; recording it again corrects it (with the revision read). */
    async recordCell(
      studyId: string,
      cellId: string,
      input: { measurements: Measurements; notes: string | null; revision?: number },
      actor: Actor,
    ) {
      if (!hasMeasurements(input.measurements))
        throw badRequest(NOTHING_RECORDED_MESSAGE, { measurements: [NOTHING_RECORDED_MESSAGE] });
      await db.transaction(async (tx) => {
        const repo = createStabilityRepository(tx);
        const cell = isUuid(studyId) && isUuid(cellId) ? await repo.findCell(studyId, cellId) : undefined;
        if (!cell) throw notFound('Time point');
        if (input.revision !== undefined && input.revision !== cell.revision) throw staleRevision();
        // A pull a few days early is normal; weeks early is a mistake in the grid.
        if (addDays(cell.dueDate, -DUE_WINDOW_DAYS) > today())
          throw conflict(`This time point is not due until ${cell.dueDate}.`);
        const at = now();
        await repo.updateCell(cell.id, {
          measurements: input.measurements,
          notes: input.notes,
          doneAt: cell.doneAt ?? at,
          recordedBy: actor.userId,
        });
        await recordActivity(
          tx,
          actor,
          entry(
            'stability_record',
            'stability_study',
            studyId,
            `Recorded ${cell.condition} at ${cell.timepoint} of a stability study`,
          ),
          { type: 'lab', entityId: studyId },
        );
      });
      return study(studyId);
    },

    async createChallenge(batchId: string, input: ChallengeValues, actor: Actor) {
      return db.transaction(async (tx) => {
        const batch = isUuid(batchId)
          ? await createLabRepository(tx).find(batchId, { forUpdate: true })
          : undefined;
        if (!batch) throw notFound('Lab batch');
        const row = await createStabilityRepository(tx).insertChallenge({
          batchId: batch.id,
          startedOn: input.startedOn,
          laboratory: input.laboratory,
          results: input.results,
          notes: input.notes,
          recordedBy: actor.userId,
        });
        const answer = toChallengeDto(row);
        await recordActivity(
          tx,
          actor,
          entry(
            'challenge_test_create',
            'challenge_test',
            row.id,
            `Recorded a challenge test of lab batch ${batch.batchNumber}: ${answer.criterion === 'fail' ? 'fails' : `criterion ${answer.criterion}`}`,
          ),
          { type: 'lab', entityId: batch.id },
        );
        return answer;
      });
    },

    async updateChallenge(id: string, input: ChallengeValues, actor: Actor) {
      return db.transaction(async (tx) => {
        const repo = createStabilityRepository(tx);
        const current = isUuid(id) ? await repo.findChallenge(id) : undefined;
        if (!current) throw notFound('Challenge test');
        if (input.revision === undefined)
          throw badRequest('Revision is required', { revision: ['Revision is required'] });
        if (input.revision !== current.revision) throw staleRevision();
        const row = await repo.updateChallenge(current.id, {
          startedOn: input.startedOn,
          laboratory: input.laboratory,
          results: input.results,
          notes: input.notes,
        });
        await recordActivity(
          tx,
          actor,
          entry('challenge_test_update', 'challenge_test', row.id, 'Updated a challenge test'),
          { type: 'lab', entityId: row.batchId },
        );
        return toChallengeDto(row);
      });
    },
  };
}
export type StabilityService = ReturnType<typeof createStabilityService>;
