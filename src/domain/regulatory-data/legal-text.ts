import { D } from '../common/decimal.ts';

/**
 * Small readers for the legal free text of the CosIng annexes: numbers written with a decimal comma or point,
 * dates written three ways, and the text cleaned of what the Official Journal's typesetting leaves behind.
 * The text the user sees is always the verbatim cell; these functions only help read it.
 */

/**
 * The text to analyse: soft hyphens (the Journal's hyphenation, "sub­stance") removed, no-break and other odd
 * spaces made plain and runs of them single ("Do  not  use"), typographic quotes and dashes made plain, line
 * ends unified.
 */
export function analysable(text: string): string {
  return text
    .replace(/\u00ad/g, '')
    .replace(/[\u00a0\u2002-\u200a\u202f]/g, ' ')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/\u2013/g, '-')
    .replace(/[ \t]+/g, ' ');
}

/**
 * Text as the label must print it: verbatim, only without the soft hyphens the Journal's typesetting left in
 * ("reac\u00adtions"), which no reader sees, and with plain line ends.
 */
export function printable(text: string): string {
  return text.replace(/\u00ad/g, '').replace(/\r\n?/g, '\n');
}

/** One line of text with its runs of whitespace collapsed and trimmed. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A number as the annexes write it ("0,5", "0.5", "7,34", "25") to exact decimal text ("0.5", "7.34", "25"). */
export function decimalText(written: string): string | null {
  const plain = written.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  return D(plain).toFixed();
}

/** A percentage from an amount in another unit: 100 mg/kg is 0.01 %, 5 ppm is 0.0005 %. */
export function percentFrom(amount: string, unit: '%' | 'mg/kg' | 'ppm'): string {
  if (unit === '%') return amount;
  return D(amount).div(10_000).toFixed();
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day as YYYY-MM-DD, or null when the day does not exist (31 February). */
export function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** "DD/MM/YYYY" (the export's own dates: update date, file creation, last update) or "31.12.2009". */
export function numericDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.](\d{1,2})[/.](\d{4})\s*$/.exec(text);
  if (!match) return null;
  return isoDay(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** The pattern of a date written in words, "3 September 2017" (spaces may be doubled in the export). */
export const WORDED_DATE = String.raw`(\d{1,2})\s+(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{4})`;

/** "3 September 2017" to "2017-09-03"; null when it is not such a date. */
export function wordedDate(text: string): string | null {
  const match = new RegExp(`^\\s*${WORDED_DATE}\\s*$`, 'i').exec(text);
  if (!match) return null;
  return isoDay(Number(match[3]), MONTHS.indexOf(match[2]!.toLowerCase()) + 1, Number(match[1]));
}

/** The day after a date: "may be placed on the market until 31 December 2024" bans it from 1 January 2025. */
export function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
