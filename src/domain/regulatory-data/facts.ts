import type { Maximum, OtherCondition, UsedAs, Warning } from './cosing-schema.ts';
import type { ProductCategory } from './product-categories.ts';

/** What the readers found in one condition's legal text, before it is assembled into a condition. */
export interface Facts {
  include: ProductCategory[];
  exclude: ProductCategory[];
  otherProducts: boolean;
  usedAs: UsedAs[];
  notUsedAs: UsedAs[];
  maxima: Maximum[];
  professionalUse: boolean[];
  appliesFrom: string[];
  placingBanFrom: string[];
  makingAvailableBanFrom: string[];
  labelling: { leaveOnPercent: string; rinseOffPercent: string; labelName: string | null }[];
  otherConditions: OtherCondition[];
  warnings: Warning[];
  /** "The abovementioned percentages are calculated as X": for every maximum of the entry. */
  calculatedAsForAll: string[];
  reasons: string[];
}

export function noFacts(): Facts {
  return {
    include: [],
    exclude: [],
    otherProducts: false,
    usedAs: [],
    notUsedAs: [],
    maxima: [],
    professionalUse: [],
    appliesFrom: [],
    placingBanFrom: [],
    makingAvailableBanFrom: [],
    labelling: [],
    otherConditions: [],
    warnings: [],
    calculatedAsForAll: [],
    reasons: [],
  };
}

/** Two sets of facts as one (a condition's facts are read column by column). */
export function mergeFacts(into: Facts, from: Facts): Facts {
  for (const key of Object.keys(into) as (keyof Facts)[]) {
    if (key === 'otherProducts') into.otherProducts ||= from.otherProducts;
    else (into[key] as unknown[]).push(...(from[key] as unknown[]));
  }
  return into;
}
