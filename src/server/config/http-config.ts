import path from 'node:path';
import { z } from 'zod';
import { bool } from './env-values.ts';

/** Where and how the web server listens, whom it trusts for client addresses, and what it logs. */
export const httpEnv = {
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  // "true" trusts X-Forwarded-For from any hop; otherwise a comma-separated list of proxy addresses/CIDRs.
  TRUST_PROXY: z.string().optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECURE_COOKIES: bool.optional(),
  WEB_DIST: z.string().optional(),
};

export interface HttpConfig {
  port: number;
  host: string;
  trustProxy: boolean | string[];
  publicOrigin?: string;
  logLevel: string;
  /** Secure, __Host- cookies: on when served over HTTPS (PUBLIC_ORIGIN https or SECURE_COOKIES). */
  secureCookies: boolean;
  webDist: string;
}

type HttpEnv = z.infer<z.ZodObject<typeof httpEnv>>;

export function httpConfig(e: HttpEnv): HttpConfig {
  const trustProxy =
    e.TRUST_PROXY === undefined || e.TRUST_PROXY === 'false' || e.TRUST_PROXY === ''
      ? false
      : e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY.split(',').map((part) => part.trim());
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy,
    publicOrigin: e.PUBLIC_ORIGIN,
    logLevel: e.LOG_LEVEL,
    secureCookies: e.SECURE_COOKIES ?? e.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    webDist: path.resolve(e.WEB_DIST ?? 'dist/web'),
  };
}

/**
 * Settings the server runs with but that weaken it: logged as warnings when it starts. TRUST_PROXY=true takes the
 * client's address from X-Forwarded-For whoever sent it, so a client behind no proxy claims any address it likes
 * and the per-address sign-in limits and lockouts (ADR 011) and the logs count that one instead.
 */
export function configWarnings(config: Pick<HttpConfig, 'trustProxy'>): string[] {
  const warnings: string[] = [];
  if (config.trustProxy === true)
    warnings.push(
      'TRUST_PROXY=true believes X-Forwarded-For from any client: anyone can then claim another address, ' +
        'getting around the sign-in limits per address and hiding in the logs. Set TRUST_PROXY to the ' +
        'addresses of your proxies instead, e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/8.',
    );
  return warnings;
}
