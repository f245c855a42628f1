import { TITLE_MAX, type Topic } from './constants.ts';

// Word stems per topic; a message may touch several. Matched on lower case, at word starts.
const TOPIC_WORDS: Record<Exclude<Topic, 'general'>, readonly string[]> = {
  cost: [
    'cost',
    'cheap',
    'price',
    'pricing',
    'saving',
    'save',
    'budget',
    'expensive',
    'margin',
    'afford',
    'spend',
    'money',
    'cogs',
  ],
  natural: ['natural', 'botanical', 'organic', 'plant', 'clean beauty', 'synthetic', 'herbal', 'iso 16128'],
  'anti-aging': [
    'anti-aging',
    'anti aging',
    'antiaging',
    'anti-ageing',
    'aging',
    'ageing',
    'wrinkle',
    'fine line',
    'firm',
    'elastic',
    'collagen',
    'retino',
    'peptide',
    'youth',
    'mature',
  ],
  sustainability: [
    'sustainab',
    'eco-',
    'eco friendly',
    'ecolog',
    'environment',
    'carbon',
    'footprint',
    'greener',
    'recycl',
    'ethical',
    'fair trade',
    'certif',
    'planet',
    'biodegrad',
  ],
};

const ORDER: readonly Exclude<Topic, 'general'>[] = ['cost', 'natural', 'anti-aging', 'sustainability'];

function mentions(text: string, stem: string): boolean {
  const escaped = stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z])${escaped}`).test(text);
}

/** The topics a message asks about, in a fixed order; "general" when none. */
export function detectTopics(message: string): Topic[] {
  const text = message.toLowerCase();
  const found = ORDER.filter((topic) => TOPIC_WORDS[topic].some((stem) => mentions(text, stem)));
  return found.length ? found : ['general'];
}

/** A session's tags: its topics, plus the formulation's product type when it has one. */
export function sessionTags(topics: readonly string[], productType?: string | null): string[] {
  const tags: string[] = [...topics];
  if (productType && !tags.includes(productType)) tags.push(productType);
  return tags;
}

/**
 * A session's title from its prompt: the first line, spaces collapsed, with " for {formulation}" when the
 * prompt does not name it; at most 80 characters, cut at a word with an ellipsis.
 */
export function sessionTitle(prompt: string, formulationName?: string | null): string {
  const firstLine =
    prompt
      .split(/\r?\n/)
      .find((line) => line.trim())
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  const base = firstLine.replace(/[?.!:;,\s]+$/, '') || 'AI session';
  const named =
    formulationName && !base.toLowerCase().includes(formulationName.toLowerCase())
      ? `${base} for ${formulationName}`
      : base;
  if (named.length <= TITLE_MAX) return named;
  const cut = named.slice(0, TITLE_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > TITLE_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
