import { scaleRecipe } from '../../../domain/formulation/batch-ticket.ts';
import { D } from '../../../domain/formulation/cost.ts';
import type { FormulationDetail } from '../../../domain/formulation/formulation.ts';
import { DEFAULT_TOLERANCE_PERCENT } from '../../../domain/lab/constants.ts';
import type {
  CreateLabBatchInput,
  LabBatchDetail,
  WeighLineInput,
} from '../../../domain/lab/lab-batch-schema.ts';
import { evaluateMeasurements, type Measurements } from '../../../domain/lab/measurements.ts';
import { localDate } from '../../../domain/lab/timepoints.ts';
import { weighCheck } from '../../../domain/lab/tolerance.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { toBatchDto, toChallengeDto, toLineDto, toStudyDto } from './dto.ts';
import { createLabRepository, type LabBatchLineRow } from './repository.ts';
import { createStabilityRepository } from './stability-repository.ts';

/** Batch numbers of one day are handed out one at a time (beside the other advisory locks: ADR 051). */
const BATCH_NUMBER_LOCK = 4_242_049;

export const COMPLETED_LOCKED_MESSAGE = 'This batch is completed: its weights can no longer change.';
export const INCOMPLETE_MESSAGE =
  'Weigh every line and acknowledge each weight outside its tolerance before completing the batch.';
export const REOPEN_MESSAGE = 'A completed batch cannot be reopened.';
export const DELETE_COMPLETED_MESSAGE = 'A completed batch is a record and cannot be deleted.';
export const ACKNOWLEDGE_MESSAGE = 'Only a weight outside its tolerance can be acknowledged';

const entry = (action: string, id: string, description: string) => ({
  action,
  entityType: 'lab_batch',
  entityId: id,
  description,
});

/**
 * Lab batches (docs/architecture.md, "The lab"; ADR 051): made from a formulation version at a size, weighed off
 * line by line against targets from the batch ticket's scaling, measured against the version's specification,
 * then completed, after which its weights are a record.
 */
