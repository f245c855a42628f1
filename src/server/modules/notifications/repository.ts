import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountSettings, knownDevices, userNotifications, users } from '../../db/schema.ts';

export function createNotificationRepository(db: Executor) {
  return {
    /** The user's address, their account settings and whether they exist at all. */
    async recipient(userId: string) {
      const [row] = await db
        .select({ email: users.email, phone: users.phone, account: accountSettings.data })
        .from(users)
        .leftJoin(accountSettings, eq(accountSettings.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },
    async insertNotice(values: typeof userNotifications.$inferInsert) {
      await db.insert(userNotifications).values(values);
    },
    async notices(userId: string, limit: number) {
      return db
        .select()
        .from(userNotifications)
        .where(eq(userNotifications.userId, userId))
        .orderBy(desc(userNotifications.createdAt))
        .limit(limit);
    },
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)));
      return row?.n ?? 0;
    },
    async markRead(userId: string, ids: string[]): Promise<number> {
      const rows = await db
        .update(userNotifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(userNotifications.userId, userId),
            inArray(userNotifications.id, ids),
            isNull(userNotifications.readAt),
          ),
        )
        .returning({ id: userNotifications.id });
      return rows.length;
    },
    async knownDevice(userId: string, idHash: string) {
      const [row] = await db
        .select({ id: knownDevices.id })
        .from(knownDevices)
        .where(and(eq(knownDevices.userId, userId), eq(knownDevices.idHash, idHash)));
      return row;
    },
    async deviceCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(knownDevices)
        .where(eq(knownDevices.userId, userId));
      return row?.n ?? 0;
    },
    async rememberDevice(userId: string, idHash: string, userAgent: string | undefined) {
      await db
        .insert(knownDevices)
        .values({ userId, idHash, userAgent: userAgent?.slice(0, 500) })
        .onConflictDoUpdate({
          target: [knownDevices.userId, knownDevices.idHash],
          set: { lastSeenAt: new Date() },
        });
    },
  };
}
