import type { Criterion } from '../../../../domain/lab/challenge-test.ts';
import type { CellStatus } from '../../../../domain/lab/constants.ts';
import type { ConditionOutcome } from '../../../../domain/lab/stability-summary.ts';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

/** Badge colours of the lab's statuses; the label always says it too (colour is never the only signal). */
export const CELL_VARIANT: Readonly<Record<CellStatus, BadgeVariant>> = {
  scheduled: 'gray',
  due: 'yellow',
  overdue: 'red',
  done: 'green',
};

/** The grid's cell backgrounds, as the badges. */
export const CELL_CLASSES: Readonly<Record<CellStatus, string>> = {
  scheduled:
    'border-gray-200 bg-gray-50 text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100',
  due: 'border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-100',
  overdue: 'border-red-300 bg-red-100 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  done: 'border-green-300 bg-green-100 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
};

export const OUTCOME_LABELS: Readonly<Record<ConditionOutcome, string>> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  stable: 'Stable',
  out_of_specification: 'Out of specification',
};
export const OUTCOME_VARIANT: Readonly<Record<ConditionOutcome, BadgeVariant>> = {
  not_started: 'gray',
  in_progress: 'blue',
  stable: 'green',
  out_of_specification: 'red',
};

export const CRITERION_VARIANT: Readonly<Record<Criterion, BadgeVariant>> = {
  A: 'green',
  B: 'yellow',
  fail: 'red',
};

export const VERDICT_LABELS = {
  pass: 'Within specification',
  fail: 'Out of specification',
  incomplete: 'Not all measured',
  no_specification: 'No specification',
} as const;
export const VERDICT_VARIANT: Readonly<Record<keyof typeof VERDICT_LABELS, BadgeVariant>> = {
  pass: 'green',
  fail: 'red',
  incomplete: 'gray',
  no_specification: 'gray',
};

/** The lab's dates are calendar days: shown as they are ("2026-03-09"), never moved by a time zone. */
export const labDate = (date: string) => date.slice(0, 10);
