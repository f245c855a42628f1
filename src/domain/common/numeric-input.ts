import { z } from 'zod';

// Plain decimals only: Number() would also take '0x10', '1e3' or ' ', none of which a form field produces.
const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export interface NumberRule {
  message: string;
  min: number;
  max?: number;
  /** Said when the value is above max, when that reads better than the field's message. */
  maxMessage?: string;
  integer?: boolean;
}

/**
 * A number, or a number sent as text (the spec's clients send "2.50"); every way of failing gives the field's
 * one message.
 */
export function numberField(rule: NumberRule) {
  return z
    .union([z.number({ error: rule.message }), z.string({ error: rule.message }).max(40, rule.message)], {
      error: rule.message,
    })
    .transform((value, ctx) => {
      const number =
        typeof value === 'number' ? value : NUMERIC_TEXT.test(value.trim()) ? Number(value) : Number.NaN;
      const inRange =
        Number.isFinite(number) &&
        number >= rule.min &&
        number <= (rule.max ?? Number.POSITIVE_INFINITY) &&
        (!rule.integer || Number.isInteger(number));
      if (inRange) return number;
      const tooBig = Number.isFinite(number) && rule.max !== undefined && number > rule.max;
      ctx.addIssue({ code: 'custom', message: tooBig && rule.maxMessage ? rule.maxMessage : rule.message });
      return z.NEVER;
    });
}

/** Optional text: empty becomes null, so "no value" is stored one way. */
export function optionalText(max: number, message = `Must be at most ${max} characters`) {
  return z
    .string()
    .max(max, message)
    .nullish()
    .transform((value) => value?.trim() || null);
}
