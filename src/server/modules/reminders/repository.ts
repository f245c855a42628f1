import { and, between, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { complianceIssues, remindersSent } from '../../db/schema.ts';

export function createReminderRepository(db: Executor) {
  return {
    /** Unresolved compliance issues with an assignee, due between the two days (inclusive). */
    async issuesDue(from: string, until: string) {
      return db
        .select({
          id: complianceIssues.id,
          title: complianceIssues.title,
          dueDate: complianceIssues.dueDate,
          assigneeId: complianceIssues.assigneeId,
        })
        .from(complianceIssues)
        .where(
          and(
            isNotNull(complianceIssues.assigneeId),
            ne(complianceIssues.status, 'resolved'),
            between(complianceIssues.dueDate, from, until),
          ),
        );
    },

    /** Records a reminder as sent; false when it already was (another run, another worker). */
    async claim(kind: string, subjectId: string, userId: string, dueOn: string): Promise<boolean> {
      const rows = await db
        .insert(remindersSent)
        .values({ kind, subjectId, userId, dueOn })
        .onConflictDoNothing()
        .returning({ kind: remindersSent.kind });
      return rows.length > 0;
    },

    async unclaim(kind: string, subjectId: string, userId: string, dueOn: string) {
      await db
        .delete(remindersSent)
        .where(
          and(
            eq(remindersSent.kind, kind),
            eq(remindersSent.subjectId, subjectId),
            eq(remindersSent.userId, userId),
            eq(remindersSent.dueOn, dueOn),
          ),
        );
    },

    /** Reminders of things long past their due date are forgotten. */
    async forget(before: string) {
      await db.delete(remindersSent).where(sql`${remindersSent.dueOn} < ${before}::date`);
    },
  };
}
