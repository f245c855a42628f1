import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { createRateLimitRepository, type RateLimitRepository } from '../db/rate-limits.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store on PostgreSQL: one counter per route and key, shared by every instance. */
function storeOn(repo: RateLimitRepository) {
  let hits = 0;
  class PostgresStore {
    constructor(private readonly prefix = '') {}
    incr(key: string, callback: Callback, timeWindow: number) {
      hits += 1;
      if (hits % 500 === 0) void repo.prune().catch(() => undefined);
      repo.hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(options: { routeInfo?: { method?: string | string[]; url?: string } }) {
      return new PostgresStore(`${[options.routeInfo?.method].flat().join(',')} ${options.routeInfo?.url}|`);
    }
  }
  return PostgresStore;
}

/**
 * Rate limits where a route asks for one (`config.rateLimit`): sign-up and invitations per address, exports per
 * user (ADR 011). Over the limit: 429 in our error format with Retry-After.
 */
async function rateLimitPlugin(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(rateLimit, {
    global: false,
    store: storeOn(createRateLimitRepository(db)) as never,
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit-store' });
