import type { RuleExposure, RuleType } from '../compliance/constants.ts';
import { APPLICATION_AREAS } from '../formulation/constants.ts';
import type { Annex, Condition, CosingEntry, UsedAs } from './cosing-schema.ts';
import type { SubstanceKey, SubstanceMatcher } from './substance-matcher.ts';

/**
 * The rules an annex entry becomes (ADR 055). Annex II: a prohibition of each substance it names. Annexes
 * III to VI: per lettered condition (or the whole entry) and substance, an "allowed only under conditions"
 * rule with its maximum, the products and areas it holds for, the function it counts (Annex IV colourants,
 * V preservatives, VI UV filters), the label warnings and the dates, the legal text verbatim beside it; a
 * condition with a labelling duty and no maximum is a labelled allergen. Whatever the parser was unsure of
 * stays `needsReview`. Annexes IV, V and VI also give their positive list, under the key `*`.
 */
export interface RuleDraft {
  entryKey: string;
  substanceKey: SubstanceKey | null;
  name: string;
  ruleType: RuleType;
  maxPercent: string | null;
  productTypes: string[] | null;
  applicationAreas: string[] | null;
  exposure: RuleExposure;
  usedAs: UsedAs | null;
  severity: 'critical' | 'high';
  annexEntry: string;
  reference: string | null;
  warningText: string | null;
  thresholdPercent: string | null;
  appliesFrom: string | null;
  placingBanFrom: string | null;
  makingAvailableBanFrom: string | null;
  sourceReference: string;
  regulation: string | null;
  cmr: string | null;
  sourceUpdateDate: string | null;
  calculatedAs: string | null;
  legalText: Record<string, string>;
  needsReview: boolean;
  reviewReasons: string[] | null;
}

export const POSITIVE_LIST_KEY = '*';

const LIST_FUNCTION: Partial<Record<Annex, UsedAs>> = {
  IV: 'colourant',
  V: 'preservative',
  VI: 'uv_filter',
};
const LIST_NAMES: Partial<Record<Annex, string>> = {
  IV: 'colourants',
  V: 'preservatives',
  VI: 'UV filters',
};

/** The key a re-import diffs by: CosIng keeps several rows under one reference number. */
export const entryKey = (entry: Pick<CosingEntry, 'referenceNumber' | 'occurrence'>) =>
  `${entry.referenceNumber}#${entry.occurrence}`;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

function smallest(values: string[]): string | null {
  return values.reduce<string | null>(
    (least, value) => (least === null || Number(value) < Number(least) ? value : least),
    null,
  );
}

/** The maximum that holds in every product the condition names (a "within" one only when all are). */
function maximumOf(condition: Condition) {
  const general = condition.maxima.filter((maximum) => maximum.within.length === 0);
  const candidates = general.length ? general : condition.maxima;
  const percent = smallest(candidates.map((maximum) => maximum.percent));
  const chosen = candidates.find((maximum) => maximum.percent === percent);
  return { percent, calculatedAs: chosen?.calculatedAs ?? null };
}

function warningsOf(condition: Condition) {
  if (condition.warnings.length === 0) return { warningText: null, thresholdPercent: null };
  const thresholds = new Set(condition.warnings.map((warning) => warning.thresholdPercent));
  return {
    warningText: condition.warnings.map((warning) => warning.text).join('\n'),
    thresholdPercent: thresholds.size === 1 ? [...thresholds][0]! : null,
  };
}

function areasOf(condition: Condition): string[] | null {
  const scope = condition.projectScope!;
  if (scope.excludedApplicationAreas.length === 0) return scope.applicationAreas;
  const from = scope.applicationAreas ?? [...APPLICATION_AREAS];
  return from.filter((area) => !scope.excludedApplicationAreas.includes(area));
}

