import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { complianceIssues, notificationReads } from '../../db/schema.ts';

/** Who has seen which open alert (the header's notifications button). */
export function createNotificationsRepository(db: Executor) {
  const readByUser = (userId: string) =>
    and(eq(notificationReads.issueId, complianceIssues.id), eq(notificationReads.userId, userId));

  return {
    /**
     * Open alerts, unread first and newest first within each, with whether this user has read them: with more
     * unread than the list holds, reading the list brings the rest into it, so the count can reach 0.
     */
    async openAlerts(userId: string, limit: number) {
      return db
        .select({
          id: complianceIssues.id,
          title: complianceIssues.title,
          severity: complianceIssues.severity,
          status: complianceIssues.status,
          region: complianceIssues.region,
          dueDate: complianceIssues.dueDate,
          automated: sql<boolean>`${complianceIssues.autoKey} is not null`,
          createdAt: complianceIssues.createdAt,
          read: sql<boolean>`${notificationReads.issueId} is not null`,
        })
        .from(complianceIssues)
        .leftJoin(notificationReads, readByUser(userId))
        .where(eq(complianceIssues.status, 'open'))
        .orderBy(
          sql`${notificationReads.issueId} is not null`,
          desc(complianceIssues.createdAt),
          desc(complianceIssues.id),
        )
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(complianceIssues)
        .leftJoin(notificationReads, readByUser(userId))
        .where(and(eq(complianceIssues.status, 'open'), isNull(notificationReads.issueId)));
      return row?.n ?? 0;
    },

    /** Marks the existing issues among `ids` read; unknown ids are skipped. Returns how many were new. */
    async markRead(userId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const existing = await db
        .select({ id: complianceIssues.id })
        .from(complianceIssues)
        .where(inArray(complianceIssues.id, ids));
      if (existing.length === 0) return 0;
      const rows = await db
        .insert(notificationReads)
        .values(existing.map((issue) => ({ userId, issueId: issue.id })))
        .onConflictDoNothing()
        .returning({ issueId: notificationReads.issueId });
      return rows.length;
    },

    /** A reopened alert is news again for everyone. */
    async forget(issueId: string) {
      await db.delete(notificationReads).where(eq(notificationReads.issueId, issueId));
    },
  };
}
