import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';

/** How many of a user's own notices the header lists (newest first); the badge counts every unread one. */
export const NOTICE_LIST_LIMIT = 20;

export const accountNoticeSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: dateTimeText,
});
export type AccountNotice = z.infer<typeof accountNoticeSchema>;

/** `GET /api/account-notices`: the signed-in user's own notices (sign-in alerts, security changes). */
export const accountNoticesSchema = z.object({
  unread: z.number().int(),
  items: z.array(accountNoticeSchema),
});
export type AccountNotices = z.infer<typeof accountNoticesSchema>;

export const noticeReadSchema = z.object({
  ids: z
    .array(z.guid({ error: 'Each id must be a notice id' }), { error: 'ids must be a list of notice ids' })
    .min(1, 'Give at least one id')
    .max(200, 'At most 200 ids at once'),
});
