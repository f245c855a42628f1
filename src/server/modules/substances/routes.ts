import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INT4_MAX, REVISION_RANGE } from '../../../domain/common/numeric-input.ts';
import { searchSuggestionSchema, suggestionsQuerySchema } from '../../../domain/common/search-suggestion.ts';
import { SUBSTANCE_FUNCTIONS } from '../../../domain/substance/constants.ts';
import {
  nameResolutionSchema,
  SUBSTANCE_SORTS,
  substanceInputSchema,
  substanceSavedSchema,
  substanceSchema,
} from '../../../domain/substance/substance-schema.ts';
import { can } from '../../../domain/user/permissions.ts';
import { IMPORT_BODY_LIMIT, importFileBody, importResult, readImportFile } from '../../http/import-file.ts';
import { idParamsSchema, listQuerySchema, sendSerializedPage } from '../../http/list-query.ts';
import { actorOf, currentUser } from '../../http/request-actor.ts';
import type { SubstanceService } from './service.ts';

// Every read answers the same to everyone allowed to read: served from memory until the next change (ADR 007).
const read = { access: { action: 'read', resource: 'substances' }, cache: true } as const;
const write = { access: { action: 'write', resource: 'substances' } } as const;
// Reviewing a substance nothing matched is the regulatory staff's call (ADR 035).
const review = { access: { action: 'write', resource: 'compliance' } } as const;

const resolveQuery = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(300, 'Name must be at most 300 characters'),
});

const reviewBody = z.object({
  revision: z
    .int({ error: 'Revision is required' })
    .min(0, 'Revision is required')
    .max(INT4_MAX, REVISION_RANGE),
});

const listQuery = listQuerySchema(SUBSTANCE_SORTS).extend({
  allergen: z.enum(['true', 'false']).optional(),
  function: z.enum(SUBSTANCE_FUNCTIONS).optional(),
});

/** The substance catalogue (docs/product-rules.md, "Substances and the label"): search by INCI name, synonym or CAS number. */
export async function substanceRoutes(
  app: FastifyInstance,
  { substances }: { substances: SubstanceService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/substances',
    {
      config: { ...read, totalCount: true },
      schema: { querystring: listQuery, response: { 200: z.array(substanceSchema) } },
    },
    async (request, reply) => {
      const { allergen, ...query } = request.query;
      const filter = { ...query, allergen: allergen === undefined ? undefined : allergen === 'true' };
      // A search the catalogue's index answers comes serialized as the schema serializes it (ADR 067).
      const searched = substances.searchFromMemory(filter);
      if (searched) return sendSerializedPage(reply, searched);
      const { items, total } = await substances.list(filter);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  // "Did you mean": what a raw material's INCI text resolves to (INCI name, synonym, CAS, EC), else close names.
  r.get(
    '/api/substances/resolve',
    { config: read, schema: { querystring: resolveQuery, response: { 200: nameResolutionSchema } } },
    async (request) => ({
      name: request.query.name,
      ...(await substances.resolveName(request.query.name)),
    }),
  );

  // "Did you mean" for a search that found nothing (ADR 067): the INCI names and synonyms closest to the text.
  r.get(
    '/api/substances/suggestions',
    {
      config: read,
      schema: { querystring: suggestionsQuerySchema, response: { 200: z.array(searchSuggestionSchema) } },
    },
    async (request) =>
      (await substances.similarNames(request.query.q)).map(({ inciName, ...close }) => ({
        ...close,
        name: inciName,
      })),
  );

  r.post(
    '/api/substances/:id/review',
    {
      config: review,
      schema: { params: idParamsSchema, body: reviewBody, response: { 200: substanceSchema } },
    },
    async (request) => substances.markReviewed(request.params.id, request.body.revision, actorOf(request)),
  );

  r.get(
    '/api/substances/:id',
    { config: read, schema: { params: idParamsSchema, response: { 200: substanceSchema } } },
    async (request) => substances.get(request.params.id),
  );

  r.post(
    '/api/substances',
    { config: write, schema: { body: substanceInputSchema, response: { 201: substanceSchema } } },
    async (request, reply) => reply.status(201).send(await substances.create(request.body, actorOf(request))),
  );

  r.put(
    '/api/substances/:id',
    {
      config: write,
      schema: {
        params: idParamsSchema,
        body: substanceInputSchema,
        response: { 200: substanceSavedSchema },
      },
    },
    // Who may change the governed fields directly is the change proposals' write right (ADR 037).
    async (request) =>
      substances.update(request.params.id, request.body, actorOf(request), {
        direct: can(currentUser(request), 'write', 'change_proposals'),
      }),
  );

  r.delete(
    '/api/substances/:id',
    { config: write, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await substances.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/substances/import',
    {
      config: write,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importFileBody, response: { 200: importResult } },
    },
    async (request) => substances.importFile(await readImportFile(request.body), actorOf(request)),
  );
}
