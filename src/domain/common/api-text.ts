import { z } from 'zod';

/**
 * Values the API carries as text, with the OpenAPI `format` an integrator's generator reads (docs/architecture.md, "Requests: authentication, sessions, tokens, permissions"). The
 * schemas validate exactly as `z.string()` does; the format only documents what the text holds.
 */

/** A decimal number as text (money, ounces, percentages): exact, never a binary float. */
export const decimalText = z.string().meta({
  format: 'decimal',
  description: 'A decimal number as text, exact to its stored scale (e.g. "12.3400").',
});

/** An instant as ISO 8601 text with its offset (e.g. "2026-11-24T03:04:49.000Z"). */
export const dateTimeText = z.string().meta({ format: 'date-time' });