export function createLabService({
  db,
  formulation,
  now = () => new Date(),
}: {
  db: Db;
  /** A formulation as GET answers it (the formulations module's service): 404 when there is none. */
  formulation: (id: string) => Promise<FormulationDetail>;
  now?: () => Date;
}) {
  const read = createLabRepository(db);

  async function batchOrThrow(repo: ReturnType<typeof createLabRepository>, id: string, forUpdate = false) {
    const row = isUuid(id) ? await repo.find(id, { forUpdate }) : undefined;
    if (!row) throw notFound('Lab batch');
    return row;
  }

  async function detail(id: string): Promise<LabBatchDetail> {
    const row = await batchOrThrow(read, id);
    const stability = createStabilityRepository(db);
    const [lines, studies, challenges] = await Promise.all([
      read.lines(row.id),
      stability.studies({ batchId: row.id }),
      stability.challenges(row.id),
    ]);
    const cells = await stability.cells(studies.map((study) => study.id));
    const today = localDate(now());
    return {
      ...toBatchDto(row),
      lines: lines.map(toLineDto),
      phases: row.phases,
      specification: row.specification,
      measurements: row.measurements,
      evaluation: evaluateMeasurements(row.specification, row.measurements),
      measuredAt: row.measuredAt?.toISOString() ?? null,
      studies: studies.map((study) => toStudyDto(study, cells, today)),
      challengeTests: challenges.map(toChallengeDto),
    };
  }

  return {
    async list() {
      return (await read.list()).map(toBatchDto);
    },

    get: detail,

    async create(input: CreateLabBatchInput, actor: Actor) {
      const source = await formulation(input.formulationId).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404)
          throw badRequest('Formulation not found', { formulationId: ['Formulation not found'] });
        throw error;
      });
      const scaled = scaleRecipe(
        source.lines.map((line) => ({
          ingredientId: line.ingredientId,
          name: line.ingredientName,
          phase: line.phase,
          ounces: line.ounces,
          qs: line.qs,
        })),
        input.size,
        input.unit,
      );
      const id = crypto.randomUUID();
      const at = now();
      await db.transaction(async (tx) => {
        const repo = createLabRepository(tx);
        await repo.lock(BATCH_NUMBER_LOCK);
        const prefix = `LB-${localDate(at).replaceAll('-', '')}-`;
        const last = await repo.lastNumber(prefix);
        const batchNumber = `${prefix}${String(Number(last?.slice(prefix.length) ?? 0) + 1).padStart(2, '0')}`;
        await repo.insert(
          {
            id,
            batchNumber,
            formulationId: source.id,
            formulationName: source.name,
            formulationVersion: source.version,
            size: String(input.size),
            unit: input.unit,
            // The batch keeps the procedure and specification it was made to (ADR 051).
            phases: source.phases,
            specification: source.specification,
            notes: input.notes,
            madeBy: actor.userId,
            createdAt: at,
            updatedAt: at,
          },
          scaled.lines.map((line, position) => ({
            batchId: id,
            ingredientId: line.ingredientId,
            name: line.name,
            phase: line.phase,
            position,
            percent: line.percent,
            targetWeight: line.weight,
            tolerancePercent: String(DEFAULT_TOLERANCE_PERCENT),
            createdAt: at,
            updatedAt: at,
          })),
        );
        await recordActivity(
          tx,
          actor,
          entry(
            'lab_batch_create',
            id,
            `Started lab batch ${batchNumber} of "${source.name}" v${source.version} (${input.size} ${input.unit})`,
          ),
          { type: 'lab', entityId: id },
        );
      });
      return detail(id);
    },

    async update(
      id: string,
      input: { status?: string; notes?: string | null; revision: number },
      actor: Actor,
    ) {
      await db.transaction(async (tx) => {
        const repo = createLabRepository(tx);
        const row = await batchOrThrow(repo, id, true);
        if (row.revision !== input.revision) throw staleRevision();
        const completing = input.status === 'completed' && row.status !== 'completed';
        if (input.status === 'in_progress' && row.status === 'completed') throw conflict(REOPEN_MESSAGE);
        if (completing) {
          const lines = (await repo.lines(row.id)).map(toLineDto);
          if (lines.some((line) => line.actualWeight === null || line.needsAcknowledgement))
            throw conflict(INCOMPLETE_MESSAGE);
        }
        await repo.update(row.id, {
          ...(input.notes !== undefined && { notes: input.notes }),
          ...(completing && { status: 'completed', completedAt: now() }),
        });
        await recordActivity(
          tx,
          actor,
          entry(
            completing ? 'lab_batch_complete' : 'lab_batch_update',
            row.id,
            `${completing ? 'Completed' : 'Updated'} lab batch ${row.batchNumber}`,
          ),
          { type: 'lab', entityId: row.id },
        );
      });
      return detail(id);
    },

    async remove(id: string, actor: Actor) {
      await db.transaction(async (tx) => {
        const repo = createLabRepository(tx);
        const row = await batchOrThrow(repo, id, true);
        if (row.status === 'completed') throw conflict(DELETE_COMPLETED_MESSAGE);
        await repo.remove(row.id);
        await recordActivity(
          tx,
          actor,
          entry('lab_batch_delete', row.id, `Deleted lab batch ${row.batchNumber}`),
          {
            type: 'lab',
            entityId: row.id,
          },
        );
      });
    },

    /** A weigh-off entry on one line (the bench's tick): weight, tolerance, lot, acknowledgement. */
    async weighLine(batchId: string, lineId: string, input: WeighLineInput, actor: Actor) {
      return db.transaction(async (tx) => {
        const repo = createLabRepository(tx);
        const batch = await batchOrThrow(repo, batchId, true);
        const line = isUuid(lineId) ? await repo.findLine(batch.id, lineId) : undefined;
        if (!line) throw notFound('Line');
        if (input.revision !== undefined && input.revision !== line.revision) throw staleRevision();
        if (batch.status === 'completed') throw conflict(COMPLETED_LOCKED_MESSAGE);
        const values = weighValues(line, input, actor, now());
        const updated = await repo.updateLine(line, values);
        const shown = toLineDto(updated);
        const description =
          input.actualWeight !== undefined && input.actualWeight !== null
            ? `Weighed ${line.name} in lab batch ${batch.batchNumber}: ${input.actualWeight} ${batch.unit}${
                shown.withinTolerance === false
                  ? ` (${shown.deviationPercent ?? 'outside'} %, outside tolerance)`
                  : ''
              }`
            : `Updated ${line.name} in lab batch ${batch.batchNumber}`;
        await recordActivity(tx, actor, entry('lab_batch_weigh', batch.id, description), {
          type: 'lab',
          entityId: batch.id,
        });
        return shown;
      });
    },

    async recordMeasurements(
      id: string,
      input: { measurements: Measurements; revision: number },
      actor: Actor,
    ) {
      await db.transaction(async (tx) => {
        const repo = createLabRepository(tx);
        const row = await batchOrThrow(repo, id, true);
        if (row.revision !== input.revision) throw staleRevision();
        await repo.update(row.id, { measurements: input.measurements, measuredAt: now() });
        const verdict = evaluateMeasurements(row.specification, input.measurements).verdict;
        await recordActivity(
          tx,
          actor,
          entry(
            'lab_batch_measure',
            row.id,
            `Measured lab batch ${row.batchNumber}: ${verdict.replace('_', ' ')}`,
          ),
          { type: 'lab', entityId: row.id },
        );
      });
      return detail(id);
    },
  };
}
export type LabService = ReturnType<typeof createLabService>;

/**
 * What a weigh-off entry writes: a new weight records who weighed it and when, and clears an acknowledgement (it
 * was of another weight); an acknowledgement is only taken for a weight outside its tolerance.
 */
function weighValues(line: LabBatchLineRow, input: WeighLineInput, actor: Actor, at: Date) {
  const values: Partial<LabBatchLineRow> = {};
  if (input.actualWeight !== undefined) {
    const weight = input.actualWeight === null ? null : String(input.actualWeight);
    values.actualWeight = weight;
    values.weighedBy = weight === null ? null : actor.userId;
    values.weighedAt = weight === null ? null : at;
  }
  if (input.tolerancePercent !== undefined) values.tolerancePercent = String(input.tolerancePercent);
  if (input.lotNumber !== undefined) values.lotNumber = input.lotNumber;
  const next = { ...line, ...values };
  const check = weighCheck(next.targetWeight, next.actualWeight, next.tolerancePercent);
  const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : D(a).eq(b));
  const weightChanged =
    input.actualWeight !== undefined && !same(values.actualWeight ?? null, line.actualWeight);
  if (input.acknowledged === true) {
    if (check.withinTolerance !== false)
      throw badRequest(ACKNOWLEDGE_MESSAGE, { acknowledged: [ACKNOWLEDGE_MESSAGE] });
    values.acknowledgedBy = actor.userId;
    values.acknowledgedAt = at;
  } else if (input.acknowledged === false || weightChanged || check.withinTolerance !== false) {
    values.acknowledgedBy = null;
    values.acknowledgedAt = null;
  }
  return values;
}
