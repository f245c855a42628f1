/**
 * Splitting a legal cell by its letters. The annexes letter the conditions of one entry "(a) ... (b) ...", in
 * every column that differs by condition, in many hands: "(a)", "a)", grouped "(a) (b) (c)", "For (a) and
 * (b):", "(a) to (e):", with sub-points "(a) (i) 8 %    (ii) 11 %" or "(a)(ii)". A cell becomes a list of
 * segments, each with the letters it speaks for (null: the text before any letter, which speaks for all).
 */

export interface LetterSegment {
  /** "a", "b", "a.ii"; null for text that precedes every letter. */
  letters: string[] | null;
  text: string;
}

const MAIN = 'abcdefghijklmn';
const SUB = ['i', 'ii', 'iii', 'iv'];

// One marker: "(a)", "a)", "(ii)"; a group: markers joined by spaces, commas, "and", "to" or "&".
const MARKER = String.raw`(?:\(\s*(?:[a-n]|iii|ii|iv|i)\s*\)|(?<![A-Za-z0-9(])[a-n]\))`;
const JOIN = String.raw`\s*(?:,|\band\b|\bto\b|&)?\s*`;
const GROUP = new RegExp(String.raw`(?:\bFor\s+)?${MARKER}(?:${JOIN}${MARKER})*\s*[:,]?`, 'g');

// Words after which "(c)" is a reference, not a letter: "column (g)", "letter (c)", "point (g)", "of (k)".
const REFERENCE_BEFORE = /\b(?:column|columns|letter|letters|point|points|under|of|in|entry|Article)\s*$/i;

interface Marker {
  main: string | null;
  sub: string | null;
}

function markers(group: string): { markers: Marker[]; range: boolean } {
  const found: Marker[] = [];
  for (const match of group.matchAll(/\(\s*([a-n]|iii|ii|iv|i)\s*\)|([a-n])\)/g)) {
    const value = (match[1] ?? match[2])!;
    found.push({ main: value, sub: null });
  }
  return { markers: found, range: /\bto\b/.test(group) };
}

/**
 * The letters a group names. "(i)" is the letter i after (h) and a sub-point otherwise; "(ii)"... always
 * sub-points, of the letter they follow in the group or of the last letter seen.
 */
function lettersOf(group: string, lastMain: string | null, lastLetterSeen: string | null): string[] {
  const { markers: found, range } = markers(group);
  const letters: string[] = [];
  let main = lastMain;
  let seenMainInGroup = false;
  for (const marker of found) {
    const value = marker.main!;
    const isSub =
      SUB.includes(value) && (value !== 'i' || seenMainInGroup || (lastLetterSeen !== 'h' && main !== null));
    if (isSub) {
      const parent = main ?? 'a';
      // "(a) (i)": the sub-point replaces its parent in the list.
      if (letters.at(-1) === parent) letters.pop();
      letters.push(`${parent}.${value}`);
    } else {
      main = value;
      seenMainInGroup = true;
      letters.push(value);
    }
  }
  if (range && letters.length === 2 && !letters.some((letter) => letter.includes('.'))) {
    const from = MAIN.indexOf(letters[0]!);
    const to = MAIN.indexOf(letters[1]!);
    if (from >= 0 && to > from) return MAIN.slice(from, to + 1).split('');
  }
  return letters;
}

function acceptable(text: string, index: number, group: string): boolean {
  const before = text.slice(0, index);
  if (REFERENCE_BEFORE.test(before)) return false;
  // "(For (a) and (b): ..." opens a bracket the export never closes.
  if (/^For\b/.test(group) && /(^|\n)\s*\($/.test(before)) return true;
  // At a line start (bullets and spaces aside), or after a space or the end of a sentence.
  return /(^|\n)[\s—\-•]*$/.test(before) || /[\s.:;]$/.test(before);
}

// A footnote or note line ("Footnote 1: ...", "(*) From 26 January 2022 ...", "* Solely for ...") speaks for
// the whole entry, whichever letter it follows.
const FOOTNOTE_LINE = /^[ \t]*(?:footnote\b|note:|\(\*+\)|\*+[ \t])/gim;

const HEADING_LINE =
  /^[ \t]*(?:conditions of use|warnings(?: to be printed on the label)?|to be printed on the label)[ \t]*:[ \t]*$/gim;

interface Boundary {
  index: number;
  length: number;
  letters: string[] | null;
}

export function segmentByLetters(text: string): LetterSegment[] {
  const boundaries: Boundary[] = [];
  let lastMain: string | null = null;
  let lastLetterSeen: string | null = null;
  for (const match of text.matchAll(GROUP)) {
    if (!acceptable(text, match.index, match[0])) continue;
    const letters = lettersOf(match[0], lastMain, lastLetterSeen);
    if (letters.length === 0) continue;
    boundaries.push({ index: match.index, length: match[0].length, letters });
    lastMain = letters.map((letter) => letter.split('.')[0]!).at(-1)!;
    lastLetterSeen = letters.at(-1)!.includes('.') ? lastLetterSeen : lastMain;
  }
  for (const match of text.matchAll(FOOTNOTE_LINE))
    boundaries.push({ index: match.index, length: 0, letters: null });
  // A heading right before a letter ("Warnings to be printed on the label:\n(a)(i) (b) (c)") heads what
  // follows for every letter, not the text of the letter before it.
  const groups = [...boundaries];
  for (const match of text.matchAll(HEADING_LINE)) {
    const end = match.index + match[0].length;
    const next = groups.find((boundary) => boundary.letters && boundary.index >= end);
    if (next && text.slice(end, next.index).trim() === '')
      boundaries.push({ index: match.index, length: 0, letters: null });
  }
  boundaries.sort((a, b) => a.index - b.index);

  const segments: LetterSegment[] = [];
  let current: string[] | null = null;
  let position = 0;
  for (const boundary of [...boundaries, { index: text.length, length: 0, letters: null }]) {
    const piece = text.slice(position, boundary.index);
    if (piece.trim() !== '') segments.push({ letters: current, text: piece });
    current = boundary.letters;
    position = boundary.index + boundary.length;
  }
  return segments;
}

/** The letters a cell names, in order of first appearance, sub-points expanded ("a.i", "a.ii"). */
export function lettersIn(segments: LetterSegment[]): string[] {
  const letters: string[] = [];
  for (const segment of segments)
    for (const letter of segment.letters ?? []) if (!letters.includes(letter)) letters.push(letter);
  return letters;
}

/** Whether a segment lettered `segmentLetter` speaks for the condition `letter` ("a" speaks for "a.i"). */
export function speaksFor(segmentLetter: string, letter: string): boolean {
  return segmentLetter === letter || letter.startsWith(`${segmentLetter}.`);
}
