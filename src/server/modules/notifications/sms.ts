import type { SmsConfig } from '../../config/channels-config.ts';

/** A text message provider (ADR 064): one method, so another provider is one more implementation. */
export interface SmsProvider {
  configured: boolean;
  send(to: string, text: string): Promise<void>;
}

/**
 * Twilio's Messages API shape: POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form fields To, From and Body,
 * HTTP basic authentication with the account SID and auth token. The base URL is configurable (a gateway, a test
 * receiver). Without configuration nothing is sent and the account settings' SMS switches say why.
 */
export function createSmsProvider(config: SmsConfig | undefined): SmsProvider {
  if (!config) return { configured: false, send: async () => undefined };
  const url = `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    configured: true,
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        // An SMS segment is 160 characters; the provider splits longer ones, we keep alerts to a few segments.
        body: new URLSearchParams({ To: to, From: config.from, Body: text.slice(0, 480) }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
