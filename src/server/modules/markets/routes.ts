import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  marketCodeParamsSchema,
  marketInputSchema,
  marketSchema,
} from '../../../domain/market/market-schema.ts';
import { actorOf } from '../../http/request-actor.ts';
import type { MarketService } from './service.ts';

// Markets are part of the rule library (ADR 058): read and written by whoever reads and writes the rules.
const read = { access: { action: 'read', resource: 'regulatory_rules' }, feature: 'compliance' } as const;
const write = { access: { action: 'write', resource: 'regulatory_rules' }, feature: 'compliance' } as const;

const changedMarketSchema = marketSchema.extend({
  checks: z.object({ checked: z.number().int(), opened: z.number().int(), resolved: z.number().int() }),
});

export async function marketRoutes(app: FastifyInstance, { markets }: { markets: MarketService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/markets', { config: read, schema: { response: { 200: z.array(marketSchema) } } }, async () =>
    markets.list(),
  );

  r.put(
    '/api/markets/:code',
    {
      config: write,
      schema: {
        params: marketCodeParamsSchema,
        body: marketInputSchema,
        response: { 200: changedMarketSchema },
      },
    },
    async (request) => markets.update(request.params.code, request.body, actorOf(request)),
  );
}
