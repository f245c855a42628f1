import type OpenAI from 'openai';
import type { DatabaseFacts } from '../../domain/ideation/facts.ts';
import type { EngineSource } from '../../domain/ideation/ideation-schema.ts';
import { toolDefinitions } from '../../domain/ideation/tool-definitions.ts';
import { runTool } from '../../domain/ideation/tools.ts';
import { ProviderError } from './provider.ts';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

/** Rounds of tool calls before the model must answer, and calls per round: a runaway model stops here. */
export const MAX_TOOL_ROUNDS = 6;
const MAX_CALLS_PER_ROUND = 8;

export const TOOL_PROMPT = [
  'You have tools that run the company\u2019s own engines on its database: get_formulation, search_ingredients,',
  'search_substances, cost_recipe, check_compliance, optimize_formulation. Every figure you give (costs, percentages,',
  'limits, savings) must come from a tool result: call the tools first, then answer. Each tool result carries an id',
  'such as T1; cite it in square brackets right after the figure it supports, e.g. "$0.4123 per unit [T2]". If no tool',
  'gives what is asked, say so instead of guessing.',
].join(' ');

/**
 * The function-calling loop (docs/product-rules.md, "The AI"): ask with the tools, run each call the model makes against the engines,
 * hand the results back, until the model answers in text or the rounds run out (then it is asked to answer with
 * what it has, tools off). The answer's sources are the tool results it cites (all of them if it cites none).
 */
export async function toolLoop(
  create: (
    body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming,
  ) => Promise<OpenAI.Chat.Completions.ChatCompletion>,
  model: string,
  messages: Message[],
  facts: DatabaseFacts,
): Promise<{ text: string; sources: EngineSource[] }> {
  const tools = toolDefinitions();
  const results: EngineSource[] = [];
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
    const last = round === MAX_TOOL_ROUNDS;
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await create({ model, messages, tools, tool_choice: last ? 'none' : 'auto' });
    } catch (error) {
      // Only the first request can say the server refuses tools (the caller falls back); a failure later in
      // the loop is a failure.
      if (round === 0) throw error;
      throw new ProviderError(`AI provider request failed: ${(error as Error)?.message ?? error}`, {
        cause: error,
      });
    }
    const message = (completion as Partial<typeof completion> | null)?.choices?.[0]?.message;
    if (!message) throw new ProviderError('AI provider answered without a message');
    const calls = (message.tool_calls ?? []).filter((call) => call.type === 'function');
    if (calls.length === 0 || last) {
      const text = message.content?.trim();
      if (!text) throw new ProviderError('AI provider answered without a message');
      const cited = results.filter((source) => text.includes(`[${source.id}]`));
      return { text, sources: cited.length ? cited : results };
    }
    messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
    for (const call of calls.slice(0, MAX_CALLS_PER_ROUND)) {
      const id = `T${results.length + 1}`;
      const outcome = await runTool(call.function.name, call.function.arguments, facts);
      results.push({ id, tool: call.function.name, figures: outcome.figures });
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: JSON.stringify({ id, ...{ result: outcome.result } }),
      });
    }
    // Calls past the per-round cap still need an answer: the API requires one per call id.
    for (const call of calls.slice(MAX_CALLS_PER_ROUND)) {
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: JSON.stringify({ error: 'Too many calls in one round' }),
      });
    }
  }
  throw new ProviderError('unreachable: the tool loop returns on its last round');
}
