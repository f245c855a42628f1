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
  /** At most this many decimal places, as the column stores them; more is refused with `decimalsMessage`. */
  maxDecimals?: number;
  decimalsMessage?: string;
}

/** Decimal places of a number as typed (text) or as JavaScript writes it ("1e-7" has 7). */
export function decimalPlaces(value: number | string): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const exponent = /e([+-]\d+)$/i.exec(text);
  const mantissa = exponent ? text.slice(0, exponent.index) : text;
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - (exponent ? Number(exponent[1]) : 0));
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
      // More decimals than the column keeps would be stored rounded but costed as typed: refused instead.
      if (inRange && rule.maxDecimals !== undefined && decimalPlaces(value) > rule.maxDecimals) {
        ctx.addIssue({ code: 'custom', message: rule.decimalsMessage ?? rule.message });
        return z.NEVER;
      }
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

/** PostgreSQL's integer column: a revision or count beyond it is refused before it reaches the database. */
export const INT4_MAX = 2_147_483_647;
export const REVISION_RANGE = 'Revision is out of range';
