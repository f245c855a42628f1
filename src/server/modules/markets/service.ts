import type { Market, MarketInput } from '../../../domain/market/market-schema.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, notFound, staleRevision } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { publishEvent } from '../events/publish.ts';
import { createMarketRepository, type MarketRow } from './repository.ts';

const toDto = (row: MarketRow): Market => ({
  code: row.code,
  name: row.name,
  follows: row.follows,
  fragranceLabel: row.fragranceLabel,
  revision: row.revision,
  updatedAt: row.updatedAt.toISOString(),
});

/** Re-checks every formulation in the caller's transaction (the compliance module's, handed in by services.ts). */
export type RecheckAll = (
  tx: Executor,
  actor: Actor,
) => Promise<{ checked: number; opened: number; resolved: number }>;

const FOLLOW_CHAIN = 'A market can follow only a market that follows none';

/**
 * The markets' settings (ADR 058). Which library a market follows changes what every formulation targeting it is
 * checked against, so a change re-checks every formulation in its transaction (checks never go stale).
 */
export function createMarketService({ db, recheckAll }: { db: Db; recheckAll?: RecheckAll }) {
  const read = createMarketRepository(db);
  return {
    list: async () => (await read.list()).map(toDto),

    async update(code: string, input: MarketInput, actor: Actor) {
      const checks = await db.transaction(async (tx) => {
        const repo = createMarketRepository(tx);
        const current = await repo.find(code, { forUpdate: true });
        if (!current) throw notFound('Market');
        if (current.revision !== input.revision) throw staleRevision();
        if (input.follows === code)
          throw badRequest('A market cannot follow itself', { follows: ['A market cannot follow itself'] });
        if (input.follows) {
          const followed = await repo.find(input.follows);
          if (followed?.follows || (await repo.followers(code)).length)
            throw badRequest(FOLLOW_CHAIN, { follows: [FOLLOW_CHAIN] });
        }
        if (!(await repo.update(code, input.revision, input))) throw staleRevision();
        await recordActivity(tx, actor, {
          action: 'market_update',
          entityType: 'market',
          description: `Updated market ${code} (${input.name})${input.follows ? `: follows the ${input.follows} library` : ''}, perfume labelled "${input.fragranceLabel}"`,
        });
        const counts = (await recheckAll?.(tx, actor)) ?? { checked: 0, opened: 0, resolved: 0 };
        await publishEvent(tx, 'compliance', null);
        return counts;
      });
      const row = await read.find(code);
      return { ...toDto(row!), checks };
    },
  };
}
export type MarketService = ReturnType<typeof createMarketService>;
