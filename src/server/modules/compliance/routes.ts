import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ISSUE_STATUSES, SEVERITIES } from '../../../domain/compliance/constants.ts';
import {
  issueInputSchema,
  issueSchema,
  issueStatusInputSchema,
} from '../../../domain/compliance/issue-schema.ts';
import { markReadInputSchema, notificationsSchema } from '../../../domain/compliance/notification-schema.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf, currentUser } from '../../http/request-actor.ts';
import type { ComplianceService } from './service.ts';

const read = { access: { action: 'read', resource: 'compliance' }, feature: 'compliance' } as const;
const report = { access: { action: 'report', resource: 'compliance' }, feature: 'compliance' } as const;
const write = { access: { action: 'write', resource: 'compliance' }, feature: 'compliance' } as const;

export async function complianceRoutes(
  app: FastifyInstance,
  { compliance }: { compliance: ComplianceService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/compliance/issues',
    {
      config: read,
      schema: {
        querystring: z.object({
          status: z.enum(ISSUE_STATUSES).optional(),
          severity: z.enum(SEVERITIES).optional(),
        }),
        response: { 200: z.array(issueSchema) },
      },
    },
    async (request) => compliance.list(request.query),
  );

  // The dashboard card and the header's notifications read this even when the compliance screen is turned off.
  r.get(
    '/api/compliance/issues/open',
    {
      config: { access: { action: 'read', resource: 'compliance' } },
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).optional() }),
        response: { 200: z.array(issueSchema) },
      },
    },
    async (request) => compliance.open(request.query.limit),
  );

  r.get(
    '/api/compliance/issues/:id',
    { config: read, schema: { params: idParamsSchema, response: { 200: issueSchema } } },
    async (request) => compliance.get(request.params.id),
  );

  r.post(
    '/api/compliance/issues',
    { config: report, schema: { body: issueInputSchema, response: { 201: issueSchema } } },
    async (request, reply) => reply.status(201).send(await compliance.report(request.body, actorOf(request))),
  );

  r.put(
    '/api/compliance/issues/:id',
    {
      config: write,
      schema: { params: idParamsSchema, body: issueInputSchema, response: { 200: issueSchema } },
    },
    async (request) => compliance.update(request.params.id, request.body, actorOf(request)),
  );

  r.patch(
    '/api/compliance/issues/:id/status',
    {
      config: write,
      schema: { params: idParamsSchema, body: issueStatusInputSchema, response: { 200: issueSchema } },
    },
    async (request) =>
      compliance.setStatus(request.params.id, request.body.status, request.body.revision, actorOf(request)),
  );

  // "Run checks": the rule library against every formulation (DESIGN §9).
  r.post(
    '/api/compliance/run-checks',
    {
      config: write,
      schema: {
        response: {
          200: z.object({ checked: z.number().int(), opened: z.number().int(), resolved: z.number().int() }),
        },
      },
    },
    async (request) => compliance.runChecks(actorOf(request)),
  );

  // The header's notifications button: every signed-in user, whether or not the compliance screen is on.
  r.get(
    '/api/notifications',
    { config: { access: 'user' }, schema: { response: { 200: notificationsSchema } } },
    async (request) => compliance.notifications(currentUser(request).id),
  );

  r.post(
    '/api/notifications/read',
    {
      config: { access: 'user' },
      schema: { body: markReadInputSchema, response: { 200: z.object({ unread: z.number().int() }) } },
    },
    async (request) => compliance.markRead(currentUser(request).id, request.body.ids),
  );

  r.delete(
    '/api/compliance/issues/:id',
    { config: write, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await compliance.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
}
