import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_SETTINGS_KEY } from '../features/account-settings/api/index.ts';
import { ACCOUNT_NOTICES_KEY, NOTIFICATIONS_KEY } from '../features/notifications/api/keys.ts';
import { holdBootAnswers } from '../lib/boot-answers.ts';
import { AUTH_USER_KEY } from '../lib/query-client.ts';
import { normalizeTheme } from '../lib/theme/theme.ts';
import { CURRENT_THEME_KEY } from '../lib/theme/theme-api.ts';
import { APP_CONFIG_KEY } from './use-app-config.ts';

/** The element the server writes into index.html (src/server/plugins/page-boot.ts, ADR 016). */
export const BOOT_ELEMENT_ID = 'formulary-boot';

interface BootData {
  user?: unknown;
  appConfig?: unknown;
  theme?: unknown;
  accountSettings?: unknown;
  accountNotices?: unknown;
  notifications?: unknown;
  /** The screen's first reads by URL (ADR 023). */
  answers?: unknown;
}

/** The page's boot data, or nothing (no build server in front, e.g. the Vite dev server, or a bad payload). */
export function readBootData(doc: Document = document): BootData {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as BootData) : {};
  } catch {
    return {};
  }
}

/**
 * Puts the answers that came with the page in the query cache under the keys their hooks use, so the shell
 * renders without asking again; what is missing is asked as before. The user stays stale (spec: always
 * treated as stale), so the session is still checked as the screens mount.
 */
export function seedBootData(client: QueryClient, boot: BootData): void {
  if ('user' in boot) client.setQueryData(AUTH_USER_KEY, boot.user ?? null);
  if (boot.appConfig) client.setQueryData(APP_CONFIG_KEY, boot.appConfig);
  if (boot.theme) client.setQueryData(CURRENT_THEME_KEY, normalizeTheme(boot.theme));
  // The shell's own reads, this user's as the API answered them a moment ago; live events keep them current.
  if (boot.accountSettings) client.setQueryData(ACCOUNT_SETTINGS_KEY, boot.accountSettings);
  if (boot.accountNotices) client.setQueryData(ACCOUNT_NOTICES_KEY, boot.accountNotices);
  if (boot.notifications) client.setQueryData(NOTIFICATIONS_KEY, boot.notifications);
  // The screen's own reads: its queries take them as their first answers instead of asking.
  holdBootAnswers(boot.answers);
}
