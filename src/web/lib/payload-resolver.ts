import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Validates what will be sent, not what was typed: the form's text goes through `toPayload` and then the
 * shared domain schema the server uses, so the form and the API give the same messages on the same fields.
 */
export function payloadResolver<T extends FieldValues>(
  schema: z.ZodType,
  toPayload: (values: T) => unknown,
): Resolver<T> {
  const validate = zodResolver(schema as z.ZodType<FieldValues, FieldValues>, undefined, { raw: true });
  return async (values, context, options) => {
    const result = await validate(toPayload(values) as FieldValues, context, options as never);
    if (Object.keys(result.errors).length) return { values: {}, errors: result.errors as FieldErrors<T> };
    return { values, errors: {} };
  };
}
