import {
  NOTIFICATION_LIST_LIMIT,
  type Notifications,
} from '../../../domain/compliance/notification-schema.ts';
import type { Db } from '../../db/client.ts';
import { publishEvent } from '../events/publish.ts';
import { createNotificationsRepository } from './notifications-repository.ts';

/**
 * The header's notifications (docs/product-rules.md, "Live updates, jobs and scale-out"): open compliance alerts this user has not read yet. Read state is the
 * user's own view of the list, not a change to a record, so it is not written to the activity log; the user's
 * other tabs hear of it through a feed event addressed to them alone.
 */
export function createNotificationsService({ db }: { db: Db }) {
  const read = createNotificationsRepository(db);

  async function notifications(userId: string): Promise<Notifications> {
    const [items, unread] = await Promise.all([
      read.openAlerts(userId, NOTIFICATION_LIST_LIMIT),
      read.unreadCount(userId),
    ]);
    return {
      unread,
      items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
    };
  }

  return {
    notifications,

    async markRead(userId: string, ids: string[]) {
      await db.transaction(async (tx) => {
        const added = await createNotificationsRepository(tx).markRead(userId, [...new Set(ids)]);
        if (added > 0) await publishEvent(tx, 'compliance', null, { userId });
      });
      return { unread: await read.unreadCount(userId) };
    },
  };
}
