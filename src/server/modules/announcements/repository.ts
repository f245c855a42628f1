import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountSettings, announcements, users } from '../../db/schema.ts';

export function createAnnouncementRepository(db: Executor) {
  return {
    /** Every user with their stored account settings: the service keeps those who opted in. */
    async audience() {
      return db
        .select({ id: users.id, account: accountSettings.data })
        .from(users)
        .leftJoin(accountSettings, eq(accountSettings.userId, users.id));
    },
    async insert(values: typeof announcements.$inferInsert) {
      const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
      return row!;
    },
    /** Newest first, with the sender's name parts (null once the sender's account is deleted). */
    async list(limit: number) {
      return db
        .select({
          id: announcements.id,
          title: announcements.title,
          body: announcements.body,
          recipients: announcements.recipients,
          createdAt: announcements.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(announcements)
        .leftJoin(users, eq(users.id, announcements.sentBy))
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(limit);
    },
  };
}
