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
  applicationArea: 'face',
  exposure: 'leave_on',
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
      density: null,
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
      density: null,
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
  formulations: [],
  catalogue: { compositions: new Map(), substances: new Map(), rules: [], today: '2026-01-01' },
};
const input: ProviderInput = {
  message: 'Cost reduction ideas',
  context: 'Formulation "Matte Hydrating Moisturizer", a moisturizer, with status Approved',
  formulation,
  facts,
  shareData: true,
};

describe('openai-compatible provider', () => {
  it('without tool support: falls back to the prompt with the model, the system prompt, the context and the facts', async () => {
    server.mode = 'no-tools';
    expect(await provider().reply(input)).toEqual({ text: server.reply, sources: [] });
    // The first request offered the tools and was refused; the second carries the facts instead.
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.body.tools?.length).toBe(6);
    const request = server.requests[1];
    expect(request!.body.tools).toBeUndefined();
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body.model).toBe('test-model');
    const messages = request!.body.messages!;
    expect(messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(SYSTEM_PROMPT).toContain("men's skincare");
    expect(messages[1]!.content).toContain(`Context: ${input.context}`);
    // Facts from the cost engine. A gallon of water (no density given: 1 g/mL) weighs 3785.411784 / 28.349523125
    // = 133.5264712323 oz, so 900 oz at $0.256/gal cost 1.7255005534; C = 121.7255005534; per unit × 50 / 1000
    // = 6.0862750277.
    expect(messages[1]!.content).toContain('Formulation "Matte Hydrating Moisturizer" (version 1)');
    expect(messages[1]!.content).toContain('cost per unit $6.086; batch cost $121.73');
    expect(messages[1]!.content).toContain('- Niacinamide (Vitamin B3) | active | 100 | 10.00% | $1.200');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Cost reduction ideas' });
  });

  it('a server that supports tools but calls none: its answer, with no engine sources', async () => {
    expect(await provider().reply(input)).toEqual({ text: server.reply, sources: [] });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.body.messages![0]!.content).toContain('cite it in square brackets');
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
