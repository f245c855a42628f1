/**
 * Names from the database recognised in a question: raw materials (name or INCI), formulations and substances.
 * Nothing is listed by hand; a name matches when its words appear in the message in order, or when one of its
 * distinctive words does ("jojoba" for "Jojoba Oil (Golden)"): a word no other candidate of the same kind has, of
 * four letters or more, and not one of the generic words every catalogue repeats.
 */
export interface NamedThing {
  id: string;
  names: readonly string[];
}

export interface NameMatch {
  id: string;
  /** Where in the message it was found (characters), to keep "A versus B" in the user's order. */
  at: number;
  /** 2: the whole name; 1: a distinctive word of it. */
  strength: 1 | 2;
}

// Words many names share: they point at no one thing.
const GENERIC = new Set([
  'acid',
  'extract',
  'oil',
  'butter',
  'water',
  'powder',
  'cream',
  'serum',
  'with',
  'for',
  'and',
  'the',
  'from',
  'leaf',
  'seed',
  'root',
  'fruit',
  'vitamin',
  'natural',
  'organic',
  'formula',
  'skin',
  'face',
  'mens',
  'men',
  'daily',
  'gel',
  'lotion',
]);

export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** Index of the first place `needle` occurs in `hay` as consecutive words, or -1. */
function findWords(hay: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  outer: for (let i = 0; i + needle.length <= hay.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** The plural "oils" or "peptides" still names the thing. */
const stem = (word: string) => (word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word);

/**
 * `byWord: false` takes whole names only: formulation names are made of everyday words ("Night", "Daily") that
 * a question uses in their plain sense.
 */
export function matchNames(
  message: string,
  things: readonly NamedThing[],
  options: { byWord?: boolean } = {},
): NameMatch[] {
  const hay = words(message).map(stem);
  const counts = new Map<string, number>();
  const tokens = things.map((thing) => {
    const own = new Set(thing.names.flatMap((name) => words(name.replace(/\(.*?\)/g, ' ')).map(stem)));
    for (const word of own) counts.set(word, (counts.get(word) ?? 0) + 1);
    return own;
  });
  const found: NameMatch[] = [];
  things.forEach((thing, index) => {
    let best: NameMatch | null = null;
    for (const name of thing.names) {
      // The name without its parenthesised detail ("Jojoba Oil (Golden)" is asked about as "jojoba oil").
      for (const variant of [name, name.replace(/\(.*?\)/g, ' ')]) {
        const needle = words(variant).map(stem);
        if (needle.length === 0 || (needle.length === 1 && GENERIC.has(needle[0]!))) continue;
        const at = findWords(hay, needle);
        if (at >= 0 && (!best || best.strength < 2)) best = { id: thing.id, at, strength: 2 };
      }
    }
    if (!best && options.byWord !== false) {
      for (const word of tokens[index]!) {
        if (word.length < 4 || GENERIC.has(word) || /^\d+$/.test(word) || counts.get(word)! > 1) continue;
        const at = hay.indexOf(word);
        if (at >= 0 && (!best || at < best.at)) best = { id: thing.id, at, strength: 1 };
      }
    }
    if (best) found.push(best);
  });
  // A whole-name match hides weaker ones that share its place (the "retinol" inside "retinol serum").
  const strong = found.filter((match) => match.strength === 2);
  return found
    .filter((match) => match.strength === 2 || !strong.some((other) => other.at === match.at))
    .sort((a, b) => a.at - b.at || b.strength - a.strength);
}
