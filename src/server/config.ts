import path from 'node:path';
import { z } from 'zod';
import { type MetricsAccess, parseAllowList } from './http/metrics-access.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SEED: z.enum(['demo', 'none']).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  // "true" trusts X-Forwarded-For from any hop; otherwise a comma-separated list of proxy addresses/CIDRs.
  TRUST_PROXY: z.string().optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  SECURE_COOKIES: bool.optional(),
  WEB_DIST: z.string().optional(),
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).default(24),
  READ_CACHE: bool.optional(),
  BACKUP_KEEP: z.coerce.number().int().min(0).default(14),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(200).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  // A claim of the ID token or userinfo holding the role (e.g. "formulary_role" or "groups"); unset: viewers.
  OIDC_ROLE_CLAIM: z.string().min(1).max(100).optional(),
  // Sign-up and invitation routes: requests per address per 15 minutes (ADR 011).
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  // Slow an account's sign-ins after failures from many addresses (ADR 011); off only for load and fuzz tests.
  SIGN_IN_SLOWDOWN: bool.optional(),
  // Exports a user may start per hour, and how many each user keeps (the oldest beyond it are deleted).
  EXPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  // Requests per API token per minute (issue 16).
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  // Webhook URLs may resolve to loopback, private or link-local addresses (on-premise receivers, tests).
  WEBHOOK_ALLOW_PRIVATE: bool.optional(),
  // The wait before a failed delivery's first retry; it doubles up to two hours (ADR 019).
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  EXPORT_KEEP: z.coerce.number().int().min(1).default(50),
  // /metrics (ADR 044): addresses and CIDR blocks that may read it, and a bearer token that may from anywhere.
  METRICS_ALLOW: z
    .string()
    .optional()
    .refine((value) => parseAllowList(value).invalid.length === 0, {
      message: 'must be comma-separated IP addresses or CIDR blocks, e.g. 10.0.0.0/8,::1',
    }),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(500).optional(),
  // OpenTelemetry traces go to this OTLP/HTTP collector (its base URL; /v1/traces is added) when set.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(200).default('formulary'),
  EXPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  seed: 'demo' | 'none';
  adminEmail?: string;
  adminPassword?: string;
  trustProxy: boolean | string[];
  publicOrigin?: string;
  logLevel: string;
  signInRateLimit: number;
  ai?: { baseUrl: string; apiKey: string; model: string; timeoutMs: number };
  aiTimeoutMs: number;
  /** Secure, __Host- cookies: on when served over HTTPS (PUBLIC_ORIGIN https or SECURE_COOKIES). */
  secureCookies: boolean;
  webDist: string;
  backupIntervalHours: number;
  backupKeep: number;
  /** Sessions and chosen GET answers served from memory while the change feed listens (ADR 007). */
  readCache: boolean;
  /** E-mail through SMTP when SMTP_URL is set (account settings' e-mail switches are disabled without it). */
  mail?: { url: string; from: string };
  /** OpenID Connect single sign-on when the issuer, client id and secret are all set. */
  oidc?: { issuer: string; clientId: string; clientSecret: string; roleClaim?: string };
  signUpRateLimit: number;
  signInSlowdown: boolean;
  exportRateLimit: number;
  exportKeep: number;
  exportMaxBytes: number;
  apiTokenRateLimit: number;
  /** Webhook receivers on private addresses are allowed (otherwise refused as server-side request forgery). */
  webhookAllowPrivate: boolean;
  webhookRetryBaseMs: number;
  /** Who may read /metrics (ADR 044). */
  metrics: MetricsAccess;
  /** OpenTelemetry traces to an OTLP/HTTP collector, when OTEL_EXPORTER_OTLP_ENDPOINT is set (ADR 044). */
  tracing?: { endpoint: string; serviceName: string };
}

export class ConfigError extends Error {}

/** Parses the environment; a bad variable fails the boot with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const ai =
    e.AI_BASE_URL && e.AI_MODEL
      ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY ?? '', model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
      : undefined;
  const trustProxy =
    e.TRUST_PROXY === undefined || e.TRUST_PROXY === 'false' || e.TRUST_PROXY === ''
      ? false
      : e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY.split(',').map((part) => part.trim());
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED ?? (e.NODE_ENV === 'production' ? 'none' : 'demo'),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy,
    publicOrigin: e.PUBLIC_ORIGIN,
    logLevel: e.LOG_LEVEL,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    ai,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    secureCookies: e.SECURE_COOKIES ?? e.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    webDist: path.resolve(e.WEB_DIST ?? 'dist/web'),
    backupIntervalHours: e.BACKUP_INTERVAL_HOURS,
    backupKeep: e.BACKUP_KEEP,
    readCache: e.READ_CACHE ?? true,
    mail: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM ?? 'Formulary <no-reply@localhost>' } : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            roleClaim: e.OIDC_ROLE_CLAIM,
          }
        : undefined,
    signUpRateLimit: e.SIGN_UP_RATE_LIMIT,
    signInSlowdown: e.SIGN_IN_SLOWDOWN ?? true,
    exportRateLimit: e.EXPORT_RATE_LIMIT,
    exportKeep: e.EXPORT_KEEP,
    exportMaxBytes: e.EXPORT_MAX_BYTES,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE ?? false,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    metrics: { allow: parseAllowList(e.METRICS_ALLOW).allow, token: e.METRICS_TOKEN },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
  };
}
