import { z } from 'zod';
import { bool } from './env-values.ts';

/** The services the server calls out to: an AI provider, an SMTP server for e-mail, webhook receivers. */
export const outboundEnv = {
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  // Webhook URLs may resolve to loopback, private or link-local addresses (on-premise receivers, tests).
  WEBHOOK_ALLOW_PRIVATE: bool.optional(),
  // The wait before a failed delivery's first retry; it doubles up to two hours (ADR 019).
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
};

export interface OutboundConfig {
  ai?: { baseUrl: string; apiKey: string; model: string; timeoutMs: number };
  aiTimeoutMs: number;
  /** E-mail through SMTP when SMTP_URL is set (account settings' e-mail switches are disabled without it). */
  mail?: { url: string; from: string };
  /** Webhook receivers on private addresses are allowed (otherwise refused as server-side request forgery). */
  webhookAllowPrivate: boolean;
  webhookRetryBaseMs: number;
}

type OutboundEnv = z.infer<z.ZodObject<typeof outboundEnv>>;

export function outboundConfig(e: OutboundEnv): OutboundConfig {
  return {
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY ?? '',
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
          }
        : undefined,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    mail: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM ?? 'Formulary <no-reply@localhost>' } : undefined,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE ?? false,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
  };
}
