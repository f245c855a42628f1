import { z } from 'zod';

/** The changes an endpoint may subscribe to (ADR 019). */
export const WEBHOOK_EVENT_TYPES = [
  'formulation.created',
  'formulation.updated',
  'formulation.status_changed',
  'formulation.deleted',
  'ingredient.price_changed',
  'compliance.alert_opened',
  'compliance.alert_resolved',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const webhookInputSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'URL must be an http or https address' })
    .max(2000, 'URL must be less than 2000 characters'),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Unknown event type' }))
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)]),
  secret: z
    .string({ error: 'Secret is required' })
    .min(16, 'Secret must be at least 16 characters')
    .max(200, 'Secret must be less than 200 characters'),
  active: z.boolean().default(true),
});
export type WebhookInput = z.infer<typeof webhookInputSchema>;

/** An update may leave the secret as it is (it is never shown again). */
export const webhookUpdateSchema = webhookInputSchema.extend({
  secret: webhookInputSchema.shape.secret.optional(),
  revision: z.number().int().min(1),
});
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    active: z.boolean(),
    revision: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookAttemptSchema = z
  .object({
    attemptedAt: z.iso.datetime(),
    statusCode: z.number().int().nullable(),
    error: z.string().nullable(),
    durationMs: z.number().int(),
    responseBody: z.string().nullable(),
  })
  .meta({ id: 'WebhookAttempt' });

export const webhookDeliverySchema = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    eventType: z.enum(WEBHOOK_EVENT_TYPES),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.array(webhookAttemptSchema),
    nextAttemptAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
