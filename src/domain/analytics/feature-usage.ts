import { z } from 'zod';

/** How many days "Most used features" covers, and how many features it lists. */
export const USAGE_DAYS = 30;
export const USAGE_TOP = 8;

/** POST /api/usage: one use of a screen or feature (the web names it after its route, e.g. "formulations"). */
export const usageEventSchema = z.object({
  feature: z
    .string({ error: 'Feature is required' })
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Feature must be a screen name in lower case'),
});

export const usageCountedSchema = z.object({ counted: z.boolean() });

/** GET /api/admin/usage: uses per feature over the last USAGE_DAYS days, most used first. */
export const featureUsageSchema = z.object({
  days: z.number().int(),
  features: z.array(z.object({ feature: z.string(), uses: z.number().int() })),
});
export type FeatureUsage = z.infer<typeof featureUsageSchema>;
