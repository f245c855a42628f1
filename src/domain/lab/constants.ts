/**
 * The lab's closed lists (docs/glossary.md, "Lab batch", "Stability study", "Time point", "Challenge test").
 */

/** A lab batch is weighed off, then completed: its weights are then a record and no longer change. */
export const LAB_BATCH_STATUSES = ['in_progress', 'completed'] as const;
export type LabBatchStatus = (typeof LAB_BATCH_STATUSES)[number];
export const LAB_BATCH_STATUS_LABELS: Readonly<Record<LabBatchStatus, string>> = {
  in_progress: 'In progress',
  completed: 'Completed',
};

/** ±1 % unless the line says otherwise (ADR 051). */
export const DEFAULT_TOLERANCE_PERCENT = 1;

/** A stability cell (one condition at one time point) and a study as a whole. */
export const CELL_STATUSES = ['scheduled', 'due', 'overdue', 'done'] as const;
export type CellStatus = (typeof CELL_STATUSES)[number];
export const CELL_STATUS_LABELS: Readonly<Record<CellStatus, string>> = {
  scheduled: 'Scheduled',
  due: 'Due',
  overdue: 'Overdue',
  done: 'Done',
};

/** The storage conditions the lab's cabinets offer; a study may name others. */
export const CONDITION_PRESETS = ['4 °C', '25 °C/60 % RH', '40 °C/75 % RH', 'Freeze-thaw', 'Light'] as const;
/** The usual pulls of a 12-week accelerated study, then six months. */
export const TIMEPOINT_PRESETS = ['T0', '1w', '2w', '4w', '8w', '12w', '6m'] as const;

export const MAX_CONDITIONS = 10;
export const MAX_TIMEPOINTS = 20;
