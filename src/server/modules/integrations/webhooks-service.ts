import { randomUUID } from 'node:crypto';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
  WebhookInput,
  WebhookUpdate,
} from '../../../domain/integrations/webhooks.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, staleRevision } from '../../errors.ts';
import { isUuid } from '../../http/list-query.ts';
import { SEALED, type SecretBox } from '../../secrets/secret-box.ts';
import { type Actor, recordActivity } from '../activity/record-activity.ts';
import { leadsToPrivateAddress, PRIVATE_ADDRESS_MESSAGE } from './address-guard.ts';
import {
  type AttemptRow,
  createWebhookRepository,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks-repository.ts';

const LOG_LENGTH = 50;

/** The secret never leaves the server after it is given. */
function endpointDto(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    active: row.active,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function deliveryDto(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    status: row.status as WebhookDelivery['status'],
    attempts: attempts.map((attempt) => ({
      attemptedAt: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
      responseBody: attempt.responseBody,
    })),
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Webhook endpoints, their delivery log and resend (ADR 019). */
export function createWebhookService({
  db,
  allowPrivate,
  secrets,
}: {
  db: Db;
  allowPrivate: boolean;
  /** Seals the signing secret at rest (ADR 031). */
  secrets: SecretBox;
}) {
  const repo = createWebhookRepository(db);

  async function checkUrl(url: string) {
    if (!allowPrivate && (await leadsToPrivateAddress(url)))
      throw badRequest(PRIVATE_ADDRESS_MESSAGE, { url: [PRIVATE_ADDRESS_MESSAGE] });
  }

  async function endpoint(id: string) {
    const row = isUuid(id) ? await repo.find(id) : undefined;
    if (!row) throw notFound('Webhook');
    return row;
  }

  return {
    list: async () => (await repo.list()).map(endpointDto),
    get: async (id: string) => endpointDto(await endpoint(id)),

    async create(input: WebhookInput, actor: Actor) {
      await checkUrl(input.url);
      const created = await db.transaction(async (tx) => {
        // The id is chosen here so the sealed secret can be bound to its row.
        const id = randomUUID();
        const secret = secrets.seal(input.secret, SEALED.webhookSecret(id));
        const row = await createWebhookRepository(tx).insert({
          ...input,
          id,
          secret,
          createdBy: actor.userId,
        });
        await recordActivity(tx, actor, {
          action: 'webhook_create',
          entityType: 'webhook',
          entityId: row.id,
          description: `Registered webhook ${input.url} for ${input.events.join(', ')}`,
        });
        return endpointDto(row);
      });
      return created;
    },

    async update(id: string, input: WebhookUpdate, actor: Actor) {
      await endpoint(id);
      await checkUrl(input.url);
      const updated = await db.transaction(async (tx) => {
        const txRepo = createWebhookRepository(tx);
        const current = await txRepo.find(id, { forUpdate: true });
        if (!current) throw notFound('Webhook');
        if (current.revision !== input.revision) throw staleRevision();
        const { revision, secret, ...values } = input;
        const sealed = secret ? secrets.seal(secret, SEALED.webhookSecret(id)) : undefined;
        const row = await txRepo.update(id, revision, { ...values, ...(sealed && { secret: sealed }) });
        if (!row) throw staleRevision();
        await recordActivity(tx, actor, {
          action: 'webhook_update',
          entityType: 'webhook',
          entityId: id,
          description: `Updated webhook ${input.url}${secret ? ' (new secret)' : ''}`,
        });
        return endpointDto(row);
      });
      return updated;
    },

    async remove(id: string, actor: Actor) {
      const current = await endpoint(id);
      await db.transaction(async (tx) => {
        await createWebhookRepository(tx).remove(id);
        await recordActivity(tx, actor, {
          action: 'webhook_delete',
          entityType: 'webhook',
          entityId: id,
          description: `Deleted webhook ${current.url}`,
        });
      });
    },

    /** The newest deliveries with each attempt and answer. */
    async deliveries(id: string) {
      await endpoint(id);
      const { rows, attempts } = await repo.deliveries(id, LOG_LENGTH);
      return rows.map((row) =>
        deliveryDto(
          row,
          attempts.filter((attempt) => attempt.deliveryId === row.id),
        ),
      );
    },

    /** Sends a change again as a new delivery with the same event id (receivers can tell it is the same change). */
    async resend(id: string, deliveryId: string, actor: Actor) {
      await endpoint(id);
      const original = isUuid(deliveryId) ? await repo.findDelivery(id, deliveryId) : undefined;
      if (!original) throw notFound('Delivery');
      const row = await db.transaction(async (tx) => {
        const copy = await createWebhookRepository(tx).insertDelivery({
          endpointId: id,
          eventId: original.eventId,
          eventType: original.eventType,
          payload: original.payload,
        });
        await recordActivity(tx, actor, {
          action: 'webhook_resend',
          entityType: 'webhook',
          entityId: id,
          description: `Resent ${original.eventType} event ${original.eventId}`,
        });
        return copy;
      });
      return deliveryDto(row, []);
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
