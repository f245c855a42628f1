import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conclusionInputSchema } from '../../../domain/safety/conclusion-schema.ts';
import { EXPOSURE_CATEGORIES } from '../../../domain/safety/exposure-categories.ts';
import {
  conclusionSchema,
  exposureCategoryInputSchema,
  exposureCategorySchema,
  formulationSafetySchema,
  safetyAssessmentSchema,
} from '../../../domain/safety/safety-schema.ts';
import { toxicologyInputSchema, toxicologySchema } from '../../../domain/safety/toxicology-schema.ts';
import {
  undesirableEffectInputSchema,
  undesirableEffectSchema,
} from '../../../domain/safety/undesirable-effect-schema.ts';
import { IMPORT_BODY_LIMIT, importFileBody, importResult, readImportFile } from '../../http/import-file.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf, currentUser, securityLogFor } from '../../http/request-actor.ts';
import type { AuthService } from '../auth/service.ts';
import type { AssessmentService } from './assessment-service.ts';
import type { EffectsService } from './effects-service.ts';
import type { PifService } from './pif-service.ts';
import type { ToxicologyService } from './toxicology-service.ts';

const read = { access: { action: 'read', resource: 'safety' } } as const;
const write = { access: { action: 'write', resource: 'safety' } } as const;
const effectParams = z.object({ id: z.string().max(100), effectId: z.string().max(100) });

/** The safety assessment (ADR 052): profiles, exposure categories, margins of safety, conclusions, the file. */
export async function safetyRoutes(
  app: FastifyInstance,
  services: {
    toxicology: ToxicologyService;
    assessment: AssessmentService;
    effects: EffectsService;
    pif: PifService;
    /** Re-authenticates a signer (ADR 030). */
    auth: Pick<AuthService, 'reauthenticate'>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { toxicology, assessment, effects, pif, auth } = services;

  r.get(
    '/api/exposure-categories',
    // The published table: the same answer to everyone, for the life of the release.
    { config: { ...read, cache: true }, schema: { response: { 200: z.array(exposureCategorySchema) } } },
    async () => [...EXPOSURE_CATEGORIES],
  );

  r.get(
    '/api/substances/:id/toxicology',
    { config: read, schema: { params: idParamsSchema, response: { 200: toxicologySchema } } },
    async (request) => toxicology.get(request.params.id),
  );

  r.put(
    '/api/substances/:id/toxicology',
    {
      config: write,
      schema: { params: idParamsSchema, body: toxicologyInputSchema, response: { 200: toxicologySchema } },
    },
    async (request) => toxicology.put(request.params.id, request.body, actorOf(request)),
  );

  r.post(
    '/api/toxicology/import',
    {
      config: write,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importFileBody, response: { 200: importResult } },
    },
    async (request) => toxicology.importFile(await readImportFile(request.body), actorOf(request)),
  );

  r.get(
    '/api/formulations/:id/safety',
    { config: read, schema: { params: idParamsSchema, response: { 200: formulationSafetySchema } } },
    async (request) => assessment.safety(request.params.id),
  );

  r.get(
    '/api/formulations/:id/safety/assessment',
    { config: read, schema: { params: idParamsSchema, response: { 200: safetyAssessmentSchema } } },
    async (request) => assessment.assessment(request.params.id),
  );

  r.put(
    '/api/formulations/:id/exposure-category',
    {
      config: write,
      schema: {
        params: idParamsSchema,
        body: exposureCategoryInputSchema,
        response: { 200: formulationSafetySchema },
      },
    },
    async (request) => assessment.setExposureCategory(request.params.id, request.body, actorOf(request)),
  );

  r.post(
    '/api/formulations/:id/safety/conclusions',
    {
      config: { ...write, personal: true },
      schema: { params: idParamsSchema, body: conclusionInputSchema, response: { 201: conclusionSchema } },
    },
    // A signature is the signer's own act: never a token's (ADR 029); the signer re-authenticates as for any
    // sensitive change, limited as sign-in is (ADR 030), before anything is read or written (ADR 053).
    async (request, reply) => {
      await auth.reauthenticate(
        currentUser(request),
        { password: request.body.password, code: request.body.totpCode ?? undefined },
        request.ip,
        securityLogFor(request),
        { field: 'password', sessionToken: request.sessionToken },
      );
      return reply.status(201).send(await assessment.sign(request.params.id, request.body, actorOf(request)));
    },
  );

  r.get(
    '/api/formulations/:id/undesirable-effects',
    { config: read, schema: { params: idParamsSchema, response: { 200: z.array(undesirableEffectSchema) } } },
    async (request) => effects.list(request.params.id),
  );

  r.post(
    '/api/formulations/:id/undesirable-effects',
    {
      config: write,
      schema: {
        params: idParamsSchema,
        body: undesirableEffectInputSchema,
        response: { 201: undesirableEffectSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await effects.create(request.params.id, request.body, actorOf(request))),
  );

  r.put(
    '/api/formulations/:id/undesirable-effects/:effectId',
    {
      config: write,
      schema: {
        params: effectParams,
        body: undesirableEffectInputSchema,
        response: { 200: undesirableEffectSchema },
      },
    },
    async (request) =>
      effects.update(request.params.id, request.params.effectId, request.body, actorOf(request)),
  );

  r.get(
    '/api/formulations/:id/pif',
    { config: read, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const file = await pif.pdf(request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
}
