import path from 'node:path';
import { z } from 'zod';
import { ROLES, type Role } from '../domain/user/roles.ts';
import { loadChannelConfig, type PushConfig, type SmsConfig } from './channels-config.ts';
import { type MetricsAccess, parseAllowList } from './http/metrics-access.ts';
import { DEVELOPMENT_KEY, parseKey } from './secrets/secret-box.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An empty variable counts as unset (compose passes `${S3_ENDPOINT:-}` through as ""). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

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
  // The claim of the ID token or userinfo whose values OIDC_ROLE_MAP maps to roles (default "groups").
  OIDC_ROLE_CLAIM: z.string().min(1).max(100).optional(),
  // Claim value -> role, comma-separated ("formulary-admins=admin,chemists=rd_scientist"); unset: new users are
  // viewers. Nothing becomes admin unless this map says so (ADR 032).
  OIDC_ROLE_MAP: z.string().max(4000).optional(),
  // Sign-up and invitation routes: requests per address per 15 minutes (ADR 011).
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  // Slow an account's sign-ins after failures from many addresses (ADR 011); off only for load and fuzz tests.
  SIGN_IN_SLOWDOWN: bool.optional(),
  // Exports a user may start per hour, and how many each user keeps (the oldest beyond it are deleted).
  EXPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  // Requests per API token per minute (ADR 018).
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  // Webhook URLs may resolve to loopback, private or link-local addresses (on-premise receivers, tests).
  WEBHOOK_ALLOW_PRIVATE: bool.optional(),
  // The wait before a failed delivery's first retry; it doubles up to two hours (ADR 019).
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  // The key that seals TOTP and webhook secrets at rest (ADR 031): 32 bytes, base64 or hex. Required in production.
  SECRETS_KEY: z.string().max(200).optional(),
  // Keys used before a rotation, comma-separated: values they sealed are re-sealed with SECRETS_KEY at start.
  SECRETS_PREVIOUS_KEYS: z.string().max(2000).optional(),
  EXPORT_KEEP: z.coerce.number().int().min(1).default(50),
  // Files (exports, backups) go to S3-compatible object storage when these four are set, else to PostgreSQL
  // (ADR 038).
  S3_ENDPOINT: unsetWhenEmpty(z.url()),
  S3_BUCKET: unsetWhenEmpty(z.string().min(3).max(63)),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().min(1).max(200)),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(1).max(500)),
  S3_REGION: z.string().min(1).max(50).default('us-east-1'),
  // Path-style addresses (endpoint/bucket/key) suit MinIO, Ceph and most self-hosted servers; false for
  // virtual-hosted buckets (bucket.endpoint).
  S3_FORCE_PATH_STYLE: bool.optional(),
  // What this process runs: the web server, the background job worker, or both (ADR 039).
  FORMULARY_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  // Jobs one worker process runs at once.
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  // The periodic jobs (automatic backup, reminders, rules coming into force); off only for tests that run each
  // job themselves.
  JOB_SCHEDULE: bool.optional(),
  // How often a worker says it is alive; a worker silent for three beats is taken for dead and its jobs
  // are released to the others (ADR 039).
  JOB_HEARTBEAT_SECONDS: z.coerce.number().min(0.2).max(300).default(10),
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
  /** Web Push (VAPID) and SMS (a Twilio-shaped HTTP API, off unless configured); channels-config.ts. */
  push: PushConfig;
  sms?: SmsConfig;
  /** OpenID Connect single sign-on when the issuer, client id and secret are all set. */
  oidc?: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    /** The claim whose values roleMap reads; the map's entries in the order given (the first match wins). */
    roleClaim: string;
    roleMap: [string, Role][];
  };
  signUpRateLimit: number;
  signInSlowdown: boolean;
  exportRateLimit: number;
  exportKeep: number;
  exportMaxBytes: number;
  apiTokenRateLimit: number;
  /** Webhook receivers on private addresses are allowed (otherwise refused as server-side request forgery). */
  webhookAllowPrivate: boolean;
  webhookRetryBaseMs: number;
  /**
   * The keys sealing secrets at rest (ADR 031): the current one and those before a rotation. `development` when no
   * SECRETS_KEY was given outside production (the public development key, config never allows it in production).
   */
  secrets: { current: Buffer; previous: Buffer[]; development: boolean };
  /** S3-compatible object storage for files when all of S3_ENDPOINT, _BUCKET and both keys are set. */
  s3?: S3Config;
  role: 'all' | 'web' | 'worker';
  jobConcurrency: number;
  jobHeartbeatMs: number;
  jobSchedule: boolean;
  /** Who may read /metrics (ADR 044). */
  metrics: MetricsAccess;
  /** OpenTelemetry traces to an OTLP/HTTP collector, when OTEL_EXPORTER_OTLP_ENDPOINT is set (ADR 044). */
  tracing?: { endpoint: string; serviceName: string };
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export class ConfigError extends Error {}

