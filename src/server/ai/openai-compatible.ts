import OpenAI from 'openai';
import { promptFacts } from '../../domain/ideation/prompt-facts.ts';
import type { AiProvider, ProviderInput, ProviderReply } from './provider.ts';
import { ProviderError } from './provider.ts';
import { TOOL_PROMPT, toolLoop } from './tool-loop.ts';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** false: never offer tools (a server known not to support them). */
  tools?: boolean;
}

export const SYSTEM_PROMPT = [
  "You are an R&D assistant for a men's skincare company's product-development team (formulators, product",
  'managers, procurement, finance, regulatory). Give practical, specific ideas about formulations: cost reduction,',
  'ingredient alternatives, natural and sustainable options, anti-aging actives, new product concepts.',
  'Use the facts from the company database given below; quote their figures (US dollars) instead of inventing',
  'prices, and say when a fact is missing. Mind EU cosmetics rules (Regulation 1223/2009) and mention safety and',
  'stability checks where a change needs them. Answer in plain text, concisely, and end with one short next step.',
].join(' ');

export const WITHHELD_PROMPT =
  'No facts from the company database are given with this question (the user did not consent to sharing them): answer in general terms and quote no company figures.';

/** Longest reply we keep; a runaway answer is cut rather than stored whole. */
const MAX_REPLY = 20_000;

/**
 * A chat completion from any OpenAI-compatible server (OpenAI, Azure, Ollama, vLLM) through the `openai` SDK.
 * With tools first (the engines as functions, tool-loop.ts); a server that refuses tools gets the prompt with the
 * database's facts instead. No retries (one timeout bounds each wait); any failure becomes a ProviderError.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers (Ollama, vLLM) take no key, but the SDK insists on one.
    apiKey: options.apiKey || 'not-needed',
    timeout: options.timeoutMs,
    maxRetries: 0,
  });

  // One deadline per reply, however many rounds of tool calls it takes (docs/product-rules.md, "The AI": 30 s).
  const creator =
    (signal: AbortSignal) => (body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming) =>
      client.chat.completions.create(body, { signal });
  // Learnt on the first refusal: a server without function calling gets prompt-with-facts from then on.
  let toolsSupported = options.tools !== false;

  async function promptWithFacts(
    { message, context, formulation, facts }: ProviderInput,
    signal: AbortSignal,
  ) {
    const completion = await creator(signal)({
      model: options.model,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        {
          role: 'system',
          content: `Context: ${context}\n\nFacts from the database:\n${promptFacts(formulation, facts)}`,
        },
        { role: 'user', content: message },
      ],
    });
    const content = (completion as Partial<typeof completion> | null)?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim())
      throw new ProviderError('AI provider answered without a message');
    return { text: content.trim(), sources: [] };
  }

  /** Without the user's consent to data sharing (ADR 064): our instructions and the question, nothing else. */
  async function questionOnly({ message }: ProviderInput, signal: AbortSignal) {
    const completion = await creator(signal)({
      model: options.model,
      messages: [
        { role: 'system', content: `${SYSTEM_PROMPT} ${WITHHELD_PROMPT}` },
        { role: 'user', content: message },
      ],
    });
    const content = (completion as Partial<typeof completion> | null)?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim())
      throw new ProviderError('AI provider answered without a message');
    return { text: content.trim(), sources: [] };
  }

  async function withTools({ message, context, formulation, facts }: ProviderInput, signal: AbortSignal) {
    const about = formulation
      ? `The chat is about formulation "${formulation.name}" (id ${formulation.id}).`
      : '';
    return toolLoop(
      creator(signal),
      options.model,
      [
        { role: 'system', content: `${SYSTEM_PROMPT} ${TOOL_PROMPT}` },
        { role: 'system', content: `Context: ${context} ${about}`.trim() },
        { role: 'user', content: message },
      ],
      facts,
    );
  }

  return {
    name: 'openai-compatible',
    model: options.model,
    async reply(input) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        let reply: ProviderReply | null = input.shareData ? null : await questionOnly(input, signal);
        if (!reply && toolsSupported) {
          try {
            reply = await withTools(input, signal);
          } catch (error) {
            if (!refusesTools(error)) throw error;
            toolsSupported = false;
          }
        }
        reply ??= await promptWithFacts(input, signal);
        return { ...reply, text: reply.text.slice(0, MAX_REPLY) };
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        throw new ProviderError(`AI provider request failed: ${(error as Error)?.message ?? error}`, {
          cause: error,
        });
      }
    },
  };
}

/**
 * A server without function calling answers a request with tools 400 (vLLM without --enable-auto-tool-choice,
 * older Ollama models: "does not support tools"), 404 or 422; anything else is a failure, not a refusal.
 */
function refusesTools(error: unknown): boolean {
  return error instanceof OpenAI.APIError && [400, 404, 422].includes(error.status ?? 0);
}
