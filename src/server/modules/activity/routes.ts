import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityEntrySchema } from '../../../domain/user/activity.ts';
import type { ActivityService } from './service.ts';

const read = { access: { action: 'read', resource: 'admin' } } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A date (YYYY-MM-DD, a whole UTC day) or an ISO date-time. */
const dateParam = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Invalid date')
  .optional();

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  userId: z.uuid({ error: 'Invalid user' }).optional(),
  action: z.string().trim().max(100).optional(),
  from: dateParam,
  to: dateParam,
});

/** `to` as a plain date includes that whole day. */
function dateBound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return end && DATE_ONLY.test(value) ? new Date(date.getTime() + DAY_MS - 1) : date;
}

export async function activityRoutes(app: FastifyInstance, { activity }: { activity: ActivityService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The activity log: newest first, a page at a time (X-Total-Count gives the total of the filter).
  r.get(
    '/api/admin/activity',
    {
      config: { ...read, totalCount: true },
      schema: { querystring: activityQuerySchema, response: { 200: z.array(activityEntrySchema) } },
    },
    async (request, reply) => {
      const { limit, offset, userId, action, from, to } = request.query;
      const { items, total } = await activity.list({
        limit,
        offset,
        userId,
        action: action || undefined,
        from: dateBound(from, false),
        to: dateBound(to, true),
      });
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  r.get(
    '/api/admin/activity/actions',
    { config: read, schema: { response: { 200: z.array(z.string()) } } },
    async () => activity.actions(),
  );
}
