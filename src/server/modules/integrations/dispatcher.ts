import http from 'node:http';
import https from 'node:https';
import { nextAttemptAt } from '../../../domain/integrations/retry-schedule.ts';
import type { Db } from '../../db/client.ts';
import { SEALED, type SecretBox, SecretBoxError } from '../../secrets/secret-box.ts';
import { guardedLookup, literalPrivateHost, PRIVATE_ADDRESS_MESSAGE } from './address-guard.ts';
import { signatureHeader } from './signature.ts';
import { type ClaimedDelivery, createWebhookRepository } from './webhooks-repository.ts';

const BATCH = 20;
/** A delivery is held this long by the instance sending it; past it, another instance may take it. */
const LEASE_MS = 60_000;
/** How often the outbox is read without a nudge: retries falling due, rows an instance left when it died. */
const POLL_MS = 10_000;
/** Settled deliveries are kept this long in the delivery log, then pruned (checked hourly). */
export const DELIVERY_RETENTION_DAYS = 30;
const PRUNE_MS = 3_600_000;
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
 * Sends the outbox (ADR 019): woken when a change commits (the live feed's notification, on every instance) and
 * every ten seconds; each attempt and its answer go to the delivery log; a failure is retried with backoff until a
 * day after the change, then the delivery is marked failed.
 */
export function createDispatcher({ db, allowPrivate, retryBaseMs, log, secrets }: DispatcherOptions) {
  const repo = createWebhookRepository(db);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let poll: NodeJS.Timeout | undefined;
  let pruning: NodeJS.Timeout | undefined;
  const retries = new Set<NodeJS.Timeout>();
  // Whether any endpoint is active: with none, a committed change wrote no delivery, and claiming after every
  // change was one more query per save under write load. True until known: one claim too many costs a query,
  // one too few would delay a delivery to the next poll.
  let endpointsActive = true;
  let counting: Promise<void> = Promise.resolve();

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

  async function deliver(delivery: ClaimedDelivery) {
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
    });
    if (next && !stopped) {
      const timer = setTimeout(
        () => {
          retries.delete(timer);
          nudge();
        },
        next.getTime() - Date.now() + 20,
      );
      timer.unref();
      retries.add(timer);
    }
  }

  async function drain() {
    do {
      again = false;
      const batch = await repo.claim(BATCH, LEASE_MS);
      await Promise.all(batch.map(deliver));
      if (batch.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function endpointsChanged() {
    counting = counting
      .then(async () => {
        endpointsActive = await repo.anyActive();
      })
      .catch((error: Error) => {
        endpointsActive = true;
        log(`webhook endpoints check failed: ${error.message}`);
      });
    return counting;
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

  function nudge() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: Error) => log(`webhook dispatch failed: ${error.message}`))
      .finally(() => {
        running = null;
      });
  }

  return {
    nudge,
    /** A change that may have written deliveries committed (the live feed's event, on every instance). */
    changeCommitted() {
      if (endpointsActive) nudge();
    },
    /** The endpoints changed (their table's notification): whether to claim after changes is read again. */
    endpointsChanged,
    prune,
    start() {
      stopped = false;
      poll = setInterval(nudge, POLL_MS);
      poll.unref();
      pruning = setInterval(() => void prune(), PRUNE_MS);
      pruning.unref();
      void prune();
      void endpointsChanged();
      nudge();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(pruning);
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
      await running;
    },
  };
}
export type Dispatcher = ReturnType<typeof createDispatcher>;
