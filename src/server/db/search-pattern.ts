/**
 * A search text as a LIKE pattern matching it anywhere, lower-cased: compared with `lower(column) LIKE`, the
 * expression the trigram GIN indexes hold (ADR 067). LIKE's own characters (\ % _) are escaped, so "50%" is text.
 */
export function containsPattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
