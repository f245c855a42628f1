import { readSentences } from './condition-sentences.ts';
import type { Condition, LegalColumn, UsedAs, Warning } from './cosing-schema.ts';
import { type Facts, noFacts } from './facts.ts';
import { analysable, printable, WORDED_DATE, wordedDate } from './legal-text.ts';
import { type LetterSegment, lettersIn, segmentByLetters, speaksFor } from './letter-segments.ts';
import { readAfterMixingMaxima, readBareMaxima } from './maximum-reader.ts';
import { readExclusions, readProductTypes } from './product-scope.ts';
import { projectScopeOf } from './project-scope.ts';
import { quoted, Reading } from './reading.ts';
import { kindAfter, readWording } from './wording-reader.ts';

/**
 * The conditions of one entry of Annex III, IV, V or VI: one per letter "(a) (b) ..." (or one for an entry
 * without letters), each read from the four condition columns: its letter's segments plus the text that
 * precedes every letter. Letters that do not line up across the columns, and any text the readers leave
 * unread, put the condition up for review with the reason (ADR 046).
 */

export type LegalColumns = Record<LegalColumn, string>;

const COLUMN_NAMES: Record<LegalColumn, string> = {
  productType: 'Product Type, body parts',
  maximum: 'Maximum concentration in ready for use preparation',
  other: 'Other',
  wording: 'Wording of conditions of use and warnings',
};
const ORDER: LegalColumn[] = ['productType', 'maximum', 'other', 'wording'];

/** The function a positive list binds: Annex V preservatives, VI UV filters, IV colourants. */
const LIST_FUNCTION: Partial<Record<string, UsedAs>> = {
  IV: 'colourant',
  V: 'preservative',
  VI: 'uv_filter',
};

const main = (letter: string) => letter.split('.')[0]!;

/** The letters of the entry's conditions, and the reasons letters do not line up across the columns. */
function conditionLetters(letters: Record<LegalColumn, string[]>): { letters: string[]; reasons: string[] } {
  const defining = ORDER.find((column) => letters[column].length > 0);
  if (!defining) return { letters: [], reasons: [] };
  const reasons: string[] = [];
  const mains = new Set(letters[defining].map(main));
  const all: string[] = [];
  for (const column of ORDER)
    for (const letter of letters[column]) {
      if (!mains.has(main(letter)))
        reasons.push(
          `Letter (${letter}) in column "${COLUMN_NAMES[column]}" is not a letter of column "${COLUMN_NAMES[defining]}"`,
        );
      if (!all.includes(letter)) all.push(letter);
    }
  // "(a)" with sub-points "(a) (i)", "(a) (ii)" anywhere: the conditions are the sub-points.
  const expanded = all.filter((letter) => !all.some((other) => other.startsWith(`${letter}.`)));
  expanded.sort((a, b) => a.localeCompare(b));
  return { letters: expanded, reasons };
}

const forLetter = (letter: string | null) => (segment: LetterSegment) =>
  letter === null || !segment.letters || segment.letters.some((l) => speaksFor(l, letter));

function textFor(segments: LetterSegment[], letter: string | null): string {
  return segments
    .filter(forLetter(letter))
    .map((segment) => segment.text.trim())
    .join('\n');
}

/**
 * The wording segments of a letter, as written (label text is printed verbatim), each with the kind of wording
 * the column's headings leave at its start.
 */
function wordingFor(segments: LetterSegment[], letter: string | null) {
  let kind: Warning['kind'] = 'label_warning';
  const parts: { text: string; kind: Warning['kind'] }[] = [];
  for (const segment of segments) {
    if (forLetter(letter)(segment)) parts.push({ text: printable(segment.text), kind });
    kind = kindAfter(printable(segment.text), kind);
  }
  return parts;
}

/** How many maxima a piece of column text gives, read as the column reader reads it. */
function maximaIn(text: string, column: 'maximum' | 'other'): number {
  const facts = noFacts();
  readColumn(analysable(text), column, facts);
  return facts.maxima.length;
}

/**
 * An entry with several letters whose maxima come partly from lettered text and partly from text under no
 * letter ("3,0 %" beside "(a) After mixing ... 1,5 %"): the unlettered maximum may speak for one letter only,
 * and the parser cannot tell which.
 */
function unletteredMaxima(segments: Record<LegalColumn, LetterSegment[]>, letters: string[]): string[] {
  if (letters.length < 2) return [];
  const columns = ['maximum', 'other'] as const;
  const count = (lettered: boolean) =>
    columns.reduce(
      (total, column) =>
        total +
        segments[column]
          .filter((segment) => (segment.letters !== null) === lettered)
          .reduce((sum, segment) => sum + maximaIn(segment.text, column), 0),
      0,
    );
  if (count(false) === 0 || count(true) === 0) return [];
  return ['A maximum under no letter beside lettered maxima: which letters it binds is not sure'];
}

const AS_FROM = new RegExp(String.raw`as from ${WORDED_DATE}\s*[:,]?`, 'gi');
const CALCULATED_FOR_ALL =
  /the\s+abovementioned percentages are calculated as ([a-z ]+?)(?=\s*(?:[.;\n]|$))/gi;

