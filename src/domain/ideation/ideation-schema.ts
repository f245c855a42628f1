import { z } from 'zod';
import { dateTimeText, decimalText } from '../common/api-text.ts';
import { INT4_MAX, numberField, REVISION_RANGE } from '../common/numeric-input.ts';
import {
  CONTEXT_MAX,
  CONTEXT_TOO_LONG,
  MESSAGE_MAX,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  PROVIDERS,
  RATING_RANGE,
} from './constants.ts';

/** `POST /api/ideation/chat`: a blank message is refused; the context is the chat's context text. */
export const chatInputSchema = z.object({
  message: z
    .string({ error: MESSAGE_REQUIRED })
    .max(MESSAGE_MAX, MESSAGE_TOO_LONG)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, MESSAGE_REQUIRED),
  context: z
    .string()
    .max(CONTEXT_MAX, CONTEXT_TOO_LONG)
    .nullish()
    .transform((value) => value?.trim() || null),
  formulationId: z
    .string()
    .max(100)
    .nullish()
    .transform((value) => value || null),
});
export type ChatInput = z.infer<typeof chatInputSchema>;

export const providerNameSchema = z.enum(PROVIDERS);

/** One engine result an answer drew on: the tool that ran and the figures it produced (shown as the engine's). */
export const engineSourceSchema = z.object({
  id: z.string(),
  tool: z.string(),
  figures: z.array(z.string()),
});
export type EngineSource = z.infer<typeof engineSourceSchema>;

export const chatResponseSchema = z.object({
  response: z.string(),
  sessionId: z.string(),
  provider: providerNameSchema,
  /** The engine results the answer cites (a language model's tool calls); empty for the built-in advisor. */
  sources: z.array(engineSourceSchema),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** Which provider answers, for the chat's label: "Built-in advisor" or the model's name. */
export const providerInfoSchema = z.object({
  provider: providerNameSchema,
  model: z.string().nullable(),
  label: z.string(),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;

/** An AI session (docs/product-rules.md, "The AI") as the API returns it. */
export const ideationSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  prompt: z.string(),
  context: z.string().nullable(),
  response: z.string(),
  tags: z.array(z.string()),
  formulationId: z.string().nullable(),
  formulationName: z.string().nullable(),
  /** Who asked: the team sees every session, its author alone changes it. */
  userId: z.string().nullable(),
  authorName: z.string(),
  provider: z.string(),
  rating: z.number().int().nullable(),
  isImplemented: z.boolean(),
  revision: z.number().int(),
  createdAt: dateTimeText,
  updatedAt: dateTimeText,
});
export type IdeationSession = z.infer<typeof ideationSessionSchema>;

/** `PATCH /api/ideation/:id`: rate 1 to 5 (null clears) and/or mark implemented, with the revision read. */
export const sessionPatchSchema = z.object({
  rating: numberField({ message: RATING_RANGE, min: 1, max: 5, integer: true }).nullish(),
  isImplemented: z.boolean({ error: 'Implemented must be true or false' }).optional(),
  revision: z.int({ error: 'Revision is required' }).min(0).max(INT4_MAX, REVISION_RANGE),
});
export type SessionPatch = z.infer<typeof sessionPatchSchema>;

export const sessionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

const swapSchema = z.object({
  replace: z.string(),
  with: z.string(),
  category: z.string(),
  savingPerUnit: decimalText,
  newCostPerUnit: decimalText,
  savingPerBatch: decimalText,
});

/** The AI cost optimization report: every formulation, its drivers and best same-category swap. */
export const costReportSchema = z.object({
  generatedAt: dateTimeText,
  provider: providerNameSchema,
  entries: z.array(
    z.object({
      formulationId: z.string(),
      name: z.string(),
      version: z.number().int(),
      productType: z.string(),
      status: z.string(),
      costPerUnit: decimalText,
      drivers: z.array(z.object({ name: z.string(), costPerUnit: decimalText, share: decimalText })),
      bestSwap: swapSchema.nullable(),
    }),
  ),
  totals: z.object({
    formulationCount: z.number().int(),
    withSavings: z.number().int(),
    totalSavingPerUnit: decimalText,
    totalSavingPerBatch: decimalText,
  }),
  text: z.string(),
});
export type CostReport = z.infer<typeof costReportSchema>;
