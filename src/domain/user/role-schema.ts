import { z } from 'zod';
import { ROLES } from './roles.ts';

/** Kept apart from roles.ts so the web's first load (the user menu's role label) does not pull zod in. */
export const roleSchema = z.enum(ROLES, { error: 'Choose a role' });
