import { readAccountSettings } from '../../../domain/account/account-settings.ts';
import type { Announcement, AnnouncementInput } from '../../../domain/account/announcement-schema.ts';
import { displayName } from '../../../domain/user/initials.ts';
import type { Db } from '../../db/client.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import type { Notice } from '../notifications/service.ts';
import { createAnnouncementRepository } from './repository.ts';

/** The newest announcements the admin screen lists. */
export const ANNOUNCEMENTS_LISTED = 50;

/**
 * Product announcements (ADR 064): an administrator's news goes to the users who opted in to product
 * announcements (notifications.email.marketing), by e-mail and in the bell, through the notification service's
 * marketing category; the others get nothing. The announcement is saved with how many users it reached, then sent.
 */
export function createAnnouncementService({
  db,
  notify,
}: {
  db: Db;
  notify: (userId: string, notice: Notice) => Promise<void>;
}) {
  const repo = createAnnouncementRepository(db);
  return {
    async send(input: AnnouncementInput, actor: Actor & { userId: string }): Promise<{ id: string }> {
      const audience = (await repo.audience()).filter(
        (user) => readAccountSettings(user.account).notifications.email.marketing,
      );
      const row = await db.transaction(async (tx) => {
        const saved = await createAnnouncementRepository(tx).insert({
          title: input.title,
          body: input.text,
          sentBy: actor.userId,
          recipients: audience.length,
        });
        await recordActivity(tx, actor, {
          action: 'announcement_send',
          entityType: 'announcement',
          entityId: saved.id,
          description: `Sent the announcement "${input.title}" to ${audience.length} user(s)`,
        });
        return saved;
      });
      for (const user of audience) {
        await notify(user.id, { category: 'marketing', title: input.title, body: input.text });
      }
      return row;
    },

    async list(): Promise<Announcement[]> {
      return (await repo.list(ANNOUNCEMENTS_LISTED)).map((row) => ({
        id: row.id,
        title: row.title,
        text: row.body,
        sentBy: displayName(row) || 'Former user',
        recipients: row.recipients,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
