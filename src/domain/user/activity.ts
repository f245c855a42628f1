import { z } from 'zod';
import { dateTimeText } from '../common/api-text.ts';

export const activityEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  description: z.string(),
  userId: z.string().nullable(),
  user: z.string().nullable(),
  createdAt: dateTimeText,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
