import { isValidCas, isValidEc } from '../substance/cas.ts';
import type { RegistryNumber } from './cosing-schema.ts';
import { analysable, squash } from './legal-text.ts';

/**
 * The identifiers of an annex entry as the export writes them. A CAS or EC cell holds one number or several,
 * separated by "/", ";", ",", " - " or " -- " or only by spaces, often numbered "[1]" or "(1)" to match the
 * chemical names, with "-" for "none". Every number is kept, with whether its check digit holds: a number
 * with a typo ("99999-9-9") is flagged, never dropped, so a reviewer sees what the Commission wrote.
 */

// "[1]", "[12]", "(1)" numbering the substances of a group, and "(sulfate)"-like qualifiers: not numbers.
const ANNOTATIONS = /\[\s*\d+\s*\]|\(\s*\d+\s*\)|\([a-z ]+\)/gi;

/** The numbers in a CAS or EC cell: digit groups joined by hyphens, a stray space after a hyphen allowed. */
function numberTokens(cell: string): string[] {
  const text = analysable(cell)
    .replace(ANNOTATIONS, ' ')
    // "99999- 99-9" is one number broken by the typesetting; " - " between two numbers is a separator.
    .replace(/(\d)-\s+(\d)/g, '$1-$2');
  return text.match(/\d+(?:-\d+)*-?/g) ?? [];
}

export function casNumbers(cell: string): RegistryNumber[] {
  return numberTokens(cell).map((value) => ({ value, valid: isValidCas(value) }));
}

export function ecNumbers(cell: string): RegistryNumber[] {
  return numberTokens(cell).map((value) => ({ value, valid: isValidEc(value) }));
}

/** Problems a reviewer must see: numbers whose check digit fails or whose shape is not a CAS/EC number. */
export function registryProblems(kind: 'CAS' | 'EC', numbers: RegistryNumber[]): string[] {
  const other = kind === 'CAS' ? 'EC' : 'CAS';
  const isOther = kind === 'CAS' ? isValidEc : isValidCas;
  return numbers
    .filter((number) => !number.valid)
    .map(
      (number) =>
        `${kind} number "${number.value}" is not a valid ${kind} number (shape or check digit)` +
        (isOther(number.value) ? `; it reads as a valid ${other} number: the columns may be swapped` : ''),
    );
}

/** INCI names an Annex II chemical name gives inline: "(INCI: Isobutylparaben)", "[INCI: 4-Methylbenzylidene Camphor]". */
export function inlineInciNames(chemicalName: string): string[] {
  return unique(
    [...analysable(chemicalName).matchAll(/[([]INCI(?: name)?:\s*([^)\]]+)[)\]]/gi)].map((match) =>
      squash(match[1]!),
    ),
  );
}

/** Whether a comma at `index` joins locants inside one chemical name ("2,4-", "N,N'-") instead of separating. */
function isLocantComma(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const after = text.slice(index + 1);
  if (/[\d']$/.test(before) && /^\d/.test(after)) return true;
  return /(^|[^A-Za-z])[NOS]'?$/.test(before) && /^[NOS]\b/.test(after);
}

/**
 * The INCI names of "Identified INGREDIENTS or substances e.g.": separated by commas (no space), while commas
 * inside a name (locants "2,4-", "N,N'-", or inside brackets) stay. Empty items (",,,,") are dropped.
 */
export function ingredientNames(cell: string): string[] {
  const text = analysable(cell);
  const names: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if (char === ',' && depth === 0 && !isLocantComma(text, index)) {
      names.push(text.slice(start, index));
      start = index + 1;
    }
  }
  names.push(text.slice(start));
  return unique(names.map(squash).filter((name) => name !== '' && name !== '-'));
}

/** A list of names separated by " / ", ";" or ", " (the INCI column of Annexes III, V and VI). */
export function nameList(cell: string): string[] {
  return unique(
    analysable(cell)
      .split(/\s*\/\s*|\s*;\s*|,\s+/)
      .map(squash)
      .filter((name) => name !== '' && name !== '-'),
  );
}

/** Annex IV's "Colour index Number / Name of Common Ingredients Glossary": CI numbers and other names apart. */
export function colourIndex(cell: string): { colourIndexNumbers: string[]; names: string[] } {
  const parts = nameList(cell);
  const isCi = (part: string) => /^CI\s*\d{5}$/i.test(part);
  return {
    colourIndexNumbers: parts.filter(isCi).map((part) => part.replace(/^CI\s*/i, 'CI ')),
    names: parts.filter((part) => !isCi(part)),
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
