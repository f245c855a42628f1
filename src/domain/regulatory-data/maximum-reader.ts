import type { Maximum } from './cosing-schema.ts';
import { decimalText, percentFrom, WORDED_DATE, wordedDate } from './legal-text.ts';
import { type ProductCategory, productCategoryOf } from './product-categories.ts';
import { quoted, type Reading } from './reading.ts';

/**
 * Maximum concentrations in the legal text: "8 %", "0,5 % (acid)", "6 % (as NH3)", "0,15 % calculated as F",
 * "> 0,1 % ≤ 6 %", "100 mg/kg", "As from 3 September 2017: 1,5 %", "1.0 % in fine fragrance", and the hair
 * dyes' "After mixing under oxidative conditions the maximum concentration applied to hair must not exceed
 * 2 % calculated as free base". What follows a number and is not one of the qualifiers below stays unread,
 * so the condition goes to review instead of carrying a half-read limit.
 */

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`\s*(%|mg\s*/\s*kg|ppm)`;

const AFTER_MIXING = new RegExp(
  String.raw`(?:(?:as from|from) ${WORDED_DATE}\s*,?\s*)?` +
    String.raw`af(?:th|t)er mixing (?:under )?o?xidati\w* conditions?\s*,?\s*the\s*maximum\s*(?:use\s+)?concentra\w*\s+(?:applied\s+)?(?:to\s+(?:hair|eye\s*lashes|hair or eye\s*s?lashes)\s+)?must\s+not\s+ex\s*ceed\s+`,
  'gi',
);
const IN_COMBINATION_WITH_PEROXIDE =
  /in combination with hydrogen peroxide the maximum use concentration upon application is\s+/gi;
const BARE = new RegExp(
  String.raw`(?:(?:as from|from) ${WORDED_DATE}\s*[:,]?\s*)?(?:>\s*${NUMBER}\s*%\s*)?(?:≤|<=|up to)?\s*${NUMBER}${UNIT}`,
  'gi',
);

interface Qualified {
  calculatedAs: string | null;
  afterMixing: boolean;
  within: ProductCategory[];
  /** "0.03 % in other products": the limit of the products the other letters do not name. */
  otherProducts: boolean;
  extra: { percent: string; calculatedAs: string }[];
  length: number;
  reasons: string[];
}

type Qualifier = [RegExp, (match: RegExpExecArray, into: Qualified) => void];

const QUALIFIERS: Qualifier[] = [
  [
    /^\s*\((?:calculated |expressed )?as (a )?([^)]+)\)/i,
    (match, into) => {
      if (match[1]) into.reasons.push(`A maximum relative to another ingredient: ${quoted(match[0])}`);
      into.calculatedAs = match[2]!.replace(/^%\s*of\s+/i, '').trim();
    },
  ],
  [
    /^\s*\((acid)\)/i,
    (match, into) => {
      into.calculatedAs = match[1]!;
    },
  ],
  [
    /^\s*\(of (\w+)\)/i,
    (match, into) => {
      into.calculatedAs = match[1]!;
    },
  ],
  [
    /^\s*,?\s*(?:calculated|expressed) as ([^.;,()\n]+?)(?=\s*(?:[.;,()\n]|$))/i,
    (match, into) => {
      into.calculatedAs = match[1]!.trim();
    },
  ],
  [
    /^\s*as ((?:free )?base|[a-z]+ salt)\b/i,
    (match, into) => {
      into.calculatedAs = match[1]!;
    },
  ],
  [
    /^\s*of (H2O2)\b/i,
    (match, into) => {
      into.calculatedAs = match[1]!;
    },
  ],
  [/^\s*,?\s*present or released/i, () => {}],
  [
    /^\s*\((after mixing for use)\)/i,
    (_match, into) => {
      into.afterMixing = true;
    },
  ],
  [
    /^\s*(?:retinol equivalent \(re\)|re\b)/i,
    (_match, into) => {
      into.calculatedAs = 'retinol equivalent';
    },
  ],
  [
    /^\s*of ([a-z]+ oil)\b/i,
    (match, into) => {
      into.calculatedAs = match[1]!;
    },
  ],
  [/^\s*\(\d+ volumes\)|^[ \t]*\(\s*\*+\s*\)|^[ \t]*\*+(?!\w)|^\s*\(\s*\d{1,2}\s*\)/i, () => {}],
  [
    new RegExp(String.raw`^\s*\(${NUMBER}\s*% as ([^)]+)\)`, 'i'),
    (match, into) => {
      into.extra.push({ percent: match[1]!, calculatedAs: match[2]!.trim() });
    },
  ],
  [
    new RegExp(String.raw`^\s*or ${NUMBER}\s*%\s*\((?:calculated |expressed )?as ([^)]+)\)`, 'i'),
    (match, into) => {
      into.extra.push({ percent: match[1]!, calculatedAs: match[2]!.trim() });
    },
  ],
  [
    new RegExp(String.raw`^\s*corresponding to ${NUMBER}\s*% of (\w+)`, 'i'),
    (match, into) => {
      into.extra.push({ percent: match[1]!, calculatedAs: match[2]! });
    },
  ],
];

