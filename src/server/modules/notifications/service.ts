import { type NoticeCategory, readAccountSettings } from '../../../domain/account/account-settings.ts';
import { type AccountNotices, NOTICE_LIST_LIMIT } from '../../../domain/account/notice-schema.ts';
import type { Db } from '../../db/client.ts';
import { safeErrorText } from '../../safe-error.ts';
import { hashToken, newSessionToken } from '../auth/session-token.ts';
import { publishEvent } from '../events/publish.ts';
import type { SettingsService } from '../settings/service.ts';
import type { Mailer } from './mailer.ts';
import { createNotificationRepository } from './repository.ts';

interface Deps {
  db: Db;
  mailer: Mailer;
  settings: SettingsService;
  log: (message: string) => void;
}

export interface Notice {
  category: NoticeCategory;
  title: string;
  body: string;
}

/**
 * Notifications on the two channels that exist (ADR 013): in-app (the header's list) and e-mail through SMTP,
 * each as the user chose per category in their account settings, e-mail only while the system settings allow
 * it. Mail is sent after the caller's work and never fails it: a refused message is logged without its text.
 */
export function createNotificationService({ db, mailer, settings, log }: Deps) {
  const repo = createNotificationRepository(db);

  async function notify(userId: string, notice: Notice) {
    const recipient = await repo.recipient(userId);
    if (!recipient) return;
    const choices = readAccountSettings(recipient.account).notifications;
    if (choices.inApp[notice.category]) {
      await db.transaction(async (tx) => {
        await createNotificationRepository(tx).insertNotice({ userId, kind: notice.category, ...notice });
        await publishEvent(tx, 'notices', null, { userId });
      });
    }
    const system = await settings.get();
    if (mailer.configured && system.notifications.emailEnabled && choices.email[notice.category]) {
      const subject = `[${system.platform.name}] ${notice.title}`;
      mailer
        .send({ to: recipient.email, subject, text: `${notice.body}\n\n${system.platform.name}` })
        .catch((error: unknown) => log(`mail to user ${userId} not sent: ${safeErrorText(error)}`));
    }
  }

  /**
   * A message to an address rather than to a user's chosen channels: a link that proves an address (sign-up, a new
   * sign-in e-mail) and the warnings that go with it (ADR 030). Sent whatever the notification switches say, as
   * it is part of what the person asked for; never fails the caller (a refused message is logged).
   */
  async function mailTo(to: string, title: string, body: string) {
    if (!mailer.configured) return;
    const { name } = (await settings.get()).platform;
    await mailer
      .send({ to, subject: `[${name}] ${title}`, text: `${body}\n\n${name}` })
      .catch((error: unknown) => log(`mail to an address not sent: ${safeErrorText(error)}`));
  }

  return {
    notify,
    mailTo,
    mailConfigured: mailer.configured,

    async notices(userId: string): Promise<AccountNotices> {
      const [items, unread] = await Promise.all([
        repo.notices(userId, NOTICE_LIST_LIMIT),
        repo.unreadCount(userId),
      ]);
      return {
        unread,
        items: items.map((item) => ({
          id: item.id,
          kind: item.kind,
          title: item.title,
          body: item.body,
          read: item.readAt !== null,
          createdAt: item.createdAt.toISOString(),
        })),
      };
    },

    async markRead(userId: string, ids: string[]) {
      await db.transaction(async (tx) => {
        const changed = await createNotificationRepository(tx).markRead(userId, [...new Set(ids)]);
        if (changed > 0) await publishEvent(tx, 'notices', null, { userId });
      });
      return { unread: await repo.unreadCount(userId) };
    },

    /**
     * A successful sign-in from this browser: a browser the user never signed in from before raises a
     * security notice (when sign-in alerts are on and it is not their very first browser). Returns the device
     * token the browser keeps.
     */
    async signedInFrom(
      user: { id: string },
      deviceToken: string | undefined,
      context: { ip: string; userAgent?: string },
    ): Promise<string> {
      const known =
        deviceToken && deviceToken.length <= 100
          ? await repo.knownDevice(user.id, hashToken(deviceToken))
          : undefined;
      const token = known && deviceToken ? deviceToken : newSessionToken().token;
      if (!known) {
        const firstEver = (await repo.deviceCount(user.id)) === 0;
        const recipient = await repo.recipient(user.id);
        const alerts = readAccountSettings(recipient?.account).security.loginAlerts;
        if (!firstEver && alerts) {
          const browser = context.userAgent ? context.userAgent.slice(0, 120) : 'an unknown browser';
          await notify(user.id, {
            category: 'security',
            title: 'New sign-in to your account',
            body: `Someone signed in to your account from a new browser (${browser}) at address ${context.ip} on ${new Date().toUTCString()}. If this was not you, change your password now.`,
          });
        }
      }
      await repo.rememberDevice(user.id, hashToken(token), context.userAgent);
      return token;
    },

    close: () => mailer.close(),
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
