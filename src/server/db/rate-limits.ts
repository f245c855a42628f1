import { lt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rateLimits } from './schema.ts';

/**
 * Fixed-window counters in PostgreSQL (ADR 011), so every instance behind a load balancer counts the same
 * requests: one statement counts the request and tells how many the window holds and when it ends.
 */
export function createRateLimitRepository(db: Db) {
  return {
    async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
      const result = await db.execute<{ count: number; ttl: number }>(sql`
        insert into ${rateLimits} (key, count, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
          reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
        returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`);
      const row = result.rows[0];
      return { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? windowMs) };
    },
    async prune() {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
