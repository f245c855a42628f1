import { z } from 'zod';

/** The spellings of a yes/no environment variable. */
export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An empty variable counts as unset (compose passes `${S3_ENDPOINT:-}` through as ""). */
export const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
