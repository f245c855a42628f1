import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';

/** How many open alerts the header's list shows (newest first); the badge counts every unread one. */
export const NOTIFICATION_LIST_LIMIT = 20;

export const notificationItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  severity: z.string(),
  status: z.string(),
  region: z.string().nullable(),
  dueDate: z.string().nullable(),
  automated: z.boolean(),
  createdAt: dateTimeText,
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** `GET /api/notifications`: the unread open compliance alerts of the signed-in user. */
export const notificationsSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationItemSchema),
});
export type Notifications = z.infer<typeof notificationsSchema>;

export const markReadInputSchema = z.object({
  ids: z
    .array(z.guid({ error: 'Each id must be a compliance issue id' }), {
      error: 'ids must be a list of compliance issue ids',
    })
    .min(1, 'Give at least one id')
    .max(200, 'At most 200 ids at once'),
});
export type MarkReadInput = z.infer<typeof markReadInputSchema>;
