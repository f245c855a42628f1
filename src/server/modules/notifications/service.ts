import { type NoticeCategory, readAccountSettings } from '../../../domain/account/account-settings.ts';
import { routeNotice } from '../../../domain/account/notice-channels.ts';
import { type AccountNotices, NOTICE_LIST_LIMIT } from '../../../domain/account/notice-schema.ts';
import type { Db } from '../../db/client.ts';
import { safeErrorText } from '../../safe-error.ts';
import { hashToken, newSessionToken } from '../auth/session-token.ts';
import { publishEvent } from '../events/publish.ts';
import type { SettingsService } from '../settings/service.ts';
import type { Mailer } from './mailer.ts';
import type { PushSender } from './push.ts';
import { createNotificationRepository } from './repository.ts';
import type { SmsProvider } from './sms.ts';

interface Deps {
  db: Db;
  mailer: Mailer;
  push: PushSender;
  sms: SmsProvider;
  settings: SettingsService;
  log: (message: string) => void;
}

export interface Notice {
  category: NoticeCategory;
  title: string;
  body: string;
}

/**
 * Notifications on four channels (ADR 064, after ADR 013): in-app (the header's bell), e-mail through SMTP, Web
 * Push and SMS, each as the user chose per category in their account settings (domain routeNotice), e-mail, push
 * and SMS only while configured and allowed by the system settings. Mail, push and SMS go after the caller's work
 * and never fail it: a refusal is logged without the message's text.
 */
export function createNotificationService({ db, mailer, push, sms, settings, log }: Deps) {
  const repo = createNotificationRepository(db);

  /** Which channels the platform has open now: configured here and switched on in the system settings. */
  async function openChannels() {
    const system = await settings.get();
    return {
      system,
      open: {
        email: mailer.configured && system.notifications.emailEnabled,
        push: system.notifications.pushEnabled,
        sms: sms.configured && system.notifications.smsEnabled,
      },
    };
  }

  async function notify(userId: string, notice: Notice): Promise<void> {
    const recipient = await repo.recipient(userId);
    if (!recipient) return;
    const { system, open } = await openChannels();
    const route = routeNotice(readAccountSettings(recipient.account), notice.category, open);
    if (route.inApp) {
      await db.transaction(async (tx) => {
        await createNotificationRepository(tx).insertNotice({ userId, kind: notice.category, ...notice });
        await publishEvent(tx, 'notices', null, { userId });
      });
    }
    const failed = (channel: string) => (error: unknown) =>
      log(`${channel} to user ${userId} not sent: ${safeErrorText(error)}`);
    if (route.email) {
      const subject = `[${system.platform.name}] ${notice.title}`;
      mailer
        .send({ to: recipient.email, subject, text: `${notice.body}\n\n${system.platform.name}` })
        .catch(failed('mail'));
    }
    if (route.push) push.send(userId, { title: notice.title, body: notice.body }).catch(failed('push'));
    if (route.sms && recipient.phone) {
      sms
        .send(recipient.phone, `${system.platform.name}: ${notice.title}. ${notice.body}`)
        .catch(failed('SMS'));
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
    smsConfigured: sms.configured,
    push,

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
