import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DATASET_FILE_BYTES,
  datasetApplyResultSchema,
  datasetPreviewSchema,
  datasetUploadSchema,
} from '../../../domain/regulatory-data/dataset-schema.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf } from '../../http/request-actor.ts';
import { uploadBodyLimit } from '../../uploads/upload-limits.ts';
import type { RegulatoryDatasetService } from './service.ts';

const read = { access: { action: 'read', resource: 'regulatory_datasets' }, feature: 'compliance' } as const;
const write = {
  access: { action: 'write', resource: 'regulatory_datasets' },
  feature: 'compliance',
} as const;

/** The annex datasets (ADR 055): import (preview), apply, list. */
export async function regulatoryDatasetRoutes(
  app: FastifyInstance,
  { datasets }: { datasets: RegulatoryDatasetService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/regulatory-datasets',
    { config: read, schema: { response: { 200: z.array(datasetPreviewSchema) } } },
    async () => datasets.list(),
  );

  r.get(
    '/api/regulatory-datasets/:id',
    { config: read, schema: { params: idParamsSchema, response: { 200: datasetPreviewSchema } } },
    async (request) => datasets.get(request.params.id),
  );

  r.post(
    '/api/regulatory-datasets',
    {
      config: write,
      bodyLimit: uploadBodyLimit(DATASET_FILE_BYTES),
      schema: { body: datasetUploadSchema, response: { 201: datasetPreviewSchema } },
    },
    async (request, reply) => reply.status(201).send(await datasets.preview(request.body, actorOf(request))),
  );

  r.post(
    '/api/regulatory-datasets/:id/apply',
    { config: write, schema: { params: idParamsSchema, response: { 200: datasetApplyResultSchema } } },
    async (request) => datasets.apply(request.params.id, actorOf(request)),
  );
}