export function ruleDrafts(
  entry: CosingEntry,
  matcher: SubstanceMatcher,
): { substances: SubstanceKey[]; rules: RuleDraft[] } {
  const annexEntry = `Annex ${entry.annex}/${entry.referenceNumber}`;
  const substances = matcher.match(entry, annexEntry);
  const common = {
    entryKey: entryKey(entry),
    annexEntry,
    reference: entry.regulation ? cut(entry.regulation, 500) : null,
    sourceReference: entry.referenceNumber,
    regulation: entry.regulation,
    cmr: entry.cmr,
    sourceUpdateDate: entry.updateDate,
    reviewReasons: entry.reviewReasons.length ? entry.reviewReasons : null,
  };
  const named = (key: SubstanceKey, letter: string | null) =>
    cut(`${annexEntry}${letter ? `(${letter})` : ''}: ${matcher.nameOf(key)}`, 200);

  if (entry.annex === 'II') {
    const legalText = {
      chemicalName: entry.chemicalName ?? '',
      identified: entry.identifiedIngredients.join('; '),
    };
    const rules = substances.map(
      (key): RuleDraft => ({
        ...common,
        substanceKey: key,
        name: named(key, null),
        ruleType: 'prohibited',
        maxPercent: null,
        productTypes: null,
        applicationAreas: null,
        exposure: 'all',
        usedAs: null,
        severity: 'critical',
        warningText: null,
        thresholdPercent: null,
        appliesFrom: null,
        placingBanFrom: null,
        makingAvailableBanFrom: null,
        calculatedAs: null,
        legalText,
        needsReview: entry.needsReview,
      }),
    );
    return { substances, rules };
  }

  const rules: RuleDraft[] = [];
  const listFunction = LIST_FUNCTION[entry.annex] ?? null;
  const outside: Condition[] = [];
  for (const condition of entry.conditions) {
    // Only in products the project does not make (hair dyes, depilatories): no formulation can meet it.
    if (!condition.projectScope) {
      outside.push(condition);
      continue;
    }
    const { percent, calculatedAs } = maximumOf(condition);
    const labelOnly = condition.labelling !== null && percent === null;
    const reasons = [...entry.reviewReasons, ...condition.reviewReasons];
    for (const key of substances) {
      rules.push({
        ...common,
        substanceKey: key,
        name: named(key, condition.letter),
        ruleType: labelOnly ? 'allergen_label' : 'conditional',
        maxPercent: percent,
        productTypes: condition.projectScope.productTypes,
        applicationAreas: areasOf(condition),
        exposure: condition.projectScope.exposure,
        usedAs: condition.scope.usedAs ?? listFunction,
        severity: 'high',
        ...warningsOf(condition),
        appliesFrom: condition.appliesFrom,
        placingBanFrom: condition.placingBanFrom,
        makingAvailableBanFrom: condition.makingAvailableBanFrom,
        calculatedAs,
        legalText: condition.legalText,
        needsReview: entry.needsReview || condition.needsReview,
        reviewReasons: reasons.length ? reasons : null,
      });
    }
  }
  // An Annex III substance allowed only in such products: present in a formulation, someone decides.
  if (entry.annex === 'III' && rules.length === 0 && outside.length > 0) {
    const legalText = outside[0]!.legalText;
    for (const key of substances)
      rules.push({
        ...common,
        substanceKey: key,
        name: named(key, null),
        ruleType: 'conditional',
        maxPercent: null,
        productTypes: null,
        applicationAreas: null,
        exposure: 'all',
        usedAs: null,
        severity: 'high',
        warningText: null,
        thresholdPercent: null,
        appliesFrom: null,
        placingBanFrom: null,
        makingAvailableBanFrom: null,
        calculatedAs: null,
        legalText,
        needsReview: true,
        reviewReasons: ['Allowed only in products the formulations cannot be (hair dyes, depilatories...)'],
      });
  }
  return { substances, rules };
}

/** The positive list of Annex IV, V or VI: a substance used with its function and on no rule is not allowed. */
export function positiveListDraft(annex: Annex): RuleDraft | null {
  const usedAs = LIST_FUNCTION[annex];
  if (!usedAs) return null;
  return {
    entryKey: POSITIVE_LIST_KEY,
    substanceKey: null,
    name: `Annex ${annex}: only the listed ${LIST_NAMES[annex]} are allowed`,
    ruleType: 'positive_list',
    maxPercent: null,
    productTypes: null,
    applicationAreas: null,
    exposure: 'all',
    usedAs,
    severity: 'high',
    annexEntry: `Annex ${annex}`,
    reference: 'Regulation (EC) No 1223/2009',
    warningText: null,
    thresholdPercent: null,
    appliesFrom: null,
    placingBanFrom: null,
    makingAvailableBanFrom: null,
    sourceReference: POSITIVE_LIST_KEY,
    regulation: 'Regulation (EC) No 1223/2009',
    cmr: null,
    sourceUpdateDate: null,
    calculatedAs: null,
    legalText: {},
    needsReview: false,
    reviewReasons: null,
  };
}
