import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeProposalSchema } from '../../../domain/change-proposal/change-proposal-schema.ts';
import { searchSuggestionSchema, suggestionsQuerySchema } from '../../../domain/common/search-suggestion.ts';
import { RAW_MATERIAL_CATEGORIES } from '../../../domain/raw-material/constants.ts';
import {
  RAW_MATERIAL_SORTS,
  rawMaterialInputSchema,
  rawMaterialSchema,
} from '../../../domain/raw-material/raw-material-schema.ts';
import { can } from '../../../domain/user/permissions.ts';
import { IMPORT_BODY_LIMIT, importFileBody, importResult, readImportFile } from '../../http/import-file.ts';
import { idParamsSchema, listQuerySchema, sendSerializedPage } from '../../http/list-query.ts';
import { actorOf, currentUser } from '../../http/request-actor.ts';
import type { RawMaterialService } from './service.ts';

// Every read here answers the same to everyone allowed to read: served from memory until the next change (ADR 007).
const read = { access: { action: 'read', resource: 'ingredients' }, cache: true } as const;
const write = { access: { action: 'write', resource: 'ingredients' } } as const;

const listQuery = listQuerySchema(RAW_MATERIAL_SORTS).extend({
  category: z.enum(RAW_MATERIAL_CATEGORIES).optional(),
  supplierId: z.guid().optional(),
});

/** The proposal a save filed when it asked for a function of use its saver may not set (ADR 037), or null. */
const savedProposal = changeProposalSchema.nullable();
/** Who sets a composition row's function of use directly: the change proposals' write right (ADR 037). */
const setsUsedAs = (request: FastifyRequest) => can(currentUser(request), 'write', 'change_proposals');

const whereUsedSchema = z.array(
  z.object({
    formulationId: z.string(),
    name: z.string(),
    version: z.number().int(),
    status: z.string(),
    ounces: z.string(),
    concentration: z.string(),
  }),
);

export async function rawMaterialRoutes(
  app: FastifyInstance,
  { ingredients: rawMaterials }: { ingredients: RawMaterialService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/ingredients',
    {
      config: { ...read, totalCount: true },
      schema: { querystring: listQuery, response: { 200: z.array(rawMaterialSchema) } },
    },
    async (request, reply) => {
      // A search the catalogue's index answers comes serialized as the schema serializes it (ADR 067).
      const searched = rawMaterials.searchFromMemory(request.query);
      if (searched) return sendSerializedPage(reply, searched);
      const { items, total } = await rawMaterials.list(request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  // "Did you mean" for a search that found nothing (ADR 067): the raw-material and INCI names closest to the text.
  r.get(
    '/api/ingredients/suggestions',
    {
      config: read,
      schema: { querystring: suggestionsQuerySchema, response: { 200: z.array(searchSuggestionSchema) } },
    },
    async (request) => rawMaterials.suggestions(request.query.q),
  );

  r.get(
    '/api/ingredients/:id',
    { config: read, schema: { params: idParamsSchema, response: { 200: rawMaterialSchema } } },
    async (request) => rawMaterials.get(request.params.id),
  );

  r.get(
    '/api/ingredients/:id/where-used',
    { config: read, schema: { params: idParamsSchema, response: { 200: whereUsedSchema } } },
    async (request) => rawMaterials.whereUsed(request.params.id),
  );

  r.post(
    '/api/ingredients',
    {
      config: write,
      schema: {
        body: rawMaterialInputSchema,
        response: { 201: rawMaterialSchema.extend({ proposal: savedProposal }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await rawMaterials.create(request.body, actorOf(request), { direct: setsUsedAs(request) })),
  );

  r.put(
    '/api/ingredients/:id',
    {
      config: write,
      schema: {
        params: idParamsSchema,
        body: rawMaterialInputSchema,
        response: {
          200: rawMaterialSchema.extend({
            recomputedFormulations: z.number().int(),
            proposal: savedProposal,
          }),
        },
      },
    },
    async (request) => {
      const { rawMaterial, recomputedFormulations, proposal } = await rawMaterials.update(
        request.params.id,
        request.body,
        actorOf(request),
        { direct: setsUsedAs(request) },
      );
      return { ...rawMaterial, recomputedFormulations, proposal };
    },
  );

  r.delete(
    '/api/ingredients/:id',
    { config: write, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await rawMaterials.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/ingredients/import',
    {
      config: write,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importFileBody, response: { 200: importResult } },
    },
    async (request) => {
      const { accepted, rejected } = await rawMaterials.importFile(
        await readImportFile(request.body),
        actorOf(request),
      );
      return { accepted, rejected };
    },
  );
}
