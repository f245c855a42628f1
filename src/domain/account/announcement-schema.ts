import { z } from 'zod';
import { ANNOUNCEMENT_TEXT_MAX, ANNOUNCEMENT_TITLE_MAX } from './announcement-limits.ts';

/** POST /api/admin/announcements: what an administrator sends to everyone who opted in (ADR 064). */
export const announcementInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(ANNOUNCEMENT_TITLE_MAX, `Title must be at most ${ANNOUNCEMENT_TITLE_MAX} characters`),
  text: z
    .string({ error: 'Text is required' })
    .trim()
    .min(1, 'Text is required')
    .max(ANNOUNCEMENT_TEXT_MAX, `Text must be at most ${ANNOUNCEMENT_TEXT_MAX} characters`),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** A sent announcement, with how many users it reached (those who opted in to product announcements). */
export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  sentBy: z.string(),
  recipients: z.number().int(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListSchema = z.array(announcementSchema);
