import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faceBalm, world } from '../../src/domain/ideation/test-catalogue.ts';
import { createOpenAiCompatibleProvider } from '../../src/server/ai/openai-compatible.ts';
import { ProviderError } from '../../src/server/ai/provider.ts';
import { MAX_TOOL_ROUNDS } from '../../src/server/ai/tool-loop.ts';
import { type FakeOpenAiServer, type RecordedRequest, startFakeOpenAiServer } from './fake-openai-server.ts';

/** The function-calling loop against a scripted OpenAI-compatible server that calls the engines' tools. */
let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => server.close());
beforeEach(() => {
  server.mode = 'script';
  server.requests.length = 0;
});

const provider = () =>
  createOpenAiCompatibleProvider({
    baseUrl: server.baseUrl,
    apiKey: '',
    model: 'tool-model',
    timeoutMs: 5_000,
  });
const input = {
  message: 'Make Face Balm cheaper',
  context: 'General',
  formulation: faceBalm,
  facts: world,
  shareData: true,
};

/** The tool results the model has been sent so far, by their id. */
function toolResults(
  request: RecordedRequest,
): Record<string, { id: string; result: Record<string, unknown> }> {
  const results = (request.body.messages ?? [])
    .filter((m) => m.role === 'tool')
    .map((m) => JSON.parse(m.content!) as { id: string; result: Record<string, unknown> });
  return Object.fromEntries(results.map((r) => [r.id, r]));
}

describe('the tool-calling loop', () => {
  it('runs the calls against the engines, sends back their results and cites the ones used', async () => {
    const seen: Record<string, { id: string; result: Record<string, unknown> }>[] = [];
    server.script = (request, turn) => {
      seen.push(toolResults(request));
      if (turn === 0)
        return { toolCalls: [{ name: 'get_formulation', arguments: '{"formulation":"Face Balm"}' }] };
      if (turn === 1)
        return {
          toolCalls: [
            {
              name: 'optimize_formulation',
              arguments: JSON.stringify({
                formulation: 'Face Balm',
                lines: [
                  { ingredient: 'Niacinamide (Vitamin B3)', minPercent: 5, maxPercent: 5 },
                  { ingredient: 'Purified Water', maxPercent: 80 },
                ],
              }),
            },
            {
              name: 'check_compliance',
              arguments: JSON.stringify({
                productType: 'serum',
                lines: [
                  { ingredient: 'Purified Water', percent: 97.5 },
                  { ingredient: 'Retinol (Stabilised)', percent: 2.5 },
                ],
              }),
            },
          ],
        };
      return {
        content: 'The optimizer brings it to $10.0000 per unit [T2]; a 2.5 % retinol serum fails [T3].',
      };
    };
    const reply = await provider().reply(input);

    const offered = server.requests[0]!.body.tools!.map((tool) => tool.function.name);
    expect(offered).toEqual([
      'get_formulation',
      'search_ingredients',
      'search_substances',
      'cost_recipe',
      'check_compliance',
      'optimize_formulation',
    ]);
    // 700 / 100 / 150 / 50 oz: (70 + 40 + 135 + 60) × 50 / 1000 = 15.25 per unit.
    expect(seen[1]!.T1!.result).toMatchObject({ name: 'Face Balm', costPerUnit: '15.2500' });
    // Water at most 80 %, niacinamide pinned at 5 %: the rest goes to glycerin ($0.40/oz, cheaper than jojoba):
    // (80 × 0.10 + 15 × 0.40 + 5 × 1.20) × 50 / 100 = 10.00, saving 5.25.
    expect(seen[2]!.T2!.result).toMatchObject({
      status: 'optimal',
      costPerUnit: '10.0000',
      savingPerUnit: '5.2500',
    });
    expect(seen[2]!.T3!.result).toMatchObject({
      passes: false,
      failing: ['Retinol at 2.5 %, over its 0.3 % maximum (Retinol limit)'],
    });
    expect(reply.text).toBe(
      'The optimizer brings it to $10.0000 per unit [T2]; a 2.5 % retinol serum fails [T3].',
    );
    expect(reply.sources).toEqual([
      {
        id: 'T2',
        tool: 'optimize_formulation',
        figures: ['optimal cost per unit $10.0000 (from $15.2500), saving $5.2500'],
      },
      {
        id: 'T3',
        tool: 'check_compliance',
        figures: ['Retinol at 2.5 %, over its 0.3 % maximum (Retinol limit)'],
      },
    ]);
  });

  it('answers bad arguments and unknown tools with an error the model can read', async () => {
    const seen: ReturnType<typeof toolResults>[] = [];
    server.script = (request, turn) => {
      seen.push(toolResults(request));
      if (turn === 0)
        return {
          toolCalls: [
            { name: 'cost_recipe', arguments: '{"lines":[{"ingredient":"Purified Water","percent":90}]}' },
            { name: 'drop_tables', arguments: '{}' },
            { name: 'search_ingredients', arguments: 'not json' },
          ],
        };
      return { content: 'I could not cost it.' };
    };
    const reply = await provider().reply(input);
    expect(seen[1]!.T1!.result).toEqual({ error: 'The lines total 90.0000 %, not 100 %' });
    expect(seen[1]!.T2!.result).toEqual({ error: 'Unknown tool "drop_tables"' });
    expect(seen[1]!.T3!.result).toEqual({ error: 'The arguments are not valid JSON' });
    expect(reply.text).toBe('I could not cost it.');
  });

  it(`stops after ${MAX_TOOL_ROUNDS} rounds and asks for an answer with the tools off`, async () => {
    server.script = (request) =>
      request.body.tool_choice === 'none'
        ? { content: 'Here is what I have.' }
        : { toolCalls: [{ name: 'search_ingredients', arguments: '{"query":"emollient"}' }] };
    const reply = await provider().reply(input);
    expect(server.requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(server.requests.at(-1)!.body.tool_choice).toBe('none');
    // Every search found the three emollients by their substances' function (cited none: all are listed).
    expect(reply.sources).toHaveLength(MAX_TOOL_ROUNDS);
    expect(reply.sources[0]!.figures).toEqual([
      'Dimethicone 350: $0.5000/oz',
      'Olive Squalane: $0.6000/oz',
      'Jojoba Oil (Golden): $0.9000/oz',
    ]);
  });

  it('a refusal after the first round is a failure, not a server without tools', async () => {
    server.script = (_request, turn) =>
      turn === 0
        ? { toolCalls: [{ name: 'get_formulation', arguments: '{"formulation":"Face Balm"}' }] }
        : { status: 400 };
    await expect(provider().reply(input)).rejects.toBeInstanceOf(ProviderError);
    // No prompt-with-facts retry: the two requests both offered the tools.
    expect(server.requests).toHaveLength(2);
    expect(server.requests.every((request) => request.body.tools)).toBe(true);
  });

  it('a model that answers with nothing is a provider failure', async () => {
    server.script = () => ({ content: '' });
    await expect(provider().reply(input)).rejects.toBeInstanceOf(ProviderError);
  });
});
