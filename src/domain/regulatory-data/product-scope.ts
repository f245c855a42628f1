import { readProductTypeSentences } from './condition-sentences.ts';
import type { Facts } from './facts.ts';
import { normaliseProductWording, type ProductCategory, productCategoryOf } from './product-categories.ts';
import { quoted, Reading } from './reading.ts';

/**
 * Where a condition holds: column "Product Type, body parts" ("Rinse-off products, except oral care
 * products", "(c) Body lotion, eye shadow, mascara, eyeliner, lipstick, roll-on deodorant") and the
 * exclusions of any column ("Not to be used in eye products and oral products"), read into the product
 * categories of product-categories.ts. A wording the table does not know is named in a review reason.
 */

/**
 * The categories a phrase names: the whole phrase if the table knows it, else its parts, split first on ";",
 * then on "," and "and"/"or". Items that share the last item's noun get it ("eye and lip products": "eye
 * products", "lip products").
 */
function categoriesOf(phrase: string, reasons: string[]): ProductCategory[] {
  const whole = productCategoryOf(phrase);
  if (whole) return [whole];
  const parts = phrase.split(/\s*;\s*/).filter((part) => part.trim() !== '');
  if (parts.length > 1) return parts.flatMap((part) => categoriesOf(part, reasons));
  const items = phrase
    .split(/\s*,\s*(?:and\s+|in\s+)*|\s+and\s+(?:in\s+)?|\s+or\s+(?:in\s+)?/i)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const noun = /\b(products?|preparations)$/i.exec(items.at(-1) ?? '')?.[1];
  const categories: ProductCategory[] = [];
  for (const item of items) {
    const category =
      productCategoryOf(item) ??
      (noun && !/\bproducts?\b/i.test(item) ? productCategoryOf(`${item} ${noun}`) : null);
    if (category) categories.push(category);
    else reasons.push(`Unknown product type wording: ${quoted(item)}`);
  }
  return categories;
}

const EXCEPT = /\s*,?\s*\b(?:except(?:\s+for|\s+in)?|excluding|with the exception of|other than)\s+/i;
const NOT_IN = /\b(?:not to be used|no use) (?:in|on) ([^.\n]+?)\s*(?:\.|\n|$)/gi;

/** "Not to be used in X" / "on X" / "No use in X" in any column: X excluded. */
export function readExclusions(reading: Reading, facts: Facts) {
  for (const match of reading.take(NOT_IN)) {
    // "Not to be used in products for children under 3 years of age, except for shampoos": an exception to
    // an exclusion is not read piecemeal.
    if (EXCEPT.test(match[1]!)) facts.reasons.push(`An exclusion with an exception: ${quoted(match[0])}`);
    else facts.exclude.push(...categoriesOf(match[1]!, facts.reasons));
  }
}

const FRAGRANCE_USE = /^fragrance\/\s*aromatic compositions\/\s*their raw materials$/i;
const INCLUDING = /\s*,\s*including\s+([^,]+)$/i;

/** One lettered product type: what it includes, what it excludes, and whether it is "other products". */
function readProductPhrase(phrase: string, facts: Facts) {
  let text = phrase.replace(/\s+/g, ' ').trim();
  if (text === '') return;
  if (FRAGRANCE_USE.test(text)) {
    facts.usedAs.push('perfume');
    return;
  }
  const including = INCLUDING.exec(text);
  if (including) {
    // "Body products, including propellant and pump spray products": it names, it does not narrow.
    categoriesOf(including[1]!, facts.reasons);
    text = text.slice(0, including.index);
  }
  const parenthetical = [...text.matchAll(/\(\s*except ([^)]*)\)/gi)];
  if (parenthetical.length > 0) {
    if (parenthetical.length > 1) {
      facts.reasons.push(`Exceptions attached to several product types: ${quoted(text)}`);
      return;
    }
    facts.exclude.push(...categoriesOf(parenthetical[0]![1]!, facts.reasons));
    text = text.replace(parenthetical[0]![0], ' ').replace(/\s+/g, ' ').trim();
  }
  const [included, excluded] = splitOnce(text, EXCEPT);
  if (excluded !== null) facts.exclude.push(...categoriesOf(excluded, facts.reasons));
  let wording = normaliseProductWording(included);
  if (/^other\b|^others\b/.test(wording)) {
    facts.otherProducts = true;
    wording = wording.replace(/^others?\s+/, '');
    if (/^(?:cosmetic )?(?:product|produts|uses?)$/.test(wording)) return;
    if (wording === 'leave-on and rinse-off product') return;
    if (wording === 'non-spray cosmetic product') {
      facts.exclude.push('spray');
      return;
    }
  }
  if (/^cosmetic product$/.test(wording)) return;
  facts.include.push(...categoriesOf(wording, facts.reasons));
}

function splitOnce(text: string, separator: RegExp): [string, string | null] {
  const match = separator.exec(text);
  if (!match) return [text, null];
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}

/**
 * Column "Product Type, body parts" of one condition. Dates and notes in it ("(*) From 26 January 2022 ...
 * shall not be placed on the Union market") are read as in any column; "Not to be used in" lines exclude;
 * what remains names the products, one phrase per line.
 */
export function readProductTypes(text: string, facts: Facts) {
  const reading = new Reading(text);
  readProductTypeSentences(reading, facts);
  readExclusions(reading, facts);
  for (const only of reading.take(/\bonly for ([^.\n]+)/gi))
    facts.include.push(...categoriesOf(only[1]!, facts.reasons));
  for (const line of reading.remaining().split('\n')) {
    if (/[\p{L}\p{N}]/u.test(line.replace(/\(\s*\*+\s*\)/g, ''))) readProductPhrase(line, facts);
  }
}
