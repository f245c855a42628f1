import type { ServiceTokenInput, TokenInput } from '../../../../domain/integrations/tokens.ts';
import { expiryFromDateInput } from './expiry.ts';
import type { TokenFormValues } from './token-form.ts';

// Without zod (types only from the schemas): the screens call these, and the form that needs zod loads later.

/** What the API receives: the chosen day's end as an instant. */
export function toTokenInput(values: TokenFormValues): TokenInput {
  return {
    name: values.name,
    access: values.access,
    expiresAt: expiryFromDateInput(values.expiresOn).toISOString(),
  };
}

export function toServiceTokenInput(values: TokenFormValues): ServiceTokenInput {
  // The form's schema already refused a service token without a role; this keeps the type honest.
  if (!values.role) throw new Error('Role is required');
  return { ...toTokenInput(values), role: values.role };
}
