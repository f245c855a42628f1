import { z } from 'zod';
import { DEVELOPMENT_KEY, parseKey } from '../secrets/secret-box.ts';
import { ConfigError } from './config-error.ts';

/** The keys that seal secrets at rest (ADR 031). */
export const secretsEnv = {
  // The key that seals TOTP and webhook secrets at rest (ADR 031): 32 bytes, base64 or hex. Required in production.
  SECRETS_KEY: z.string().max(200).optional(),
  // Keys used before a rotation, comma-separated: values they sealed are re-sealed with SECRETS_KEY at start.
  SECRETS_PREVIOUS_KEYS: z.string().max(2000).optional(),
};

export interface SecretsConfig {
  /**
   * The keys sealing secrets at rest (ADR 031): the current one and those before a rotation. `development` when no
   * SECRETS_KEY was given outside production (the public development key, config never allows it in production).
   */
  secrets: { current: Buffer; previous: Buffer[]; development: boolean };
}

type SecretsEnv = z.infer<z.ZodObject<typeof secretsEnv>>;

/** SECRETS_KEY and SECRETS_PREVIOUS_KEYS as keys; production without a key of its own does not start. */
export function secretsConfig(e: SecretsEnv, production: boolean): SecretsConfig {
  const parse = (name: string, text: string) => {
    const key = parseKey(text);
    if (!key) {
      throw new ConfigError(
        `Invalid environment:\n  ${name}: must be 32 bytes as base64 or 64 hex digits (openssl rand -base64 32)`,
      );
    }
    return key;
  };
  const older = (e.SECRETS_PREVIOUS_KEYS ?? '')
    .split(',')
    .filter((part) => part.trim())
    .map((part) => parse('SECRETS_PREVIOUS_KEYS', part));
  if (e.SECRETS_KEY) {
    return { secrets: { current: parse('SECRETS_KEY', e.SECRETS_KEY), previous: older, development: false } };
  }
  if (production) {
    throw new ConfigError(
      'SECRETS_KEY is required in production: it seals two-factor and webhook secrets at rest. Generate one with `openssl rand -base64 32` and keep it apart from the backups (see the README).',
    );
  }
  return { secrets: { current: DEVELOPMENT_KEY, previous: older, development: true } };
}
