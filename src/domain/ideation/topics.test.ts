import { describe, expect, it } from 'vitest';
import { QUICK_ACTIONS, QUICK_PROMPTS } from './constants.ts';
import { detectTopics, sessionTags, sessionTitle } from './topics.ts';

describe('detectTopics', () => {
  it("maps the chat's four quick prompts to their topics", () => {
    expect(QUICK_PROMPTS.map((prompt) => detectTopics(prompt))).toEqual([
      ['cost'],
      ['natural'],
      ['anti-aging'],
      ['sustainability'],
    ]);
  });

  it("maps the page's quick actions; new product concepts are general", () => {
    expect(QUICK_ACTIONS.map((action) => detectTopics(action.prompt))).toEqual([
      ['cost'],
      ['natural'],
      ['sustainability'],
      ['general'],
    ]);
  });

  it('finds several topics in one message, in a fixed order', () => {
    expect(detectTopics('Cheaper organic swaps with a lower carbon footprint?')).toEqual([
      'cost',
      'natural',
      'sustainability',
    ]);
    expect(detectTopics('What about wrinkles and the price?')).toEqual(['cost', 'anti-aging']);
  });

  it('matches at word starts only ("economy" is not "eco-", "reprice" is not "price")', () => {
    expect(detectTopics('How is the economy?')).toEqual(['general']);
    expect(detectTopics('Tell me about this product')).toEqual(['general']);
  });
});

describe('sessionTags', () => {
  it("adds the formulation's product type once", () => {
    expect(sessionTags(['cost'], 'serum')).toEqual(['cost', 'serum']);
    expect(sessionTags(['general'], null)).toEqual(['general']);
  });
});

describe('sessionTitle', () => {
  it('uses the first line of the prompt, naming the formulation', () => {
    expect(sessionTitle('Cost reduction ideas', 'Matte Hydrating Moisturizer')).toBe(
      'Cost reduction ideas for Matte Hydrating Moisturizer',
    );
    expect(sessionTitle('  How can   we cut cost?\nmore detail', null)).toBe('How can we cut cost');
    expect(sessionTitle('Ideas for Beard Oil', 'Beard Oil')).toBe('Ideas for Beard Oil');
  });

  it('is at most 80 characters, cut at a word with an ellipsis', () => {
    const title = sessionTitle(`${'word '.repeat(30)}end`, null);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).toMatch(/word…$/);
    expect(sessionTitle('x'.repeat(200), null)).toHaveLength(80);
  });
});
