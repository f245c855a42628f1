import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateTimeText, decimalText } from '../../../domain/common/api-text.ts';
import {
  exchangeRateInputSchema,
  exchangeRateSchema,
  offerInputSchema,
  offerSchema,
} from '../../../domain/supply/offer-schema.ts';
import { IMPORT_BODY_LIMIT, importFileBody, importResult, readImportFile } from '../../http/import-file.ts';
import { idParamsSchema } from '../../http/list-query.ts';
import { actorOf } from '../../http/request-actor.ts';
import type { OfferService } from './offers-service.ts';
import type { RateService } from './rates-service.ts';
import type { SupplyTransfer } from './transfer-service.ts';

// Not cached (ADR 007): an offer's cost in the company currency depends on the day's rate, not only on the data.
const read = { access: { action: 'read', resource: 'ingredients' } } as const;
const write = { access: { action: 'write', resource: 'ingredients' } } as const;

const offerParams = idParamsSchema.extend({ offerId: z.string().max(100) });
const recomputed = { recomputedFormulations: z.number().int() };

const comparisonSchema = z.object({
  companyCurrency: z.string(),
  offers: z.array(
    z.object({
      offer: offerSchema,
      /** The offer's cost per ounce minus the preferred one's; null when either has no rate. */
      costPerOunceChange: decimalText.nullable(),
      formulations: z.array(
        z.object({
          formulationId: z.string(),
          name: z.string(),
          version: z.number().int(),
          perUnit: decimalText,
          perYear: decimalText,
          yearlyVolume: decimalText,
          /** No yearly volume on file: 10,000 units assumed. */
          assumedVolume: z.boolean(),
        }),
      ),
    }),
  ),
});

const historySchema = z.array(
  z.object({
    unitCost: decimalText,
    unit: z.string(),
    price: decimalText,
    currency: z.string(),
    supplierId: z.string().nullable(),
    supplierName: z.string().nullable(),
    reason: z.string(),
    changedBy: z.string().nullable(),
    changedAt: dateTimeText,
  }),
);

const sendFile = (reply: FastifyReply, file: { body: Buffer; contentType: string; fileName: string }) =>
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);

/** Offers, the switch comparison, price history and exchange rates (ADR 061, ADR 062). */
export async function supplyRoutes(
  app: FastifyInstance,
  { offers, rates, transfer }: { offers: OfferService; rates: RateService; transfer: SupplyTransfer },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Every offer as a spreadsheet, and back (ADR 061): static paths, matched before /api/ingredients/:id.
  r.get('/api/ingredients/offers/export', { config: read }, async (_request, reply) =>
    sendFile(reply, await transfer.exportOffers()),
  );

  r.post(
    '/api/ingredients/offers/import',
    {
      config: write,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importFileBody, response: { 200: importResult } },
    },
    async (request) => transfer.importOffers(await readImportFile(request.body), actorOf(request)),
  );

  r.get('/api/exchange-rates/export', { config: read }, async (_request, reply) =>
    sendFile(reply, await transfer.exportRates()),
  );

  r.get(
    '/api/ingredients/:id/offers',
    { config: read, schema: { params: idParamsSchema, response: { 200: z.array(offerSchema) } } },
    async (request) => offers.list(request.params.id),
  );

  r.post(
    '/api/ingredients/:id/offers',
    {
      config: write,
      schema: {
        params: idParamsSchema,
        body: offerInputSchema,
        response: { 201: offerSchema.extend(recomputed) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await offers.create(request.params.id, request.body, actorOf(request))),
  );

  r.put(
    '/api/ingredients/:id/offers/:offerId',
    {
      config: write,
      schema: {
        params: offerParams,
        body: offerInputSchema,
        response: { 200: offerSchema.extend(recomputed) },
      },
    },
    async (request) =>
      offers.update(request.params.id, request.params.offerId, request.body, actorOf(request)),
  );

  r.delete(
    '/api/ingredients/:id/offers/:offerId',
    { config: write, schema: { params: offerParams } },
    async (request, reply) => {
      await offers.remove(request.params.id, request.params.offerId, actorOf(request));
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/ingredients/:id/offer-comparison',
    { config: read, schema: { params: idParamsSchema, response: { 200: comparisonSchema } } },
    async (request) => offers.comparison(request.params.id),
  );

  r.get(
    '/api/ingredients/:id/price-history',
    { config: read, schema: { params: idParamsSchema, response: { 200: historySchema } } },
    async (request) => offers.history(request.params.id),
  );

  r.get(
    '/api/exchange-rates',
    { config: read, schema: { response: { 200: z.array(exchangeRateSchema) } } },
    async () => rates.list(),
  );

  r.post(
    '/api/exchange-rates',
    {
      config: write,
      schema: { body: exchangeRateInputSchema, response: { 201: exchangeRateSchema.extend(recomputed) } },
    },
    async (request, reply) => reply.status(201).send(await rates.create(request.body, actorOf(request))),
  );

  r.post(
    '/api/exchange-rates/import',
    {
      config: write,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importFileBody, response: { 200: importResult } },
    },
    async (request) => rates.importFile(await readImportFile(request.body), actorOf(request)),
  );
}
