import { z } from 'zod';
import { type NumberRule, numberField } from './numeric-input.ts';

/**
 * An optional number (or number as text) under a field's rule: empty text, null and a missing value are "not
 * given" (null); anything else must meet the rule and fails with its one message.
 */
export function optionalNumberField(rule: NumberRule) {
  return z
    .preprocess((value) => (value === '' || value === null ? undefined : value), numberField(rule).optional())
    .transform((value) => value ?? null);
}

/**
 * A number a PATCH may leave out (undefined: unchanged), clear (null or empty text: null) or set, under the
 * field's rule and its one message.
 */
export function clearableNumberField(rule: NumberRule) {
  const field = numberField(rule);
  return z
    .union([z.number(), z.string().max(40, rule.message), z.null()], { error: rule.message })
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null || value === '') return;
      const checked = field.safeParse(value);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
    })
    .transform((value) =>
      value === undefined ? undefined : value === null || value === '' ? null : field.parse(value),
    );
}