function readColumn(text: string, column: 'maximum' | 'other', facts: Facts) {
  // "1. The ratio ... 2. ... 3. Not to be used ...": a numbered list of other conditions, each read as itself.
  const reading = new Reading(column === 'other' ? text.replace(/^(\s*)\d\.\s/gm, '$1') : text);
  for (const match of reading.take(CALCULATED_FOR_ALL)) facts.calculatedAsForAll.push(match[1]!.trim());
  readSentences(reading, facts);
  readExclusions(reading, facts);
  const found = [readAfterMixingMaxima(reading), ...(column === 'maximum' ? [readBareMaxima(reading)] : [])];
  for (const { maxima, reasons, otherProducts } of found) {
    facts.maxima.push(...maxima);
    facts.reasons.push(...reasons);
    facts.otherProducts ||= otherProducts;
  }
  for (const match of reading.take(AS_FROM))
    facts.appliesFrom.push(wordedDate(`${match[1]} ${match[2]} ${match[3]}`)!);
  const left = reading.leftover();
  if (left) facts.reasons.push(`Unread text in column "${COLUMN_NAMES[column]}": ${quoted(left)}`);
}

function single<T>(values: T[], what: string, reasons: string[]): T | null {
  const distinct = [...new Set(values)];
  if (distinct.length > 1) reasons.push(`Several ${what}: ${distinct.join(', ')}`);
  return distinct.length === 1 ? distinct[0]! : null;
}

function condition(annex: string, letter: string | null, columns: LegalColumns, facts: Facts): Condition {
  const reasons = [...facts.reasons];
  const listFunction = LIST_FUNCTION[annex] ?? null;
  const usedAs = listFunction ?? single(facts.usedAs, 'functions of use', reasons);
  const scope = {
    include: [...new Set(facts.include)],
    exclude: [...new Set(facts.exclude)],
    otherProducts: facts.otherProducts,
    usedAs,
    notUsedAs: [...new Set(facts.notUsedAs)],
  };
  const dated = [...facts.appliesFrom, ...facts.maxima.flatMap((maximum) => maximum.appliesFrom ?? [])];
  const labellings = facts.labelling.map((labelling) => JSON.stringify(labelling));
  const labelling = single(labellings, 'labelling thresholds', reasons);
  if (listFunction && listFunction !== 'colourant' && facts.maxima.length === 0)
    reasons.push('No maximum concentration read for an entry of a positive list');
  // "0,0015 % Rinse-off products" with no product type: allowed only there, or limited only there?
  if (
    listFunction &&
    listFunction !== 'colourant' &&
    scope.include.length === 0 &&
    !scope.otherProducts &&
    facts.maxima.length > 0 &&
    facts.maxima.every((maximum) => maximum.within.length > 0)
  )
    reasons.push(
      'The only maximum holds within some products: whether other products may use it is not said',
    );
  return {
    letter,
    scope,
    projectScope: projectScopeOf(scope),
    maxima: facts.maxima,
    professionalUse: single(facts.professionalUse, 'kinds of use (general and professional)', reasons),
    appliesFrom: new Set(dated).size === 1 ? dated[0]! : null,
    placingBanFrom: single(facts.placingBanFrom, 'placing-on-the-market dates', reasons),
    makingAvailableBanFrom: single(facts.makingAvailableBanFrom, 'making-available dates', reasons),
    labelling: labelling ? JSON.parse(labelling) : null,
    otherConditions: facts.otherConditions,
    warnings: facts.warnings,
    legalText: columns,
    needsReview: reasons.length > 0,
    reviewReasons: reasons,
  };
}

/** The conditions of an entry from its four condition columns (verbatim cells). */
export function readConditions(annex: string, cells: LegalColumns): Condition[] {
  const segments = Object.fromEntries(
    ORDER.map((column) => [column, segmentByLetters(cells[column].replace(/\r\n?/g, '\n'))]),
  ) as Record<LegalColumn, LetterSegment[]>;
  const found = conditionLetters(
    Object.fromEntries(ORDER.map((column) => [column, lettersIn(segments[column])])) as Record<
      LegalColumn,
      string[]
    >,
  );
  const letters: (string | null)[] = found.letters.length > 0 ? found.letters : [null];
  const ambiguous = unletteredMaxima(segments, found.letters);
  const conditions = letters.map((letter) => {
    const columns = Object.fromEntries(
      ORDER.map((column) => [column, textFor(segments[column], letter)]),
    ) as LegalColumns;
    const facts = noFacts();
    facts.reasons.push(...found.reasons, ...ambiguous);
    readProductTypes(analysable(columns.productType), facts);
    readColumn(analysable(columns.maximum), 'maximum', facts);
    readColumn(analysable(columns.other), 'other', facts);
    readWording(wordingFor(segments.wording, letter), facts);
    return { built: condition(annex, letter, columns, facts), calculatedAs: facts.calculatedAsForAll };
  });
  // "The abovementioned percentages are calculated as thioglycollic acid" speaks for every letter.
  const forAll = conditions.flatMap((item) => item.calculatedAs)[0] ?? null;
  return conditions.map(({ built }) => ({
    ...built,
    maxima: built.maxima.map((maximum) => ({ ...maximum, calculatedAs: maximum.calculatedAs ?? forAll })),
  }));
}
