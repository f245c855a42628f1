import { z } from 'zod';
import { serviceTokenInputSchema, tokenInputSchema } from '../../../../domain/integrations/tokens.ts';
import { expiryInputProblem } from './expiry.ts';

const ROLE_REQUIRED = 'Role is required';

/**
 * The create form: the server's own rules for name, access and role (domain/integrations/tokens.ts), with the
 * expiry as a calendar date checked against the same limit. A service token (`withRole`) needs a role. `now` is
 * read at each validation, so a form left open over midnight still checks against the present.
 */
export function tokenFormSchema({ withRole = false, now = () => new Date() } = {}) {
  return z
    .object({
      name: tokenInputSchema.shape.name,
      expiresOn: z.string().superRefine((value, ctx) => {
        const problem = expiryInputProblem(value, now());
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
      access: tokenInputSchema.shape.access,
      role: serviceTokenInputSchema.shape.role.optional(),
    })
    .superRefine((values, ctx) => {
      if (withRole && !values.role) ctx.addIssue({ code: 'custom', path: ['role'], message: ROLE_REQUIRED });
    });
}

export type TokenFormInput = z.input<ReturnType<typeof tokenFormSchema>>;
export type TokenFormValues = z.output<ReturnType<typeof tokenFormSchema>>;
