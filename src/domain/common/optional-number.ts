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
