import type { OtherCondition } from './cosing-schema.ts';
import type { Facts } from './facts.ts';
import { dayAfter, decimalText, numericDate, WORDED_DATE, wordedDate } from './legal-text.ts';
import { quoted, type Reading } from './reading.ts';

/**
 * The sentences of the "Other" column (and of the other condition columns) the parser understands, each a
 * pattern written from the exports' own wording. A sentence read here becomes structure (a date, a labelling
 * threshold, professional use, "not as a preservative") or an `OtherCondition` of a known kind, kept verbatim:
 * conditions on the raw material or the way of use that no formulation field can check, but that a reviewer
 * sees with the rule. Anything else stays unread and puts the condition up for review.
 */

const N = String.raw`\d+(?:[.,]\d+)?`;
const DATE = WORDED_DATE;
const END = String.raw`\.?`;

type Apply = (match: RegExpExecArray, facts: Facts) => void;

const other =
  (kind: OtherCondition['kind']): Apply =>
  (match, facts) =>
    facts.otherConditions.push({ kind, text: match[0].trim(), appliesFrom: null });

const day = (match: RegExpExecArray, from: number) =>
  wordedDate(`${match[from]} ${match[from + 1]} ${match[from + 2]}`);

/** In order: the longer, more specific sentences first, so a shorter pattern never eats part of one. */
/** Dates of the entry: they may stand in any column, the product types' included. */
const DATE_SENTENCES: [RegExp, Apply][] = [
  // Dates: no placing on the market / no making available from a day.
  [
    new RegExp(`from ${DATE},? [^.]*? shall not be placed on the (?:Union|EU) market${END}`, 'gi'),
    (match, facts) => facts.placingBanFrom.push(day(match, 1)!),
  ],
  [
    new RegExp(`from ${DATE},? [^.]*? shall not be made available on the (?:Union|EU) market${END}`, 'gi'),
    (match, facts) => facts.makingAvailableBanFrom.push(day(match, 1)!),
  ],
  // Transitional periods: "may be placed on the Union market until D1 and ... made available ... until D2".
  [
    new RegExp(
      String.raw`(?:footnote \d+:\s*)?(?:however, )?cosmetic products containing [^.]*?(?:may|, be)[^.]*?placed on the Union market until ${DATE}[^.]*?made available on the Union market until ${DATE}${END}`,
      'gi',
    ),
    (match, facts) => {
      facts.placingBanFrom.push(dayAfter(day(match, 1)!));
      facts.makingAvailableBanFrom.push(dayAfter(day(match, 4)!));
    },
  ],
  [
    /not to be used after (\d{1,2}\.\d{1,2}\.\d{4})\.?/gi,
    (match, facts) =>
      facts.reasons.push(`The entry says it ended on ${numericDate(match[1]!)}: ${quoted(match[0])}`),
  ],
];

const NOTE_SENTENCES: [RegExp, Apply][] = [
  [/note: [\s\S]*$/gi, other('note')],
  // What is left of a footnote once its sentence is read: "Footnote (*3):".
  [/footnote\s*(?:\(\*?\d*\)|\d+)?\s*:/gi, () => {}],
];

