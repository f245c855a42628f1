import http from 'node:http';
import https from 'node:https';
import { nextAttemptAt } from '../../../domain/integrations/retry-schedule.ts';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { SEALED, type SecretBox, SecretBoxError } from '../../secrets/secret-box.ts';
import { guardedLookup, literalPrivateHost, PRIVATE_ADDRESS_MESSAGE } from './address-guard.ts';
import { signatureHeader } from './signature.ts';
import { type ClaimedDelivery, createWebhookRepository } from './webhooks-repository.ts';

/** Settled deliveries are kept this long in the delivery log, then pruned (by the hourly `webhook_prune` job). */
export const DELIVERY_RETENTION_DAYS = 30;
const TIMEOUT_MS = 10_000;
const KEPT_BODY = 1000;

export const UNREADABLE_SECRET_MESSAGE =
  'The signing secret cannot be read with the configured SECRETS_KEY. Set the secret again.';

interface Answer {
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
}

export interface DispatcherOptions {
  db: Db;
  allowPrivate: boolean;
  /** The first retry's wait; it doubles from there (domain/integrations/retry-schedule.ts). */
  retryBaseMs: number;
  log: (message: string) => void;
  /** Opens the endpoints' sealed signing secrets (ADR 031). */
  secrets: SecretBox;
}

/** One POST, signed, with the address guard at connection time; never throws, the answer says what happened. */
function post(delivery: ClaimedDelivery, secret: string, allowPrivate: boolean): Promise<Answer> {
  const body = JSON.stringify(delivery.payload);
  if (!allowPrivate && literalPrivateHost(delivery.url))
    return Promise.resolve({ statusCode: null, error: PRIVATE_ADDRESS_MESSAGE, responseBody: null });
  const url = new URL(delivery.url);
  const client = url.protocol === 'https:' ? https : http;
  const type = (delivery.payload as { type?: string }).type ?? '';
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        timeout: TIMEOUT_MS,
        ...(!allowPrivate && { lookup: guardedLookup }),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Formulary-Webhooks/1',
          'x-formulary-event': type,
          'x-formulary-delivery': delivery.id,
          'x-formulary-signature': signatureHeader(secret, body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < KEPT_BODY) text += chunk;
        });
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? null,
            error: null,
            responseBody: text.slice(0, KEPT_BODY),
          }),
        );
        response.on('error', (error) =>
          resolve({ statusCode: response.statusCode ?? null, error: error.message, responseBody: null }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} seconds`)));
    request.on('error', (error) => resolve({ statusCode: null, error: error.message, responseBody: null }));
    request.end(body);
  });
}

/**
 * Sends the outbox (ADR 019) as background jobs (ADR 039): each delivery row, when written, enqueues a
 * `webhook_delivery` job in the same transaction (a trigger on the outbox). The job posts once; each attempt and
 * its answer go to the delivery log; a failed attempt schedules the next one on ADR 019's backoff (as a new job due
 * then) until a day after the change, then the delivery is marked failed.
 */
export function createDispatcher({ db, allowPrivate, retryBaseMs, log, secrets }: DispatcherOptions) {
  const repo = createWebhookRepository(db);

  /** Signs and sends; a secret no configured key opens is a failed attempt that says why (never unsigned). */
  async function send(delivery: ClaimedDelivery): Promise<Answer> {
    let secret: string;
    try {
      secret = secrets.open(delivery.secret, SEALED.webhookSecret(delivery.endpointId));
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      log(`webhook ${delivery.endpointId}: its signing secret cannot be opened: ${error.message}`);
      return { statusCode: null, error: UNREADABLE_SECRET_MESSAGE, responseBody: null };
    }
    return post(delivery, secret, allowPrivate);
  }

  /** The `webhook_delivery` job: one attempt at one delivery (nothing when it is no longer pending). */
  async function deliver(deliveryId: string) {
    const delivery = await repo.pending(deliveryId);
    if (!delivery) return;
    // A job that came before the delivery is due (a row written with a later time) waits for it.
    if (delivery.nextAttemptAt && delivery.nextAttemptAt.getTime() > Date.now() + 1000) {
      await enqueueJob(db, 'webhook_delivery', { deliveryId }, { runAt: delivery.nextAttemptAt });
      return;
    }
    const started = performance.now();
    const answer = await send(delivery);
    const durationMs = Math.round(performance.now() - started);
    const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
    const attempts = delivery.attempts + 1;
    const next = ok ? null : nextAttemptAt(delivery.createdAt, attempts, new Date(), retryBaseMs);
    await db.transaction(async (tx) => {
      const txRepo = createWebhookRepository(tx);
      await txRepo.recordAttempt({ deliveryId: delivery.id, durationMs, ...answer });
      await txRepo.settle(delivery.id, {
        status: ok ? 'delivered' : next ? 'pending' : 'failed',
        attempts,
        nextAttemptAt: next,
      });
      // The next attempt is a job due then, committed with this attempt's record.
      if (next) await enqueueJob(tx, 'webhook_delivery', { deliveryId: delivery.id }, { runAt: next });
    });
  }

  /** Drops delivered and failed deliveries settled more than DELIVERY_RETENTION_DAYS ago; pending ones stay. */
  async function prune(now = new Date()) {
    try {
      return await repo.prune(new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 86_400_000));
    } catch (error) {
      log(`webhook delivery pruning failed: ${(error as Error).message}`);
      return 0;
    }
  }

  return { deliver, prune };
}
export type Dispatcher = ReturnType<typeof createDispatcher>;
