import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions, vapidKeys } from '../../db/schema.ts';

export function createPushRepository(db: Executor) {
  return {
    async keys() {
      const [row] = await db.select().from(vapidKeys);
      return row;
    },
    /** The first start's pair; when two instances start together the first insert wins and both read it. */
    async insertKeys(publicKey: string, privateKey: string) {
      await db.insert(vapidKeys).values({ publicKey, privateKey }).onConflictDoNothing();
    },
    async subscriptions(userId: string) {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },
    /** A browser's subscription; the same endpoint subscribed again (another user on that browser) moves to them. */
    async subscribe(userId: string, endpoint: string, p256dh: string, auth: string) {
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint, p256dh, auth })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh, auth } });
    },
    async unsubscribe(userId: string, endpoint: string) {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },
    /** The push service said the subscription is gone (404 or 410). */
    async forget(endpoint: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}