const SENTENCES: [RegExp, Apply][] = [
  // Labelling of fragrance allergens (Reg. (EU) 2023/1545 wording and the older one).
  [
    new RegExp(
      String.raw`the presence of the substance[^.]*?(?:indicated\s+(?:as\s+)?'([^']+)'\s+)?in the list of ingredients[^:]*?:\s*[—-]?\s*(${N})\s*% in leave-on products\s*[—-]?\s*(${N})\s*% in rinse-off products${END}`,
      'gi',
    ),
    (match, facts) =>
      facts.labelling.push({
        labelName: match[1] ?? null,
        leaveOnPercent: decimalText(match[2]!)!,
        rinseOffPercent: decimalText(match[3]!)!,
      }),
  ],
  // Not as a preservative: the Annex III limit applies to other uses (Annex V governs preservation).
  [
    /for purposes? other than inhibiting the development of micro-?\s?organism?e?s in the product\.?/gi,
    (_match, facts) => facts.notUsedAs.push('preservative'),
  ],
  [/th(?:is|e) purpose has to be apparent from the presentation of the product\.?/gi, () => {}],
  // Professional use; "General use" says the condition is the consumer one.
  [/\(?(?:for )?professs?ional use(?: only)?\)?\.?/gi, (_match, facts) => facts.professionalUse.push(true)],
  [/\(?general use\)?/gi, (_match, facts) => facts.professionalUse.push(false)],
  // Limits on a sum with related substances.
  [
    new RegExp(
      String.raw`(?:when|if) mixed with other [^.]*? (?:must not exceed|remains fixed at) ${N}\s*%${END}`,
      'gi',
    ),
    other('combined_limit'),
  ],
  [
    /\(?\s*[-—]?\s*in case of combined use (?:of|with) [^.]*?(?:shall not exceed|sum shall not exceed)[^.]*?(?:\d+(?:[.,]\d+)?\s*%|column \(?g\)?[^.)]*)\)?\.?'?\.?/gi,
    other('combined_limit'),
  ],
  [
    new RegExp(
      String.raw`when present in combination with [^.]*? (?:shall|should) not exceed ${N}\s*% \(of which [^)]*\)${END}`,
      'gi',
    ),
    other('combined_limit'),
  ],
  [/when used alone/gi, () => {}],
  [/\(?when both [^)]*? should not exceed \d+(?:[.,]\d+)?\s*%\)?\.?/gi, other('combined_limit')],
  [
    /\(?1 ?\)?\s*these substances may be used singly or in combination provided that [^.]*? does not exceed 1\.?'?/gi,
    other('combined_limit'),
  ],
  [/for the individual concentra\w* [\s\S]*$/gi, other('combined_limit')],
  [/these levels are inclusive of any use of [a-z ]+\.?/gi, other('combined_limit')],
  [/this material shall not be used in combination with [^.]*?\([^)]*\)\.?/gi, other('use')],
  // Nitrosamines, amines, purity.
  [/do not use (?:with )?n[io]tro\s?sating (?:agents|systems)\.?/gi, other('use')],
  [/ke?e?p in nitri\w*-?\s?free contain\w*\.?/gi, other('use')],
  [/avoid formation of nitrosamines\.?/gi, other('use')],
  [/not to be used with secondary and\/or tertiary amines[^.]*\.?/gi, other('use')],
  [
    /maximum n[io]trosamines? content:?\s*50\s*(?:μg|micrograme?s?)\s*\/\s*k(?:ilo)?g(?:ram)?/gi,
    other('raw_material'),
  ],
  [
    new RegExp(
      String.raw`maximum secondary amine content:?\s*${N}\s*%(?:\s*\(applies to raw materials\))?`,
      'gi',
    ),
    other('raw_material'),
  ],
  [new RegExp(String.raw`minimum purity:?\s*${N}\s*%`, 'gi'), other('raw_material')],
  // Peroxide values and impurity levels of the raw material.
  [
    /(?:the )?peroxide value (?:for each substance )?(?:shall be )?less than \d+ mmoles\/l\.?\s*(?:\(this limit applies to the substance and not to the finished cosmetic product\)\.?)?/gi,
    other('raw_material'),
  ],
  [
    /level of free allyl alcohol in the (?:ester|ether) should be less than 0\.1\s?%/gi,
    other('raw_material'),
  ],
  [
    new RegExp(String.raw`impurity of [^.]*? should be < ?${N}\s*%(?: \(w/w\))?`, 'gi'),
    other('raw_material'),
  ],
  [/[a-z ]*impurities?,? in particular [^.]*? shall not be present\.?/gi, other('raw_material')],
  [
    new RegExp(String.raw`the level of [a-z ]+ impurity in [^.]*? must be ≤ ${N}\s*%\.?`, 'gi'),
    other('raw_material'),
  ],
  [
    new RegExp(String.raw`alpha terthienyl \(terthiophen\) content in the extract/oil ≤ ${N}\s*%\.?`, 'gi'),
    other('raw_material'),
  ],
  [/hydroquinone levels shall remain as low as possible [^.]*? trace level\.?/gi, other('raw_material')],
  [/benzophenone as an impurity [^.]*? trace level\.?/gi, other('raw_material')],
  [
    new RegExp(String.raw`maximum concentration of peanut proteins:?\s*${N}\s*ppm`, 'gi'),
    other('raw_material'),
  ],
  [
    new RegExp(
      String.raw`maximum molecular weight average of the peptides in hydrolysates:?\s*${N}\s*kDa`,
      'gi',
    ),
    other('raw_material'),
  ],
  [new RegExp(String.raw`maximum residual acrylamide content\s*${N}\s*mg/kg`, 'gi'), other('raw_material')],
  [
    /the ratio of the number of [^.]*? must be between \d+(?:[.,]\d+)? and \d+(?:[.,]\d+)?/gi,
    other('raw_material'),
  ],
  [new RegExp(String.raw`${N}\s*% AgCl \(w/w\) on TiO2\.?`, 'gi'), other('raw_material')],
  [/only in (?:the )?pigmentary form/gi, other('raw_material')],
  [/only in free acid form, when used in lip products/gi, other('raw_material')],
  [/free from (?:chromate|cyanide) ions?/gi, other('raw_material')],
  [
    new RegExp(String.raw`not more than ${N}\s*% [^\n]*? and ${N}\s*% [^\n]*?benzoic acid`, 'gi'),
    other('raw_material'),
  ],
  [
    new RegExp(String.raw`maximum [^\n:]*? concentration in the colouring agent:?\s*${N}\s*ppm`, 'gi'),
    other('raw_material'),
  ],
  [/purity\s*>\s*\d+(?:[.,]\d+)?\s*%, with the following impurity profile:[\s\S]*$/gi, other('raw_material')],
  [
    /purity criteria as s?set out in commission directive 95\/45\/EC? \(E ?[0-9a-z, -]+\)/gi,
    other('raw_material'),
  ],
  [new RegExp(String.raw`purity criteria:\s*(?:\n?[^\n]*≤\s*${N}\s*ppm)+`, 'gi'), other('raw_material')],
  // pH of the ready-for-use product.
  [new RegExp(`(?:ready for use )?pH (?:from )?${N} to ${N}`, 'gi'), other('ph')],
  [new RegExp(String.raw`(?:up to )?pH\s*(?:<|>|≤|≥)?\s*${N}`, 'gi'), other('ph')],
  // The use of the product: dental practitioners, persons under 18, sprays for some forms.
  [/all products must meet the hydrogen peroxide release requirements\.?/gi, other('use')],
  [/to be only sold to dental practitioners\.[\s\S]*?complete the cycle of use\.?/gi, other('use')],
  [/not to be used on a person under 18 years of age\.?/gi, other('use')],
  // Pointers to other entries, and notes.
  [
    /\(?for use as (?:a )?(?:colou?rant|uv filter|verbena [^,]*?)[^()]*?,? see annex [ivx]+,? (?:entry )?(?:no\.? ?)?\d+[a-z]?\)?\.?/gi,
    other('reference'),
  ],
  [
    /titanium dioxide in powder form containing 1 % or more of particles [^.]*? annex iii, no 321\.?/gi,
    other('reference'),
  ],
  [
    /for the product types under letter \(c\) of column \(f\) in annex iii, no 321, [^.]*? applies\.?/gi,
    other('reference'),
  ],
];

/** "Only nanomaterials having the following characteristics are allowed:" and its list: the rest of the text. */
const NANOMATERIALS = /only nanomaterials having the follow?ing characteristics are allowed:[\s\S]*$/gi;

function apply(reading: Reading, facts: Facts, sentences: [RegExp, Apply][]) {
  for (const [pattern, read] of sentences) for (const match of reading.take(pattern)) read(match, facts);
}

/** The sentences of the condition columns "Maximum concentration" and "Other". */
export function readSentences(reading: Reading, facts: Facts) {
  apply(reading, facts, SENTENCES.slice(0, 1));
  apply(reading, facts, DATE_SENTENCES);
  apply(reading, facts, SENTENCES.slice(1));
  apply(reading, facts, NOTE_SENTENCES);
  for (const match of reading.take(NANOMATERIALS)) other('raw_material')(match, facts);
}

/** Column "Product Type, body parts" holds product wording; only its dates and notes are sentences. */
export function readProductTypeSentences(reading: Reading, facts: Facts) {
  apply(reading, facts, DATE_SENTENCES);
  apply(reading, facts, NOTE_SENTENCES);
}
