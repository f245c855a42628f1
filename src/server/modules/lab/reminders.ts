import type { DueTimepoint } from '../../../domain/lab/stability-schema.ts';
import type { Notice } from '../notifications/service.ts';
import type { ReminderSource } from '../reminders/service.ts';

/**
 * Stability time points as a source of the daily reminders (ADR 051, ADR 039): each study's owner hears when its
 * time points fall due, and again when they go overdue, in-app and by e-mail as their account settings'
 * "reminders" category says. One reminder per owner, study and status (a study's five conditions due on one day are
 * one message), keyed by the latest due date among its cells: the reminders service sends each key once, however
 * often and on however many workers the job runs, and a later time point falling due is a new key.
 */
export function stabilityTimepointReminders(
  dueTimepoints: (today: string) => Promise<DueTimepoint[]>,
): ReminderSource {
  return {
    kind: 'stability_timepoint',
    async due(today) {
      const groups = new Map<string, DueTimepoint[]>();
      for (const cell of await dueTimepoints(today)) {
        if (cell.ownerId === null) continue;
        const key = `${cell.ownerId}|${cell.studyId}|${cell.status}`;
        groups.set(key, [...(groups.get(key) ?? []), cell]);
      }
      return [...groups.values()].map((cells) => ({
        subjectId: `${cells[0]!.studyId}:${cells[0]!.status}`,
        userId: cells[0]!.ownerId!,
        dueOn: cells
          .map((cell) => cell.dueDate)
          .sort()
          .at(-1)!,
        notice: stabilityNotice(cells),
      }));
    },
  };
}

/** The notice of one study's cells that fell due (or overdue) for its owner. */
export function stabilityNotice(cells: readonly DueTimepoint[]): Notice {
  const first = cells[0]!;
  const overdue = first.status === 'overdue';
  const list = cells.map((cell) => `${cell.condition} at ${cell.timepoint} (due ${cell.dueDate})`).join('; ');
  const what = cells.length === 1 ? 'A stability time point' : `${cells.length} stability time points`;
  return {
    category: 'reminders',
    title: `${what} ${overdue ? (cells.length === 1 ? 'is overdue' : 'are overdue') : cells.length === 1 ? 'is due' : 'are due'}`,
    body: `Lab batch ${first.batchNumber} (${first.formulationName}): ${list}. Record the results in Lab.`,
  };
}
