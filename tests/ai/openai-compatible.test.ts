import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseFacts, FormulationFact } from '../../src/domain/ideation/facts.ts';
import { createOpenAiCompatibleProvider, SYSTEM_PROMPT } from '../../src/server/ai/openai-compatible.ts';
import { ProviderError, type ProviderInput } from '../../src/server/ai/provider.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './fake-openai-server.ts';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => server.close());
beforeEach(() => {
  server.mode = 'ok';
  server.requests.length = 0;
});

const provider = (timeoutMs = 5_000) =>
  createOpenAiCompatibleProvider({
    baseUrl: server.baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    timeoutMs,
  });

const formulation: FormulationFact = {
  id: 'f1',
  name: 'Matte Hydrating Moisturizer',
  description: null,
  productType: 'moisturizer',
  status: 'approved',
  version: 1,
  batchSize: '1000',
  unitSize: '50',
  targetMargin: '60',
  lines: [
    { ingredientId: 'nia', ounces: '100' },
    { ingredientId: 'aq', ounces: '900' },
  ],
};
const facts: DatabaseFacts = {
  inventory: [
    {
      id: 'nia',
      name: 'Niacinamide (Vitamin B3)',
      inciName: 'Niacinamide',
      category: 'active',
      unit: 'oz',
      unitCost: '1.20',
      qualityGrade: 'pharmaceutical',
      sustainabilityRating: 62,
      naturalOriginIndex: '0',
      supplierName: 'Kanto',
      regulatoryRestrictions: [],
      usageCount: 1,
    },
    {
      id: 'aq',
      name: 'Purified Water',
      inciName: 'Aqua',
      category: 'base',
      unit: 'gal',
      unitCost: '0.256',
      qualityGrade: 'cosmetic',
      sustainabilityRating: 96,
      naturalOriginIndex: '1',
      supplierName: null,
      regulatoryRestrictions: [],
      usageCount: 1,
    },
  ],
  suppliers: [],
  portfolio: {
    formulationCount: 1,
    productTypes: [{ productType: 'moisturizer', count: 1 }],
    highestCost: [],
  },
};
const input: ProviderInput = {
  message: 'Cost reduction ideas',
  context: 'Formulation "Matte Hydrating Moisturizer", a moisturizer, with status Approved',
  formulation,
  facts,
};

describe('openai-compatible provider', () => {
  it('returns the reply; the request carries the model, the system prompt, the context and the facts', async () => {
    expect(await provider().reply(input)).toBe(server.reply);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body.model).toBe('test-model');
    const messages = request!.body.messages!;
    expect(messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(SYSTEM_PROMPT).toContain("men's skincare");
    expect(messages[1]!.content).toContain(`Context: ${input.context}`);
    // Facts from the cost engine: C = 120 + 1.8 = 121.8; per unit 121.8 × 50 / 1000 = 6.09.
    expect(messages[1]!.content).toContain('Formulation "Matte Hydrating Moisturizer" (version 1)');
    expect(messages[1]!.content).toContain('cost per unit $6.090');
    expect(messages[1]!.content).toContain('- Niacinamide (Vitamin B3) | active | 100 | 10.00% | $1.200');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Cost reduction ideas' });
  });

  it('throws ProviderError when the server never answers within the timeout (no retry)', async () => {
    server.mode = 'hang';
    await expect(provider(300).reply(input)).rejects.toBeInstanceOf(ProviderError);
    expect(server.requests).toHaveLength(1);
  });

  it('throws ProviderError on a 500 (no retry)', async () => {
    server.mode = 'error500';
    await expect(provider().reply(input)).rejects.toBeInstanceOf(ProviderError);
    expect(server.requests).toHaveLength(1);
  });

  it('throws ProviderError on a malformed answer (200 with {})', async () => {
    server.mode = 'malformed';
    await expect(provider().reply(input)).rejects.toThrow(ProviderError);
  });

  it('throws ProviderError when the server is not there at all', async () => {
    const gone = createOpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: '',
      model: 'test-model',
      timeoutMs: 2_000,
    });
    await expect(gone.reply(input)).rejects.toBeInstanceOf(ProviderError);
  });
});
