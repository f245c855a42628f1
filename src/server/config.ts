import { z } from 'zod';
import { loadChannelConfig, type PushConfig, type SmsConfig } from './config/channels-config.ts';
import { ConfigError } from './config/config-error.ts';
import { type DatabaseConfig, databaseConfig, databaseEnv } from './config/database-config.ts';
import { type FilesConfig, filesConfig, filesEnv } from './config/files-config.ts';
import { type HttpConfig, httpConfig, httpEnv } from './config/http-config.ts';
import { type JobsConfig, jobsConfig, jobsEnv } from './config/jobs-config.ts';
import {
  type ObservabilityConfig,
  observabilityConfig,
  observabilityEnv,
} from './config/observability-config.ts';
import { type OutboundConfig, outboundConfig, outboundEnv } from './config/outbound-config.ts';
import { type SecretsConfig, secretsConfig, secretsEnv } from './config/secrets-config.ts';
import { type SignInConfig, signInConfig, signInEnv } from './config/sign-in-config.ts';

export { ConfigError } from './config/config-error.ts';
export type { S3Config } from './config/files-config.ts';
export { configWarnings } from './config/http-config.ts';

/** Every variable the server reads but the push and SMS channels' (config/channels-config.ts), one concern a file. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  ...httpEnv,
  ...databaseEnv,
  ...signInEnv,
  ...secretsEnv,
  ...outboundEnv,
  ...filesEnv,
  ...jobsEnv,
  ...observabilityEnv,
});

export interface Config
  extends HttpConfig,
    DatabaseConfig,
    SignInConfig,
    SecretsConfig,
    OutboundConfig,
    FilesConfig,
    JobsConfig,
    ObservabilityConfig {
  env: 'development' | 'production' | 'test';
  /** Web Push (VAPID) and SMS (a Twilio-shaped HTTP API, off unless configured); config/channels-config.ts. */
  push: PushConfig;
  sms?: SmsConfig;
}

/** Parses the environment; a bad variable fails the boot with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const channels = loadChannelConfig(env, e.PUBLIC_ORIGIN);
  if (channels.issues.length) throw new ConfigError(`Invalid environment:\n${channels.issues.join('\n')}`);
  // The checks that stop the boot run in a fixed order (the keys, storage, then the OIDC role map), so a bad
  // environment always names the same variable first.
  const secrets = secretsConfig(e, production);
  const files = filesConfig(e);
  return {
    env: e.NODE_ENV,
    ...httpConfig(e),
    ...databaseConfig(e, production),
    ...signInConfig(e),
    ...secrets,
    ...outboundConfig(e),
    push: channels.push,
    sms: channels.sms,
    ...files,
    ...jobsConfig(e),
    ...observabilityConfig(e),
  };
}
