import OpenAI from 'openai';
import { promptFacts } from '../../domain/ideation/prompt-facts.ts';
import type { AiProvider } from './provider.ts';
import { ProviderError } from './provider.ts';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export const SYSTEM_PROMPT = [
  "You are an R&D assistant for a men's skincare company's product-development team (formulators, product",
  'managers, procurement, finance, regulatory). Give practical, specific ideas about formulations: cost reduction,',
  'ingredient alternatives, natural and sustainable options, anti-aging actives, new product concepts.',
  'Use the facts from the company database given below; quote their figures (US dollars) instead of inventing',
  'prices, and say when a fact is missing. Mind EU cosmetics rules (Regulation 1223/2009) and mention safety and',
  'stability checks where a change needs them. Answer in plain text, concisely, and end with one short next step.',
].join(' ');

/** Longest reply we keep; a runaway answer is cut rather than stored whole. */
const MAX_REPLY = 20_000;

/**
 * A chat completion from any OpenAI-compatible server (OpenAI, Azure, Ollama, vLLM) through the `openai` SDK.
 * No retries (one timeout bounds the wait); any failure becomes a ProviderError.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers (Ollama, vLLM) take no key, but the SDK insists on one.
    apiKey: options.apiKey || 'not-needed',
    timeout: options.timeoutMs,
    maxRetries: 0,
  });

  return {
    name: 'openai-compatible',
    model: options.model,
    async reply({ message, context, formulation, facts }) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              {
                role: 'system',
                content: `Context: ${context}\n\nFacts from the database:\n${promptFacts(formulation, facts)}`,
              },
              { role: 'user', content: message },
            ],
          },
          { signal: AbortSignal.timeout(options.timeoutMs) },
        );
      } catch (error) {
        throw new ProviderError(`AI provider request failed: ${(error as Error)?.message ?? error}`, {
          cause: error,
        });
      }
      const content = (completion as Partial<typeof completion> | null)?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) {
        throw new ProviderError('AI provider answered without a message');
      }
      return content.trim().slice(0, MAX_REPLY);
    },
  };
}
