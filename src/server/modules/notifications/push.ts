import webpush from 'web-push';
import type { PushConfig } from '../../config/channels-config.ts';
import type { Db } from '../../db/client.ts';
import { safeErrorText } from '../../safe-error.ts';
import { SEALED, type SecretBox } from '../../secrets/secret-box.ts';
import { createPushRepository } from './push-repository.ts';

export interface PushMessage {
  title: string;
  body: string;
}

/**
 * Web Push (ADR 064): `web-push` encrypts the message for each of the user's browsers (RFC 8291) and signs the
 * request with the server's VAPID key (RFC 8292); the request itself goes out with fetch, so a push service (or a
 * test's receiver) on plain http works as well as https. The key pair comes from the environment, or is generated
 * at first start and stored with its private half sealed (ADR 031).
 */
export function createPushSender({
  db,
  config,
  secrets,
  log,
}: {
  db: Db;
  config: PushConfig;
  secrets: SecretBox;
  log: (message: string) => void;
}) {
  const repo = createPushRepository(db);
  let keys: Promise<{ publicKey: string; privateKey: string }> | undefined;

  async function loadKeys() {
    if (config.keys) return config.keys;
    if (!(await repo.keys())) {
      const pair = webpush.generateVAPIDKeys();
      await repo.insertKeys(pair.publicKey, secrets.seal(pair.privateKey, SEALED.vapidPrivateKey()));
    }
    const row = (await repo.keys())!;
    return { publicKey: row.publicKey, privateKey: secrets.open(row.privateKey, SEALED.vapidPrivateKey()) };
  }
  const vapid = () => {
    keys ??= loadKeys().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  async function deliver(
    subscription: { endpoint: string; p256dh: string; auth: string },
    message: PushMessage,
  ) {
    const { publicKey, privateKey } = await vapid();
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      { vapidDetails: { subject: config.subject, publicKey, privateKey }, TTL: 24 * 60 * 60 },
    );
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    // The browser unsubscribed or the subscription expired: it will never accept again.
    if (response.status === 404 || response.status === 410) await repo.forget(subscription.endpoint);
    else if (!response.ok) throw new Error(`push service answered ${response.status}`);
  }

  return {
    publicKey: async () => (await vapid()).publicKey,
    subscribe: repo.subscribe,
    unsubscribe: repo.unsubscribe,
    /** To every browser the user subscribed; a refusal is logged, never thrown (the notice is already saved). */
    async send(userId: string, message: PushMessage) {
      for (const subscription of await repo.subscriptions(userId)) {
        await deliver(subscription, message).catch((error: unknown) =>
          log(`push to user ${userId} not delivered: ${safeErrorText(error)}`),
        );
      }
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
