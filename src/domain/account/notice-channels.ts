import type { AccountSettings, NoticeCategory } from './account-settings.ts';

/** The channels the platform may use now: configured on this server and switched on in the system settings. */
export interface OpenChannels {
  email: boolean;
  push: boolean;
  sms: boolean;
}

export interface NoticeRoute {
  inApp: boolean;
  email: boolean;
  push: boolean;
  sms: boolean;
}

/**
 * Where one notice goes for one user (ADR 064): each channel as the user chose for the category, e-mail, push and
 * SMS only while the platform has them open. Marketing is opt-in by its one e-mail switch, which also governs the
 * bell; a critical alert (a critical compliance issue assigned to you) follows "updates" and adds SMS.
 */
export function routeNotice(
  settings: AccountSettings,
  category: NoticeCategory,
  open: OpenChannels,
): NoticeRoute {
  const { inApp, email, push, sms } = settings.notifications;
  const base = category === 'critical' ? 'updates' : category;
  if (base === 'marketing') {
    return { inApp: email.marketing, email: open.email && email.marketing, push: false, sms: false };
  }
  const smsCategory = category === 'security' || category === 'critical' ? sms[category] : false;
  return {
    inApp: inApp[base],
    email: open.email && email[base],
    push: open.push && push.enabled && push[base],
    sms: open.sms && sms.enabled && smsCategory,
  };
}
