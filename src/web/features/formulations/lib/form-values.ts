import type { UseFormReturn } from 'react-hook-form';
import {
  DEFAULT_BATCH_SIZE,
  DEFAULT_TARGET_MARGIN,
  DEFAULT_UNIT_SIZE,
  FORMULATION_STATUSES,
} from '../../../../domain/formulation/constants.ts';
import { percentOfBatch, plainAmount, readAmount } from '../../../../domain/formulation/draft-cost.ts';
import type { FormulationDetail, FormulationLine } from '../../../../domain/formulation/formulation.ts';
import type { EntryMode } from '../../../../domain/formulation/formulation-entry.ts';
import type { FormulationInput } from '../../../../domain/formulation/formulation-schema.ts';
import { DEFAULT_MARKETS } from '../../../../domain/market/constants.ts';
import { DEFAULT_YEARLY_VOLUME } from '../../../../domain/market/impact.ts';
import {
  type PhaseFormValues,
  type SpecificationFormValues,
  toPhaseValues,
  toSpecificationValues,
} from './procedure-values.ts';

/**
 * One raw material line as the form holds it: its amount in ounces and as % w/w of the batch (the entry mode says
 * which one is sent), the q.s. (balance) mark and its phase's code ('' for none).
 */
export interface LineFormValues {
  ingredientId: string;
  ounces: string;
  percent: string;
  qs: boolean;
  phase: string;
}

/** The create / edit form before parsing: every field as its input holds it (text). */
export interface FormulationFormState {
  name: string;
  description: string;
  productType: string;
  targetSkinType: string;
  status: string;
  /** Where and how it is used (docs/product-rules.md, "Compliance"); the form suggests them from the product type and name. */
  applicationArea: string;
  exposure: string;
  /** The IFRA product category (ADR 063); '' on a new formulation until picked: the server defaults it. */
  ifraCategory: string;
  /** The markets it is sold on (ADR 058) and its units a year (ADR 059). */
  markets: string[];
  yearlyVolume: string;
  batchSize: string;
  unitSize: string;
  targetMargin: string;
  /** Ounces, or % w/w with an optional q.s. line (ADR 049). */
  entryMode: EntryMode;
  ingredients: LineFormValues[];
  phases: PhaseFormValues[];
  specification: SpecificationFormValues;
}

/** The form's handle as its field groups receive it: here, beside its state, so they need not import the form. */
export type FormulationForm = UseFormReturn<FormulationFormState, unknown, FormulationInput>;

export const emptyLine = (): LineFormValues => ({
  ingredientId: '',
  ounces: '',
  percent: '',
  qs: false,
  phase: '',
});

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
    ifraCategory: '',
    markets: [...DEFAULT_MARKETS],
    yearlyVolume: String(DEFAULT_YEARLY_VOLUME),
    batchSize: String(DEFAULT_BATCH_SIZE),
    unitSize: String(DEFAULT_UNIT_SIZE),
    targetMargin: String(DEFAULT_TARGET_MARGIN),
    entryMode: 'ounces',
    ingredients: [],
    phases: [],
    specification: toSpecificationValues(null),
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
  formulation: Pick<
    FormulationDetail,
    | 'name'
    | 'description'
    | 'productType'
    | 'targetSkinType'
    | 'status'
    | 'applicationArea'
    | 'exposure'
    | 'batchSize'
    | 'unitSize'
    | 'targetMargin'
  > &
    Partial<
      Pick<
        FormulationDetail,
        'entryMode' | 'phases' | 'specification' | 'markets' | 'yearlyVolume' | 'ifraCategory'
      >
    >,
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
    ifraCategory: formulation.ifraCategory ?? '',
    markets: formulation.markets ?? [...DEFAULT_MARKETS],
    yearlyVolume: String(formulation.yearlyVolume ?? DEFAULT_YEARLY_VOLUME),
    batchSize,
    unitSize: plain(formulation.unitSize),
    targetMargin: plain(formulation.targetMargin),
    entryMode: formulation.entryMode ?? 'ounces',
    // Percentages as entered when the lines were entered in %; otherwise each line's share of the batch.
    ingredients: lines.map((line) => {
      const ounces = plain(line.ounces);
      return {
        ingredientId: line.ingredientId,
        ounces,
        percent: line.percent != null ? plain(line.percent) : percentOfBatch(ounces, batchSize),
        qs: line.qs ?? false,
        phase: line.phase ?? '',
      };
    }),
    phases: toPhaseValues(formulation.phases ?? []),
    specification: toSpecificationValues(formulation.specification ?? null),
  };
}
