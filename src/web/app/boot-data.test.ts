import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SETTINGS_KEY } from '../features/account-settings/api/index.ts';
import { ACCOUNT_NOTICES_KEY, NOTIFICATIONS_KEY } from '../features/notifications/api/keys.ts';
import { AUTH_USER_KEY } from '../lib/query-client.ts';
import { DEFAULT_THEME } from '../lib/theme/theme.ts';
import { CURRENT_THEME_KEY } from '../lib/theme/theme-api.ts';
import { readBootData, seedBootData } from './boot-data.ts';
import { APP_CONFIG_KEY } from './use-app-config.ts';

const page = (text: string | null) =>
  ({ getElementById: () => (text === null ? null : { textContent: text }) }) as unknown as Document;

describe('boot data (ADR 016)', () => {
  it('reads the JSON the server wrote, and nothing from a page without it or with a broken one', () => {
    expect(readBootData(page('{"user":null,"appConfig":{"maintenance":false}}'))).toEqual({
      user: null,
      appConfig: { maintenance: false },
    });
    expect(readBootData(page(null))).toEqual({});
    expect(readBootData(page('{not json'))).toEqual({});
  });

  it('seeds the cache under the keys the hooks use; a missing part is left for its hook to ask', () => {
    const client = new QueryClient();
    seedBootData(client, { user: null, theme: DEFAULT_THEME });
    expect(client.getQueryState(AUTH_USER_KEY)?.status).toBe('success');
    expect(client.getQueryData(AUTH_USER_KEY)).toBeNull();
    expect(client.getQueryData(CURRENT_THEME_KEY)).toEqual(DEFAULT_THEME);
    expect(client.getQueryState(APP_CONFIG_KEY)).toBeUndefined();
    expect(client.getQueryState(NOTIFICATIONS_KEY)).toBeUndefined();
  });

  it("seeds the shell's own reads: account settings, notices and the header's notifications", () => {
    const client = new QueryClient();
    const settings = { timeZone: 'Europe/Paris', revision: 3 };
    const notices = { items: [], unread: 0 };
    const notifications = { items: [], unread: 2 };
    seedBootData(client, { accountSettings: settings, accountNotices: notices, notifications });
    expect(client.getQueryData(ACCOUNT_SETTINGS_KEY)).toEqual(settings);
    expect(client.getQueryData(ACCOUNT_NOTICES_KEY)).toEqual(notices);
    expect(client.getQueryData(NOTIFICATIONS_KEY)).toEqual(notifications);
  });
});
