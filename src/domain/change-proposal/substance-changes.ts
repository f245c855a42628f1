import { D } from '../common/decimal.ts';

/**
 * The substance fields that change what the regulatory engine and the label conclude (ADR 037): who is named as
 * an allergen, what counts toward which limit, which CAS numbers identify it, its ISO 16128 index. The regulatory
 * role or an administrator changes them; anyone else's change to them becomes a proposal that role approves.
 */
export const GOVERNED_SUBSTANCE_FIELDS = [
  'allergen',
  'casNumbers',
  'naturalOriginIndex',
  'countsAs',
] as const;
export type GovernedSubstanceField = (typeof GOVERNED_SUBSTANCE_FIELDS)[number];

export const GOVERNED_FIELD_LABELS: Readonly<Record<GovernedSubstanceField, string>> = {
  allergen: 'Allergen',
  casNumbers: 'CAS numbers',
  naturalOriginIndex: 'Natural origin index',
  countsAs: 'Counts as',
};

/** The governed fields of a substance, normalised: links sorted, decimals at their stored scale. */
export interface GovernedSubstanceValues {
  allergen: boolean;
  casNumbers: string[];
  /** 0-1 at 3 decimals, or null (no data). */
  naturalOriginIndex: string | null;
  /** At 6 decimals. */
  countsAs: { substanceId: string; factor: string }[];
}

/** One field's change, with the words the reviewer reads (names as they were when it was proposed). */
export interface GovernedChange {
  field: GovernedSubstanceField;
  label: string;
  from: GovernedSubstanceValues[GovernedSubstanceField];
  to: GovernedSubstanceValues[GovernedSubstanceField];
  fromText: string;
  toText: string;
}

/** As the form or the database gives them (numbers or decimal strings, any order). */
export interface GovernedSubstanceInput {
  allergen: boolean;
  casNumbers: readonly string[];
  naturalOriginIndex?: number | string | null;
  countsAs: readonly { substanceId: string; factor: number | string }[];
}

export function governedValues(input: GovernedSubstanceInput): GovernedSubstanceValues {
  return {
    allergen: input.allergen,
    // In the order given (the first is the one shown first); compared as a set.
    casNumbers: [...new Set(input.casNumbers)],
    naturalOriginIndex: input.naturalOriginIndex == null ? null : D(input.naturalOriginIndex).toFixed(3),
    countsAs: input.countsAs
      .map((link) => ({ substanceId: link.substanceId, factor: D(link.factor).toFixed(6) }))
      .sort((a, b) => a.substanceId.localeCompare(b.substanceId)),
  };
}

function same<F extends GovernedSubstanceField>(
  field: F,
  a: GovernedSubstanceValues[F] | GovernedChange['from'],
  b: GovernedSubstanceValues[F] | GovernedChange['from'],
): boolean {
  const key = (value: unknown) =>
    JSON.stringify(field === 'casNumbers' ? [...(value as string[])].sort() : value);
  return key(a) === key(b);
}

/** "0.862700" -> "0.8627", "1.000000" -> "1". */
const plain = (value: string) => D(value).toString();

function fieldText(
  field: GovernedSubstanceField,
  values: GovernedSubstanceValues,
  names: ReadonlyMap<string, string>,
): string {
  switch (field) {
    case 'allergen':
      return values.allergen ? 'Yes' : 'No';
    case 'casNumbers':
      return values.casNumbers.length ? values.casNumbers.join(', ') : 'none';
    case 'naturalOriginIndex':
      return values.naturalOriginIndex === null ? 'none' : plain(values.naturalOriginIndex);
    case 'countsAs':
      return values.countsAs.length
        ? values.countsAs
            .map((link) => `${names.get(link.substanceId) ?? 'a deleted substance'} x ${plain(link.factor)}`)
            .join('; ')
        : 'none';
  }
}

/**
 * The governed fields that differ between what is on file and what a save asks for, in a fixed order. The same
 * CAS numbers in another order, or a factor typed with more zeros, is no change.
 */
export function governedChanges(
  current: GovernedSubstanceValues,
  next: GovernedSubstanceValues,
  names: ReadonlyMap<string, string>,
): GovernedChange[] {
  return GOVERNED_SUBSTANCE_FIELDS.flatMap((field) =>
    same(field, current[field], next[field])
      ? []
      : [
          {
            field,
            label: GOVERNED_FIELD_LABELS[field],
            from: current[field],
            to: next[field],
            fromText: fieldText(field, current, names),
            toText: fieldText(field, next, names),
          },
        ],
  );
}

/** Whether the record still holds what each change was proposed against (nobody changed it since). */
export function stillApplies(current: GovernedSubstanceValues, changes: readonly GovernedChange[]): boolean {
  return changes.every((change) => same(change.field, current[change.field], change.from));
}

/** The values after the changes: what an approval writes. */
export function applyChanges(
  current: GovernedSubstanceValues,
  changes: readonly GovernedChange[],
): GovernedSubstanceValues {
  const next: GovernedSubstanceValues = { ...current };
  for (const change of changes) Object.assign(next, { [change.field]: change.to });
  return next;
}

/** "Allergen: No → Yes; CAS numbers: none → 78-70-6". */
export function changesText(
  changes: readonly Pick<GovernedChange, 'label' | 'fromText' | 'toText'>[],
): string {
  return changes.map((change) => `${change.label}: ${change.fromText} → ${change.toText}`).join('; ');
}
