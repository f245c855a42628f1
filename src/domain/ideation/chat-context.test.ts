import { describe, expect, it } from 'vitest';
import { chatContext, chatGreeting } from './chat-context.ts';
import { GENERAL_CONTEXT } from './constants.ts';
import { usd } from './format.ts';

describe('chatContext', () => {
  it('is the general text without a formulation', () => {
    expect(chatContext(null)).toBe('General AI assistance for skincare product development');
    expect(chatContext(undefined)).toBe(GENERAL_CONTEXT);
  });

  it("names the formulation's product type, description, status, cost per unit and margin", () => {
    expect(
      chatContext({
        name: 'Beard Softening Oil',
        productType: 'treatment',
        description: 'Jojoba and squalane oil.',
        status: 'in_development',
        costPerUnit: '0.8125',
        targetMargin: '72.00',
      }),
    ).toBe(
      'Formulation "Beard Softening Oil", a treatment (Jojoba and squalane oil), with status In Development, a current cost per unit of $0.81 and a target margin of 72%.',
    );
  });

  it('stays under the 2000-character context limit with a long description', () => {
    const text = chatContext({
      name: 'N',
      productType: 'serum',
      description: 'd'.repeat(5000),
      status: 'draft',
      costPerUnit: '1',
      targetMargin: '60',
    });
    expect(text.length).toBeLessThan(2000);
  });
});

describe('chatGreeting', () => {
  it('uses the spec greetings', () => {
    expect(chatGreeting()).toMatch(/^Welcome! I'm your AI assistant for skincare product development/);
    expect(chatGreeting('Beard Softening Oil')).toMatch(
      /^I'm here to help you optimize "Beard Softening Oil"/,
    );
  });
});

describe('usd', () => {
  it('groups thousands and rounds half up', () => {
    expect(usd('1234567.8915')).toBe('$1,234,567.892');
    expect(usd('0.0025', 3)).toBe('$0.003');
    expect(usd('-2', 2)).toBe('-$2.00');
  });
});