/**
 * Settings the server runs with but that weaken it: logged as warnings when it starts. TRUST_PROXY=true takes the
 * client's address from X-Forwarded-For whoever sent it, so a client behind no proxy claims any address it likes
 * and the per-address sign-in limits and lockouts (ADR 011) and the logs count that one instead.
 */
export function configWarnings(config: Pick<Config, 'trustProxy'>): string[] {
  const warnings: string[] = [];
  if (config.trustProxy === true)
    warnings.push(
      'TRUST_PROXY=true believes X-Forwarded-For from any client: anyone can then claim another address, ' +
        'getting around the sign-in limits per address and hiding in the logs. Set TRUST_PROXY to the ' +
        'addresses of your proxies instead, e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/8.',
    );
  return warnings;
}

/** Parses the environment; a bad variable fails the boot with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const channels = loadChannelConfig(env, e.PUBLIC_ORIGIN);
  if (channels.issues.length) throw new ConfigError(`Invalid environment:\n${channels.issues.join('\n')}`);
  const secrets = secretKeys(e.SECRETS_KEY, e.SECRETS_PREVIOUS_KEYS, e.NODE_ENV === 'production');
  const s3Missing = S3_VARIABLES.filter((name) => !e[name]);
  // Half a storage configuration would silently keep files in PostgreSQL: refuse it instead.
  if (s3Missing.length > 0 && s3Missing.length < S3_VARIABLES.length) {
    throw new ConfigError(
      `Invalid environment:\n  ${s3Missing.join(', ')}: required when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are used (set all four)`,
    );
  }
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
    push: channels.push,
    sms: channels.sms,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            roleClaim: e.OIDC_ROLE_CLAIM ?? 'groups',
            roleMap: roleMap(e.OIDC_ROLE_MAP),
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
    secrets,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
          }
        : undefined,
    role: e.FORMULARY_ROLE,
    jobConcurrency: e.JOB_CONCURRENCY,
    jobHeartbeatMs: Math.round(e.JOB_HEARTBEAT_SECONDS * 1000),
    jobSchedule: e.JOB_SCHEDULE ?? true,
    metrics: { allow: parseAllowList(e.METRICS_ALLOW).allow, token: e.METRICS_TOKEN },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
  };
}

/** OIDC_ROLE_MAP as (claim value, role) pairs; an unknown role or a malformed entry stops the boot. */
function roleMap(text: string | undefined): [string, Role][] {
  if (!text?.trim()) return [];
  return text
    .split(',')
    .filter((entry) => entry.trim())
    .map((entry) => {
      const at = entry.lastIndexOf('=');
      const value = entry.slice(0, at).trim();
      const role = entry.slice(at + 1).trim();
      if (at <= 0 || !value || !(ROLES as readonly string[]).includes(role)) {
        throw new ConfigError(
          `Invalid environment:\n  OIDC_ROLE_MAP: "${entry.trim()}" is not "claim value=role" with a role among ${ROLES.join(', ')}`,
        );
      }
      return [value, role as Role];
    });
}

/** SECRETS_KEY and SECRETS_PREVIOUS_KEYS as keys; production without a key of its own does not start. */
function secretKeys(current: string | undefined, previous: string | undefined, production: boolean) {
  const parse = (name: string, text: string) => {
    const key = parseKey(text);
    if (!key) {
      throw new ConfigError(
        `Invalid environment:\n  ${name}: must be 32 bytes as base64 or 64 hex digits (openssl rand -base64 32)`,
      );
    }
    return key;
  };
  const older = (previous ?? '')
    .split(',')
    .filter((part) => part.trim())
    .map((part) => parse('SECRETS_PREVIOUS_KEYS', part));
  if (current) return { current: parse('SECRETS_KEY', current), previous: older, development: false };
  if (production) {
    throw new ConfigError(
      'SECRETS_KEY is required in production: it seals two-factor and webhook secrets at rest. Generate one with `openssl rand -base64 32` and keep it apart from the backups (see the README).',
    );
  }
  return { current: DEVELOPMENT_KEY, previous: older, development: true };
}
