import { and, eq, isNotNull } from 'drizzle-orm';
import { isSealed, SEALED, type SecretBox } from '../secrets/secret-box.ts';
import type { Executor } from './client.ts';
import { users, vapidKeys, webhookEndpoints } from './schema.ts';

/** Every stored secret the server must read back: TOTP secrets, webhook signing secrets, the VAPID key (ADR 031). */
async function storedSecrets(tx: Executor) {
  const totp = await tx
    .select({ id: users.id, value: users.totpSecret })
    .from(users)
    .where(isNotNull(users.totpSecret));
  const webhooks = await tx
    .select({ id: webhookEndpoints.id, value: webhookEndpoints.secret })
    .from(webhookEndpoints);
  const vapid = await tx.select({ value: vapidKeys.privateKey }).from(vapidKeys);
  return [
    ...vapid.map((row) => ({
      value: row.value,
      context: SEALED.vapidPrivateKey(),
      write: (sealed: string) => tx.update(vapidKeys).set({ privateKey: sealed }),
    })),
    ...totp.map((row) => ({
      value: row.value!,
      context: SEALED.totpSecret(row.id),
      write: (sealed: string) => tx.update(users).set({ totpSecret: sealed }).where(eq(users.id, row.id)),
    })),
    ...webhooks.map((row) => ({
      value: row.value,
      context: SEALED.webhookSecret(row.id),
      write: (sealed: string) =>
        tx
          .update(webhookEndpoints)
          .set({ secret: sealed })
          .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.secret, row.value))),
    })),
  ];
}

/**
 * The data migration of ADR 031: secrets stored in the clear before it are sealed with the current key. Also what
 * a restore of an older backup needs (restore-cli runs the data migrations again after a restore).
 */
export async function sealPlainSecrets(tx: Executor, box: SecretBox): Promise<number> {
  let sealed = 0;
  for (const secret of await storedSecrets(tx)) {
    if (isSealed(secret.value)) continue;
    await secret.write(box.seal(secret.value, secret.context));
    sealed += 1;
  }
  return sealed;
}

/**
 * Key rotation (ADR 031), at every start: values sealed with a previous key (SECRETS_PREVIOUS_KEYS) are sealed
 * again with SECRETS_KEY. One no configured key opens is left as it is and reported: a key was lost, and only
 * setting that secret again (two-factor reset, a new webhook secret) recovers.
 */
export async function resealWithCurrentKey(
  tx: Executor,
  box: SecretBox,
): Promise<{ resealed: number; unreadable: number }> {
  let resealed = 0;
  let unreadable = 0;
  for (const secret of await storedSecrets(tx)) {
    if (!isSealed(secret.value) || box.sealedWithCurrentKey(secret.value)) continue;
    let plain: string;
    try {
      plain = box.open(secret.value, secret.context);
    } catch {
      unreadable += 1;
      continue;
    }
    await secret.write(box.seal(plain, secret.context));
    resealed += 1;
  }
  return { resealed, unreadable };
}
