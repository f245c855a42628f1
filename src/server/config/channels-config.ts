import { z } from 'zod';

/**
 * The push and SMS channels' environment (ADR 064), one of the concerns config.ts puts together.
 * Push always works: without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY the server generates a pair at first start
 * and keeps it sealed. SMS is off unless SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are all set.
 */
const channelEnv = z.object({
  VAPID_PUBLIC_KEY: z.string().min(20).max(200).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).max(200).optional(),
  // Who the push services may contact about this server (RFC 8292): a mailto: or https: URL.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
    .optional(),
  // Twilio's Messages API (or anything answering its shape); the base URL is configurable for a gateway.
  SMS_BASE_URL: z.url().default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z.string().min(1).max(100).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).max(200).optional(),
  SMS_FROM: z.string().min(3).max(40).optional(),
});

export interface PushConfig {
  /** From the environment, or undefined: generated at first start and stored (ADR 064). */
  keys?: { publicKey: string; privateKey: string };
  subject: string;
}

export interface SmsConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

export function loadChannelConfig(
  env: NodeJS.ProcessEnv,
  publicOrigin: string | undefined,
): { push: PushConfig; sms?: SmsConfig; issues: string[] } {
  const parsed = channelEnv.safeParse(env);
  if (!parsed.success) {
    return {
      push: { subject: 'mailto:no-reply@localhost' },
      issues: parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const e = parsed.data;
  const issues: string[] = [];
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    issues.push('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : undefined;
  const subject =
    e.VAPID_SUBJECT ?? (publicOrigin?.startsWith('https://') ? publicOrigin : 'mailto:no-reply@localhost');
  const sms =
    e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM
      ? {
          baseUrl: e.SMS_BASE_URL,
          accountSid: e.SMS_ACCOUNT_SID,
          authToken: e.SMS_AUTH_TOKEN,
          from: e.SMS_FROM,
        }
      : undefined;
  return { push: { keys, subject }, sms, issues };
}
