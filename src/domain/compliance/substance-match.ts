/**
 * How a rule's substance finds an ingredient (DESIGN §9): case-insensitive, on whole words. The substance's words
 * must appear, in order and next to each other, in the ingredient's INCI name or in its trade name; words are runs
 * of letters and digits, so punctuation, hyphens and brackets do not matter.
 *
 *   "Salicylic Acid"  matches  "Salicylic Acid", "Salicylic Acid (BHA)", "salicylic-acid 99 %"
 *   "Limonene"        matches  "d-Limonene"
 *   "Eugenol"         does not match "Isoeugenol" (part of a word)
 *   "Kojic Acid"      does not match "Kojic Dipalmitate" (a different substance)
 *
 * A blend whose name lists the substance ("Phenoxyethanol (and) Ethylhexylglycerin") matches at the whole line's
 * concentration, which errs on the safe side.
 */
export function words(text: string | null | undefined): string[] {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

export function matchesSubstance(
  substance: string | null | undefined,
  ingredient: { name: string; inciName: string | null | undefined },
): boolean {
  const needle = words(substance);
  if (needle.length === 0) return false;
  return containsRun(words(ingredient.inciName), needle) || containsRun(words(ingredient.name), needle);
}