// "1.0 % in fine fragrance", "1 %, when used in lip products", "0,0015 % Rinse-off products".
const WITHIN = /^\s*,?\s*(?:when used\s+)?(?:in\s+)?([a-z][a-z /()-]*?[a-z)])(?=\s*(?:[.;:\n]|$))/i;

function qualify(after: string): Qualified {
  const into: Qualified = {
    calculatedAs: null,
    afterMixing: false,
    within: [],
    otherProducts: false,
    extra: [],
    length: 0,
    reasons: [],
  };
  let rest = after;
  for (let progress = true; progress; ) {
    progress = false;
    for (const [pattern, apply] of QUALIFIERS) {
      const match = pattern.exec(rest);
      if (!match) continue;
      apply(match, into);
      rest = rest.slice(match[0].length);
      into.length += match[0].length;
      progress = true;
    }
  }
  const other = /^\s*in other products/i.exec(rest);
  if (other) {
    into.otherProducts = true;
    into.length += other[0].length;
    return into;
  }
  const within = WITHIN.exec(rest);
  const category = within ? productCategoryOf(within[1]!) : null;
  if (within && category) {
    into.within.push(category);
    into.length += within[0].length;
  }
  return into;
}

function amount(number: string, unit: string): string | null {
  const value = decimalText(number);
  if (value === null) return null;
  const normalised = unit.replace(/\s+/g, '').toLowerCase() as '%' | 'mg/kg' | 'ppm';
  return percentFrom(value, normalised);
}

function maximaAt(
  reading: Reading,
  match: RegExpExecArray,
  values: { date?: string; above?: string; number: string; unit: string },
  afterMixing: boolean,
): MaximaFound {
  const text = reading.current();
  const end = match.index + match[0].length;
  const qualified = qualify(text.slice(end));
  reading.consume(match.index, match[0].length + qualified.length);
  const verbatim = text.slice(match.index, end + qualified.length).trim();
  const percent = amount(values.number, values.unit);
  if (percent === null)
    return {
      maxima: [],
      reasons: [`A maximum that is not a number: ${quoted(verbatim)}`],
      otherProducts: false,
    };
  const base: Omit<Maximum, 'percent' | 'calculatedAs'> = {
    afterMixing: afterMixing || qualified.afterMixing,
    abovePercent: values.above ? decimalText(values.above) : null,
    within: qualified.within,
    appliesFrom: values.date ? wordedDate(values.date) : null,
    text: verbatim,
  };
  const maxima: Maximum[] = [{ ...base, percent, calculatedAs: qualified.calculatedAs }];
  for (const extra of qualified.extra) {
    const value = decimalText(extra.percent);
    if (value) maxima.push({ ...base, percent: value, calculatedAs: extra.calculatedAs });
  }
  return { maxima, reasons: qualified.reasons, otherProducts: qualified.otherProducts };
}

export interface MaximaFound {
  maxima: Maximum[];
  reasons: string[];
  /** "0.03 % in other products" was read. */
  otherProducts: boolean;
}

function add(into: MaximaFound, found: MaximaFound) {
  into.maxima.push(...found.maxima);
  into.reasons.push(...found.reasons);
  into.otherProducts ||= found.otherProducts;
}

const dateOf = (match: RegExpExecArray, from: number) =>
  match[from] ? `${match[from]} ${match[from + 1]} ${match[from + 2]}` : undefined;

/** "After mixing under oxidative conditions the maximum concentration ... must not exceed X %". */
export function readAfterMixingMaxima(reading: Reading): MaximaFound {
  const found: MaximaFound = { maxima: [], reasons: [], otherProducts: false };
  for (const lead of [AFTER_MIXING, IN_COMBINATION_WITH_PEROXIDE]) {
    for (;;) {
      const text = reading.current();
      const match = new RegExp(lead.source, 'i').exec(text);
      if (!match) break;
      const number = new RegExp(`^${NUMBER}${UNIT}`, 'i').exec(text.slice(match.index + match[0].length));
      if (!number) {
        reading.consume(match.index, match[0].length);
        found.reasons.push(
          `A maximum after mixing without a readable number: ${quoted(text.slice(match.index))}`,
        );
        continue;
      }
      const whole = Object.assign([match[0] + number[0]], {
        index: match.index,
        input: text,
      }) as RegExpExecArray;
      const values = { date: dateOf(match, 1), number: number[1]!, unit: number[2]! };
      add(found, maximaAt(reading, whole, values, true));
    }
  }
  return found;
}

/** Maxima written as a number and unit ("2.5 % (acid)"), as column "Maximum concentration" has them. */
export function readBareMaxima(reading: Reading): MaximaFound {
  const found: MaximaFound = { maxima: [], reasons: [], otherProducts: false };
  for (;;) {
    const match = new RegExp(BARE.source, 'i').exec(reading.current());
    if (!match) break;
    const values = { date: dateOf(match, 1), above: match[4], number: match[5]!, unit: match[6]! };
    add(found, maximaAt(reading, match, values, false));
  }
  return found;
}
