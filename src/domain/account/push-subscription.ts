import { z } from 'zod';

/** POST /api/account/push-subscriptions: what the browser's PushManager.subscribe() gives (its toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ error: 'Endpoint must be a URL' })
    .max(2000)
    .refine((url) => /^https?:\/\//.test(url), 'Endpoint must be an http or https URL'),
  keys: z.object({
    p256dh: z.string().min(20, 'The subscription keys are missing').max(200),
    auth: z.string().min(8, 'The subscription keys are missing').max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2000) });

/** GET /api/account/push-key: the server's VAPID public key, for PushManager.subscribe(applicationServerKey). */
export const pushKeySchema = z.object({ publicKey: z.string() });
