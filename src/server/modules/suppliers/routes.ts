import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SUPPLIER_SORTS,
  supplierInputSchema,
  supplierSchema,
} from '../../../domain/supplier/supplier-schema.ts';
import { IMPORT_BODY_LIMIT, importFileBody, importResult, readImportFile } from '../../http/import-file.ts';
import { idParamsSchema, listQuerySchema } from '../../http/list-query.ts';
import { actorOf } from '../../http/request-actor.ts';
import type { SupplierService } from './service.ts';

// Every read here answers the same to everyone allowed to read: served from memory until the next change (ADR 007).
const read = { access: { action: 'read', resource: 'suppliers' }, cache: true } as const;
const write = { access: { action: 'write', resource: 'suppliers' } } as const;

export async function supplierRoutes(app: FastifyInstance, { suppliers }: { suppliers: SupplierService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/suppliers',
    {
      config: { ...read, totalCount: true },
      schema: { querystring: listQuerySchema(SUPPLIER_SORTS), response: { 200: z.array(supplierSchema) } },
    },
    async (request, reply) => {
      const { items, total } = await suppliers.list(request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  r.get(
    '/api/suppliers/:id',
    { config: read, schema: { params: idParamsSchema, response: { 200: supplierSchema } } },
    async (request) => suppliers.get(request.params.id),
  );

  r.post(
    '/api/suppliers',
    { config: write, schema: { body: supplierInputSchema, response: { 201: supplierSchema } } },
    async (request, reply) => reply.status(201).send(await suppliers.create(request.body, actorOf(request))),
  );

  r.put(
    '/api/suppliers/:id',
    {
      config: write,
      schema: { params: idParamsSchema, body: supplierInputSchema, response: { 200: supplierSchema } },
    },
    async (request) => suppliers.update(request.params.id, request.body, actorOf(request)),
  );

  r.delete(
    '/api/suppliers/:id',
    { config: write, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await suppliers.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/suppliers/import',
    {
      config: write,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importFileBody, response: { 200: importResult } },
    },
    async (request) => suppliers.importFile(await readImportFile(request.body), actorOf(request)),
  );
}
