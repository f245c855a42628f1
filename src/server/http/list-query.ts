import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** `?limit=&offset=` of docs/product-rules.md, "API conventions"; without limit a list answers every row, as the spec's screens expect. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/** A page with the search and sort of docs/product-rules.md, "API conventions": `?limit=&offset=&q=&sort=`. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sorts: S) {
  return pageQuerySchema.extend({
    q: z.string().trim().max(200).optional(),
    sort: z.enum(sorts).optional(),
  });
}

/** The id in a path: anything but a uuid is simply not found. */
export const idParamsSchema = z.object({ id: z.string().max(100) });

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export const messageSchema = z.object({ message: z.string() });

/**
 * The content type of an answer sent already serialized (a cached answer, a search page from memory): Fastify
 * sends a string of this type as it is, in one write with the headers, without the response schema's serializer.
 */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** A list page already serialized (its rows' JSON joined), with its total in X-Total-Count. */
export function sendSerializedPage(reply: FastifyReply, page: { json: string; total: number }) {
  return reply.header('x-total-count', String(page.total)).type(JSON_TYPE).send(page.json);
}
