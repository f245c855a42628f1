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
import { complianceReportSchema } from '../../../domain/compliance/report.ts';
import { idParamsSchema, pageQuerySchema } from '../../http/list-query.ts';
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
      config: { ...read, totalCount: true },
      schema: {
        querystring: pageQuerySchema.extend({
          status: z.enum(ISSUE_STATUSES).optional(),
          severity: z.enum(SEVERITIES).optional(),
        }),
        response: { 200: z.array(issueSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await compliance.list(request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  // The dashboard card reads this; switched off, compliance closes every one of its routes (docs/product-rules.md, "Sign-in and permissions").
  r.get(
    '/api/compliance/issues/open',
    {
      config: read,
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

  // A formulation's compliance report (docs/product-rules.md, "Compliance"): computed live from its substances and the rule library.
  r.get(
    '/api/formulations/:id/compliance',
    { config: read, schema: { params: idParamsSchema, response: { 200: complianceReportSchema } } },
    async (request) => compliance.formulationReport(request.params.id),
  );

  // The same report as a file (docs/product-rules.md, "Compliance"): xlsx to work with, pdf to sign.
  r.get(
    '/api/formulations/:id/compliance/export',
    {
      config: read,
      schema: {
        params: idParamsSchema,
        querystring: z.object({
          format: z.enum(['xlsx', 'pdf'], { error: 'Format must be xlsx or pdf' }).default('xlsx'),
        }),
      },
    },
    async (request, reply) => {
      const file = await compliance.formulationReportFile(
        request.params.id,
        request.query.format,
        actorOf(request),
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  // "Run checks": the rule library against every formulation (docs/product-rules.md, "Compliance").
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

  // The header's compliance alerts: every signed-in user, while the compliance feature is on.
  r.get(
    '/api/notifications',
    {
      // Read marks are a person's (ADR 029): a service token reads the issues themselves.
      config: { access: 'user', feature: 'compliance', personal: true },
      schema: { response: { 200: notificationsSchema } },
    },
    async (request) => compliance.notifications(currentUser(request).id),
  );

  r.post(
    '/api/notifications/read',
    {
      config: { access: 'user', feature: 'compliance', personal: true },
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
