/** Texts of the AI ideation chat (docs/product-rules.md, "The AI"). */
import { CONTEXT_MAX, MESSAGE_MAX } from './limits.ts';

// The limits live apart (limits.ts): the web's route loader needs RECENT_SESSIONS_SHOWN, and a module the first
// download imports brings every export any screen uses of it (these texts would ride on every screen).
export { CONTEXT_MAX, MESSAGE_MAX, RECENT_SESSIONS_SHOWN, TITLE_MAX } from './limits.ts';

export const MESSAGE_REQUIRED = 'Message is required';
export const MESSAGE_TOO_LONG = `Message must be at most ${MESSAGE_MAX} characters`;
export const CONTEXT_TOO_LONG = `Context must be at most ${CONTEXT_MAX} characters`;
export const RATING_RANGE = 'Rating must be a whole number from 1 to 5';

/** The chat's default context (docs/product-rules.md, "The AI"). */
export const GENERAL_CONTEXT = 'General AI assistance for skincare product development';

/**
 * The line an external AI's answer ends with when the user did not consent to data sharing (account settings,
 * privacy.dataSharing; ADR 064): the provider got the question alone, no formulation, costs or recipes.
 */
export const DATA_WITHHELD_NOTE =
  'Formulation data was not shared with the AI provider (your privacy settings).';

/** What the web shows when the provider failed (docs/product-rules.md, "The AI"); the API answers it with 502. */
export const PROVIDER_FAILED_MESSAGE = 'The AI provider did not answer. Please try again.';
export const CHAT_ERROR_TOAST = {
  title: 'Error',
  description: 'Failed to get AI response. Please try again.',
};

/** The chat's quick prompts: they only fill the input (docs/product-rules.md, "The AI"). */
export const QUICK_PROMPTS = [
  'Cost reduction ideas',
  'Natural ingredients',
  'Anti-aging benefits',
  'Sustainability improvements',
] as const;

/** The AI Ideation page's Quick Actions: each sends its prompt. */
export const QUICK_ACTIONS = [
  { label: 'Cost Optimization Ideas', prompt: 'Give me cost optimization ideas' },
  { label: 'Natural Ingredient Alternatives', prompt: 'Suggest natural ingredient alternatives' },
  { label: 'Sustainability Improvements', prompt: 'Suggest sustainability improvements' },
  { label: 'New Product Concepts', prompt: 'Suggest new product concepts' },
] as const;

export const PROVIDERS = ['builtin', 'openai-compatible'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** The built-in advisor's label, so nobody mistakes it for a language model (docs/product-rules.md, "The AI"). */
export const BUILTIN_LABEL = 'Built-in advisor';

export const TOPICS = ['cost', 'natural', 'anti-aging', 'sustainability', 'general'] as const;
export type Topic = (typeof TOPICS)[number];

/**
 * What the built-in advisor recognises a question to ask (intent.ts), in the order its answer takes them up:
 * "about" answers a question on a named raw material, substance or formulation; "unknown" says it cannot answer.
 */
export const INTENTS = [
  'comparison',
  'substitution',
  'concept',
  'claim',
  'compliance',
  'cost',
  'natural',
  'anti-aging',
  'sustainability',
  'about',
  'overview',
  'unknown',
] as const;
export type Intent = (typeof INTENTS)[number];

/** Which engine each of the AI's tools runs (tools.ts), as the chat names it beside the figures. */
export const TOOL_LABELS: Record<string, string> = {
  get_formulation: 'Formulation, cost and regulatory engines',
  search_ingredients: 'Inventory search',
  search_substances: 'Substance catalogue',
  cost_recipe: 'Cost engine',
  check_compliance: 'Regulatory engine',
  optimize_formulation: 'Least-cost optimizer',
};
