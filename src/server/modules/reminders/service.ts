import { addDays, dueIn, REMINDER_DAYS } from '../../../domain/account/reminders.ts';
import type { Db } from '../../db/client.ts';
import type { Notice } from '../notifications/service.ts';
import { createReminderRepository } from './repository.ts';

/** One thing a user should be reminded of: what it is, when it is due, and the notice to send. */
export interface Reminder {
  subjectId: string;
  userId: string;
  dueOn: string;
  notice: Notice;
}

/**
 * A kind of thing that falls due (compliance issues today; stability time points and expiring documents plug in
 * the same way): given today and the last day of the window, the reminders to send.
 */
export interface ReminderSource {
  kind: string;
  due(today: string, until: string): Promise<Reminder[]>;
}

/** Compliance issues assigned to someone, unresolved, due within the window. */
export function complianceIssueReminders(db: Db): ReminderSource {
  const repo = createReminderRepository(db);
  return {
    kind: 'compliance_issue',
    async due(today, until) {
      return (await repo.issuesDue(today, until)).map((issue) => ({
        subjectId: issue.id,
        userId: issue.assigneeId!,
        dueOn: issue.dueDate!,
        notice: {
          category: 'reminders',
          title: 'A compliance issue is due soon',
          body: `"${issue.title}" is due ${dueIn(today, issue.dueDate!)} (${issue.dueDate}). Follow it up in Regulatory Compliance.`,
        },
      }));
    },
  };
}

/**
 * The daily `reminders` job (ADR 039): each source's reminders for the next REMINDER_DAYS days, sent once per
 * thing, person and due date (in-app and e-mail as the person's account settings say).
 */
export function createReminderService({
  db,
  sources,
  notify,
}: {
  db: Db;
  sources: ReminderSource[];
  notify: (userId: string, notice: Notice) => Promise<void>;
}) {
  const repo = createReminderRepository(db);
  return {
    /** Sends the reminders due at `at` (the run's scheduled time); returns how many were sent. */
    async run(at: Date): Promise<number> {
      const today = at.toISOString().slice(0, 10);
      let sent = 0;
      for (const source of sources) {
        for (const reminder of await source.due(today, addDays(today, REMINDER_DAYS))) {
          const key = [source.kind, reminder.subjectId, reminder.userId, reminder.dueOn] as const;
          if (!(await repo.claim(...key))) continue;
          try {
            await notify(reminder.userId, reminder.notice);
            sent += 1;
          } catch (error) {
            // Not sent: the next attempt of the job sends it.
            await repo.unclaim(...key);
            throw error;
          }
        }
      }
      await repo.forget(addDays(today, -30));
      return sent;
    },
  };
}
export type ReminderService = ReturnType<typeof createReminderService>;
