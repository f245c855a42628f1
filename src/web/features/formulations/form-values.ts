import {
  DEFAULT_BATCH_SIZE,
  DEFAULT_TARGET_MARGIN,
  DEFAULT_UNIT_SIZE,
  FORMULATION_STATUSES,
} from '../../../domain/formulation/constants.ts';
import { percentOfBatch, plainAmount, readAmount } from '../../../domain/formulation/draft-cost.ts';
import type { Formulation, FormulationLine } from '../../../domain/formulation/formulation.ts';

/** One ingredient line as the form holds it; `percent` is the % w/w entry, which the schema drops. */
export interface LineFormValues {
  ingredientId: string;
  ounces: string;
  percent: string;
}

/** The create / edit form before parsing: every field as its input holds it (text). */
export interface FormulationFormState {
  name: string;
  description: string;
  productType: string;
  targetSkinType: string;
  status: string;
  /** Where and how it is used (DESIGN §9); the form suggests them from the product type and name. */
  applicationArea: string;
  exposure: string;
  batchSize: string;
  unitSize: string;
  targetMargin: string;
  ingredients: LineFormValues[];
}

export const emptyLine = (): LineFormValues => ({ ingredientId: '', ounces: '', percent: '' });

/** A new formulation: the spec's defaults (batch 1000, unit 50, draft) and no lines yet. */
export function emptyFormValues(): FormulationFormState {
  return {
    name: '',
    description: '',
    productType: '',
    targetSkinType: '',
    status: 'draft',
    applicationArea: 'face',
    exposure: 'leave_on',
    batchSize: String(DEFAULT_BATCH_SIZE),
    unitSize: String(DEFAULT_UNIT_SIZE),
    targetMargin: String(DEFAULT_TARGET_MARGIN),
    ingredients: [],
  };
}

const plain = (value: string) => {
  const amount = readAmount(value);
  return amount ? plainAmount(amount) : value;
};

/**
 * A stored formulation in the edit form: decimals without their trailing zeros. A rejected formulation keeps its
 * status (the form offers "Rejected" for it): showing it as draft, as the spec's prototype did, turned every save
 * of a rejected formulation into a draft.
 */
export function toFormValues(
  formulation: Formulation,
  lines: readonly FormulationLine[],
): FormulationFormState {
  const status = (FORMULATION_STATUSES as readonly string[]).includes(formulation.status)
    ? formulation.status
    : 'draft';
  const batchSize = plain(formulation.batchSize);
  return {
    name: formulation.name,
    description: formulation.description ?? '',
    productType: formulation.productType,
    targetSkinType: formulation.targetSkinType ?? '',
    status,
    applicationArea: formulation.applicationArea,
    exposure: formulation.exposure,
    batchSize,
    unitSize: plain(formulation.unitSize),
    targetMargin: plain(formulation.targetMargin),
    ingredients: lines.map((line) => {
      const ounces = plain(line.ounces);
      return { ingredientId: line.ingredientId, ounces, percent: percentOfBatch(ounces, batchSize) };
    }),
  };
}
