import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ruleInputSchema, ruleSchema } from '../../../domain/compliance/rule-schema.ts';

/** A change answers with the rule and what the re-check it ran found (docs/product-rules.md, "Compliance": checks never go stale). */
const changedRuleSchema = ruleSchema.extend({
  checks: z.object({ checked: z.number().int(), opened: z.number().int(), resolved: z.number().int() }),
});

import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf } from '../../http/request-actor.ts';
import type { RegulatoryRuleService } from './service.ts';

const read = { access: { action: 'read', resource: 'regulatory_rules' }, feature: 'compliance' } as const;
const write = { access: { action: 'write', resource: 'regulatory_rules' }, feature: 'compliance' } as const;

export async function regulatoryRuleRoutes(
  app: FastifyInstance,
  { rules }: { rules: RegulatoryRuleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/regulatory-rules',
    { config: read, schema: { response: { 200: z.array(ruleSchema) } } },
    async () => rules.list(),
  );

  r.get(
    '/api/regulatory-rules/:id',
    { config: read, schema: { params: idParamsSchema, response: { 200: ruleSchema } } },
    async (request) => rules.get(request.params.id),
  );

  r.post(
    '/api/regulatory-rules',
    { config: write, schema: { body: ruleInputSchema, response: { 201: changedRuleSchema } } },
    async (request, reply) => reply.status(201).send(await rules.create(request.body, actorOf(request))),
  );

  r.put(
    '/api/regulatory-rules/:id',
    {
      config: write,
      schema: { params: idParamsSchema, body: ruleInputSchema, response: { 200: changedRuleSchema } },
    },
    async (request) => rules.update(request.params.id, request.body, actorOf(request)),
  );

  r.delete(
    '/api/regulatory-rules/:id',
    { config: write, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await rules.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
}
