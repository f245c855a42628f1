import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteDocumentQuerySchema,
  documentListSchema,
  documentSchema,
  documentUploadSchema,
  expiringDocumentSchema,
  missingSdsSchema,
} from '../../../domain/supply/document-schema.ts';
import { DOCUMENT_FILE_BYTES } from '../../../domain/supply/documents.ts';
import { IMPORT_BODY_LIMIT, importFileBody, importResult, readImportFile } from '../../http/import-file.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf, currentUser } from '../../http/request-actor.ts';
import { uploadBodyLimit } from '../../uploads/upload-limits.ts';
import type { OwnerKind } from './repository.ts';
import type { DocumentService } from './service.ts';

// Not cached (ADR 007): days left and "expired" depend on the day, not only on the data.
const access = (action: 'read' | 'write', resource: 'ingredients' | 'suppliers') =>
  ({ access: { action, resource } }) as const;

const EXPIRY_DAYS = 'Days must be a whole number from 0 to 365';
const expiringQuery = z.object({
  days: z.coerce
    .number({ error: EXPIRY_DAYS })
    .int(EXPIRY_DAYS)
    .min(0, EXPIRY_DAYS)
    .max(365, EXPIRY_DAYS)
    .default(30),
});

/** Raw-material and supplier documents (ADR 069): upload, list, download, delete, expiry and missing SDS. */
export async function documentRoutes(app: FastifyInstance, { documents }: { documents: DocumentService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const owners: [string, OwnerKind, 'ingredients' | 'suppliers'][] = [
    ['/api/ingredients/:id/documents', 'ingredient', 'ingredients'],
    ['/api/suppliers/:id/documents', 'supplier', 'suppliers'],
  ];
  for (const [url, kind, resource] of owners) {
    r.get(
      url,
      {
        config: access('read', resource),
        schema: { params: idParamsSchema, response: { 200: documentListSchema } },
      },
      async (request) => documents.list(kind, request.params.id),
    );

    r.post(
      url,
      {
        config: access('write', resource),
        // The file in base64 and the JSON around it; the decoded size is checked against 20 MB (413).
        bodyLimit: uploadBodyLimit(DOCUMENT_FILE_BYTES),
        schema: { params: idParamsSchema, body: documentUploadSchema, response: { 201: documentSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await documents.upload(kind, request.params.id, request.body, actorOf(request))),
    );
  }

  r.get(
    '/api/documents/expiring',
    {
      config: access('read', 'ingredients'),
      schema: { querystring: expiringQuery, response: { 200: z.array(expiringDocumentSchema) } },
    },
    async (request) => documents.expiring(request.query.days),
  );

  r.get(
    '/api/documents/missing-sds',
    { config: access('read', 'ingredients'), schema: { response: { 200: z.array(missingSdsSchema) } } },
    async () => documents.missingSds(),
  );

  r.get(
    '/api/documents/export.csv',
    { config: access('read', 'ingredients'), schema: {} },
    async (_request, reply) => {
      const file = await documents.exportCsv();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    },
  );

  // Dates in bulk, from a spreadsheet shaped as the export (ADR 069); suppliers' rows need the right to edit them.
  r.post(
    '/api/documents/import',
    {
      config: access('write', 'ingredients'),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importFileBody, response: { 200: importResult } },
    },
    async (request) =>
      documents.importDates(await readImportFile(request.body), {
        ...actorOf(request),
        role: currentUser(request).role,
      }),
  );

  r.get(
    '/api/documents/:id/download',
    { config: access('read', 'ingredients'), schema: { params: idParamsSchema } },
    async (request, reply) => {
      const file = await documents.download(request.params.id);
      return reply
        .type(file.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(file.content);
    },
  );

  // Who may edit raw materials may delete their documents; a supplier's also needs the right to edit suppliers.
  r.delete(
    '/api/documents/:id',
    {
      config: access('write', 'ingredients'),
      schema: { params: idParamsSchema, querystring: deleteDocumentQuerySchema },
    },
    async (request, reply) => {
      await documents.remove(request.params.id, request.query.revision, {
        ...actorOf(request),
        role: currentUser(request).role,
      });
      return reply.status(204).send();
    },
  );
}
