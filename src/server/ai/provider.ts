import type { ProviderName } from '../../domain/ideation/constants.ts';
import type { DatabaseFacts, FormulationFact } from '../../domain/ideation/facts.ts';
import type { EngineSource } from '../../domain/ideation/ideation-schema.ts';

/** What every provider gets: the user's message, the chat's context text and the facts from the database. */
export interface ProviderInput {
  message: string;
  context: string;
  formulation: FormulationFact | null;
  facts: DatabaseFacts;
  /**
   * false: the user did not consent to data sharing (ADR 064), so an external provider is sent the question alone:
   * no context, formulation, facts or tools that read the database. The built-in advisor runs here and shares
   * nothing, so it ignores this.
   */
  shareData: boolean;
}

/**
 * An AI provider behind one interface (docs/product-rules.md, "The AI"): the OpenAI-compatible chat completion when configured, the
 * built-in advisor otherwise. `reply` makes network calls for some providers: never call it inside a transaction.
 */
export interface AiProvider {
  name: ProviderName;
  /** The model's name, or null for the built-in advisor. */
  model: string | null;
  reply(input: ProviderInput): Promise<ProviderReply>;
}

/** The answer, and the engine results it cites (docs/product-rules.md, "The AI": every figure traces to the engine). */
export interface ProviderReply {
  text: string;
  sources: EngineSource[];
}

/** The provider did not answer usefully (timeout, HTTP error, malformed answer): the route answers 502. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
