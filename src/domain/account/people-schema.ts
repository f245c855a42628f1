import { z } from 'zod';
import { PROFILE_VISIBILITIES } from './profile-visibility.ts';

/** One colleague's profile on the People screen (GET /api/people, ADR 064). */
export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  roleLabel: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  visibility: z.enum(PROFILE_VISIBILITIES),
});
export type Person = z.infer<typeof personSchema>;

export const peopleSchema = z.array(personSchema);
