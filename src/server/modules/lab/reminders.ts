import type { DueTimepoint } from '../../../domain/lab/stability-schema.ts';
import type { Db } from '../../db/client.ts';
import type { Notice } from '../notifications/service.ts';
import { createStabilityRepository } from './stability-repository.ts';

/**
 * Reminders of stability time points (ADR 051): each study's owner hears, once per cell, when a time point
 * falls due and again if it goes overdue, in-app and by e-mail as their account settings' "reminders" category
 * says (the notifications module decides the channels). `send(today)` is what a daily job calls; it is safe to run
 * again or on several instances at once, because a cell is claimed before its notice goes.
 */
export function createStabilityReminders({
  db,
  dueTimepoints,
  notify,
  log,
}: {
  db: Db;
  dueTimepoints: (today: string) => Promise<DueTimepoint[]>;
  notify: (userId: string, notice: Notice) => Promise<void>;
  log: (message: string) => void;
}) {
  const repo = createStabilityRepository(db);
  return {
    /** Sends today's reminders; answers how many notices went out. */
    async send(today: string): Promise<number> {
      const due = (await dueTimepoints(today)).filter((cell) => cell.ownerId !== null);
      // One notice per owner, study and status: a study's five conditions due on one day are one message.
      const groups = new Map<string, DueTimepoint[]>();
      for (const cell of due) {
        const key = `${cell.ownerId}|${cell.studyId}|${cell.status}`;
        groups.set(key, [...(groups.get(key) ?? []), cell]);
      }
      // What each cell was last reminded of, to give a claim back when its notice could not be sent.
      const previous = new Map(
        (await repo.dueBy(today)).map((row) => [row.cellId, row.remindedFor] as const),
      );
      let sent = 0;
      for (const cells of groups.values()) {
        const first = cells[0]!;
        const claimed = await repo.claimReminders(
          cells.map((cell) => cell.cellId),
          first.status,
        );
        const mine = cells.filter((cell) => claimed.includes(cell.cellId));
        if (mine.length === 0) continue;
        try {
          await notify(first.ownerId!, stabilityNotice(mine));
          sent += 1;
        } catch (error) {
          // Not sent: the claim is given back so the next run tries again.
          for (const cell of mine)
            await repo.releaseReminders([cell.cellId], previous.get(cell.cellId) ?? null);
          log(`stability reminder for study ${first.studyId} not sent: ${(error as Error).message}`);
        }
      }
      return sent;
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
