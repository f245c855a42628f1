import type { RuleExposure, RuleType, Severity } from '../../../../domain/compliance/constants.ts';
import type { RegulatoryRule } from '../../../../domain/compliance/rule-schema.ts';
import type { MarketCode } from '../../../../domain/market/constants.ts';
import type { UsedAs } from '../../../../domain/substance/constants.ts';

/** What the rule form holds: text as typed, the substance with its name for the combobox. */
export interface RuleFormState {
  name: string;
  ruleType: RuleType | '';
  substanceId: string;
  substanceName: string;
  maxPercent: string;
  productTypes: string[];
  applicationAreas: string[];
  exposure: RuleExposure;
  /** '' is any use. */
  usedAs: UsedAs | '';
  market: MarketCode;
  severity: Severity | '';
  annexEntry: string;
  reference: string;
  warningText: string;
  thresholdPercent: string;
  appliesFrom: string;
  placingBanFrom: string;
  makingAvailableBanFrom: string;
  isActive: boolean;
}

export function initialRuleValues(rule?: RegulatoryRule): RuleFormState {
  return {
    name: rule?.name ?? '',
    ruleType: (rule?.ruleType as RuleType | undefined) ?? '',
    substanceId: rule?.substanceId ?? '',
    substanceName: rule?.substanceName ?? '',
    // "2.0000" as stored reads "2" in the form.
    maxPercent: rule?.maxPercent ? String(Number(rule.maxPercent)) : '',
    productTypes: rule?.productTypes ?? [],
    applicationAreas: rule?.applicationAreas ?? [],
    exposure: (rule?.exposure as RuleExposure | undefined) ?? 'all',
    usedAs: rule?.usedAs ?? '',
    market: (rule?.market as MarketCode | undefined) ?? 'EU',
    severity: (rule?.severity as Severity | undefined) ?? '',
    annexEntry: rule?.annexEntry ?? '',
    reference: rule?.reference ?? '',
    warningText: rule?.warningText ?? '',
    thresholdPercent: rule?.thresholdPercent ? String(Number(rule.thresholdPercent)) : '',
    appliesFrom: rule?.appliesFrom ?? '',
    placingBanFrom: rule?.placingBanFrom ?? '',
    makingAvailableBanFrom: rule?.makingAvailableBanFrom ?? '',
    isActive: rule?.isActive ?? true,
  };
}

/** Which fields a rule type uses: the form shows only those. */
export function ruleTypeUses(ruleType: RuleFormState['ruleType']) {
  return {
    substance: ruleType !== 'missing_inci',
    percent: ruleType === 'max_concentration' || ruleType === 'conditional' || ruleType === 'allergen_label',
    warning: ruleType !== 'missing_inci',
  };
}
