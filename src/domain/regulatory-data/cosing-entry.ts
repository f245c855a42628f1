import { readConditions } from './conditions.ts';
import type { Annex, CosingEntry } from './cosing-schema.ts';
import {
  casNumbers,
  colourIndex,
  ecNumbers,
  ingredientNames,
  inlineInciNames,
  nameList,
  registryProblems,
} from './identifiers.ts';
import { numericDate } from './legal-text.ts';

/**
 * One row of an annex export as an entry: the identification common to every annex, and for Annexes III to
 * VI the conditions read from the legal text. An entry needs review when one of its conditions does, or when
 * what identifies its substances cannot be trusted (a CAS or EC number whose check digit fails; an Annex II
 * entry that names its substances only by a chemical name, which no substance can be found by).
 */

export interface RowContext {
  annex: Annex;
  header: string[];
  columns: Map<string, number>;
  row: string[];
  rowNumber: number;
  layout: 'as_labelled' | 'shifted_right';
  /** Reference numbers seen so far, with how often: CosIng keeps several rows under one number. */
  seen: Map<string, number>;
}

const LEGAL = [
  ['productType', 'Product Type, body parts'],
  ['maximum', 'Maximum concentration in ready for use preparation'],
  ['other', 'Other'],
  ['wording', 'Wording of conditions of use and warnings'],
] as const;

function reader({ columns, row }: RowContext) {
  const raw = (name: string) => {
    const index = columns.get(name);
    return index === undefined ? '' : (row[index] ?? '');
  };
  const text = (name: string) => {
    const value = raw(name).trim();
    return value === '' || value === '-' ? null : value;
  };
  return { raw, text };
}

/** The four condition columns of the row, each taken one column to the right when the layout says so. */
function legalColumns(context: RowContext) {
  const { columns, row, layout } = context;
  const shift = layout === 'shifted_right' ? 1 : 0;
  const last = LEGAL.length - 1;
  return Object.fromEntries(
    LEGAL.map(([key, name], position) => {
      const index = columns.get(name)!;
      // Shifted, the wording column's content sits under the next header (Regulation): there is none.
      const value = shift && position === last ? '' : (row[index + shift] ?? '');
      return [key, value];
    }),
  ) as Record<(typeof LEGAL)[number][0], string>;
}

export function entryFromRow(context: RowContext): CosingEntry {
  const { annex, header, row, rowNumber, seen } = context;
  const { raw, text } = reader(context);
  const reasons: string[] = [];
  if (row.length !== header.length)
    reasons.push(`The row has ${row.length} cells where the header has ${header.length}`);

  const referenceNumber = raw('Reference Number').replace(/\s+/g, '');
  const occurrence = (seen.get(referenceNumber) ?? 0) + 1;
  seen.set(referenceNumber, occurrence);
  const chemicalName = text(annex === 'IV' ? 'Chemical name' : 'Chemical name / INN');
  const deleted = /^moved or deleted$/i.test(chemicalName ?? '');
  const cas = casNumbers(raw('CAS Number'));
  const ec = ecNumbers(raw('EC Number'));
  const identifiedIngredients = ingredientNames(raw('Identified INGREDIENTS or substances e.g.'));
  const updateCell = text('Update Date');
  const updateDate = updateCell ? numericDate(updateCell) : null;
  if (updateCell && !updateDate) reasons.push(`Update date "${updateCell}" is not a DD/MM/YYYY date`);
  if (!deleted) reasons.push(...registryProblems('CAS', cas), ...registryProblems('EC', ec));

  const colours =
    annex === 'IV' ? colourIndex(raw('Colour index Number / Name of Common Ingredients Glossary')) : null;
  // Annex II has no INCI column; a few of its chemical names give the INCI name inline.
  const inciNames = colours
    ? [...colours.colourIndexNumbers, ...colours.names]
    : annex === 'II'
      ? inlineInciNames(chemicalName ?? '')
      : nameList(raw('Name of Common Ingredients Glossary'));
  const base = {
    referenceNumber,
    occurrence,
    row: rowNumber,
    deleted,
    chemicalName,
    inciNames,
    casNumbers: cas,
    ecNumbers: ec,
    regulation: text('Regulation'),
    otherRegulations: text('Other Directives/Regulations'),
    sccsOpinions: text('SCCS opinions'),
    iupacName: text('Chemical/IUPAC Name'),
    identifiedIngredients,
    cmr: text('CMR'),
    updateDate,
    cells: Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])),
  };

  if (annex === 'II') {
    if (!deleted && cas.length + ec.length + identifiedIngredients.length + inciNames.length === 0)
      reasons.push('Names its substances only by a chemical name: no CAS or EC number, no INCI name');
    return { annex, ...base, needsReview: reasons.length > 0, reviewReasons: reasons };
  }
  const conditions = deleted ? [] : readConditions(annex, legalColumns(context));
  const needsReview = reasons.length > 0 || conditions.some((condition) => condition.needsReview);
  const review = { needsReview, reviewReasons: reasons };
  if (annex === 'IV')
    return {
      annex,
      ...base,
      ...review,
      colourIndexNumbers: colours!.colourIndexNumbers,
      colour: text('Color'),
      conditions,
    };
  return { annex, ...base, ...review, conditions };
}
