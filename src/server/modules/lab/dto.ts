import type { TicketUnit } from '../../../domain/formulation/batch-ticket.ts';
import type { Specification } from '../../../domain/formulation/specification.ts';
import { type ChallengeTest, evaluateChallengeTest } from '../../../domain/lab/challenge-test.ts';
import type { LabBatchStatus } from '../../../domain/lab/constants.ts';
import type { LabBatch, LabBatchLine } from '../../../domain/lab/lab-batch-schema.ts';
import { evaluateMeasurements } from '../../../domain/lab/measurements.ts';
import type { StabilityCell, StabilityStudy } from '../../../domain/lab/stability-schema.ts';
import { cellStatus, sortTimepoints, studyStatus } from '../../../domain/lab/timepoints.ts';
import { weighCheck } from '../../../domain/lab/tolerance.ts';
import type { LabBatchLineRow, LabBatchListRow } from './repository.ts';
import type { CellRow, ChallengeRow, StudyListRow } from './stability-repository.ts';

/** Rows of the lab tables as the API answers them (docs/architecture.md, "The lab"). */

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toBatchDto(row: LabBatchListRow): LabBatch {
  return {
    id: row.id,
    batchNumber: row.batchNumber,
    formulationId: row.formulationId,
    formulationName: row.formulationName,
    formulationVersion: row.formulationVersion,
    size: row.size,
    unit: row.unit as TicketUnit,
    status: row.status as LabBatchStatus,
    notes: row.notes,
    madeBy: row.madeBy,
    madeByName: row.madeByName,
    completedAt: iso(row.completedAt),
    lineCount: row.lineCount,
    weighedCount: row.weighedCount,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A line with its check against the target: deviation, within tolerance, and whether it awaits acknowledgement. */
export function toLineDto(row: LabBatchLineRow): LabBatchLine {
  const check = weighCheck(row.targetWeight, row.actualWeight, row.tolerancePercent);
  return {
    id: row.id,
    ingredientId: row.ingredientId,
    name: row.name,
    phase: row.phase,
    percent: row.percent,
    targetWeight: row.targetWeight,
    tolerancePercent: row.tolerancePercent,
    actualWeight: row.actualWeight,
    ...check,
    needsAcknowledgement: check.withinTolerance === false && row.acknowledgedAt === null,
    acknowledgedBy: row.acknowledgedBy,
    acknowledgedAt: iso(row.acknowledgedAt),
    lotNumber: row.lotNumber,
    weighedBy: row.weighedBy,
    weighedAt: iso(row.weighedAt),
    revision: row.revision,
  };
}

export function toCellDto(row: CellRow, specification: Specification | null, today: string): StabilityCell {
  return {
    id: row.id,
    condition: row.condition,
    timepoint: row.timepoint,
    dueDate: row.dueDate,
    status: cellStatus({ dueDate: row.dueDate, done: row.doneAt !== null }, today),
    measurements: row.measurements,
    evaluation: evaluateMeasurements(specification, row.measurements),
    notes: row.notes,
    doneAt: iso(row.doneAt),
    recordedBy: row.recordedBy,
    revision: row.revision,
  };
}

/** A study's cells in grid order: conditions as the study lists them, time points as they fall. */
export function orderedCells(study: StudyListRow, cells: readonly CellRow[]): CellRow[] {
  const timepoints = sortTimepoints(study.timepoints);
  const rank = (cell: CellRow) =>
    study.conditions.indexOf(cell.condition) * 1000 + timepoints.indexOf(cell.timepoint);
  return cells.filter((cell) => cell.studyId === study.id).sort((a, b) => rank(a) - rank(b));
}

export function toStudyDto(study: StudyListRow, cells: readonly CellRow[], today: string): StabilityStudy {
  const own = orderedCells(study, cells);
  const open = own.filter((cell) => cell.doneAt === null).map((cell) => cell.dueDate);
  return {
    id: study.id,
    batchId: study.batchId,
    batchNumber: study.batchNumber,
    formulationId: study.formulationId,
    formulationName: study.formulationName,
    formulationVersion: study.formulationVersion,
    ownerId: study.ownerId,
    ownerName: study.ownerName,
    startDate: study.startDate,
    conditions: study.conditions,
    timepoints: sortTimepoints(study.timepoints),
    status: studyStatus(
      own.map((cell) => cellStatus({ dueDate: cell.dueDate, done: cell.doneAt !== null }, today)),
    ),
    nextDue: open.length ? open.sort()[0]! : null,
    cellsDone: own.length - open.length,
    cellCount: own.length,
    revision: study.revision,
    createdAt: study.createdAt.toISOString(),
  };
}

export function toChallengeDto(row: ChallengeRow): ChallengeTest {
  const evaluation = evaluateChallengeTest(row.results);
  return {
    id: row.id,
    batchId: row.batchId,
    startedOn: row.startedOn,
    laboratory: row.laboratory,
    notes: row.notes,
    criterion: evaluation.criterion,
    organisms: evaluation.organisms.map((organism) => ({
      id: organism.id,
      name: organism.name,
      kind: organism.kind,
      day7: organism.day7,
      day14: organism.day14,
      day28: organism.day28,
      criterion: organism.criterion,
    })),
    recordedBy: row.recordedBy,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
