import { z } from 'zod';

export const activityEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  description: z.string(),
  userId: z.string().nullable(),
  user: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
