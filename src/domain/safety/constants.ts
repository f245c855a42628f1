/**
 * The safety assessment's closed lists and defaults (CPSR Part A, Reg. 1223/2009 Annex I; see the glossary:
 * point of departure, dermal absorption, SED, MoS).
 */

/** What kind of dose the point of departure is. */
export const POD_TYPES = ['noael', 'loael', 'bmdl'] as const;
export type PodType = (typeof POD_TYPES)[number];
export const POD_TYPE_LABELS: Readonly<Record<PodType, string>> = {
  noael: 'NOAEL',
  loael: 'LOAEL',
  bmdl: 'BMDL',
};

/** The route of the study the point of departure comes from (subcutaneous: the SCCS's beta-arbutin study). */
export const POD_ROUTES = ['oral', 'dermal', 'subcutaneous'] as const;
export type PodRoute = (typeof POD_ROUTES)[number];
export const POD_ROUTE_LABELS: Readonly<Record<PodRoute, string>> = {
  oral: 'Oral',
  dermal: 'Dermal',
  subcutaneous: 'Subcutaneous',
};

/** The SCCS default when no measured dermal absorption is on file (Notes of Guidance, 12th revision). */
export const DEFAULT_DERMAL_ABSORPTION = '50';
/** The minimum margin of safety unless a substance's profile gives another with its reason. */
export const DEFAULT_MOS_THRESHOLD = '100';

export const SAFETY_STATUSES = ['ok', 'below_threshold', 'data_missing'] as const;
export type SafetyStatus = (typeof SAFETY_STATUSES)[number];
export const SAFETY_STATUS_LABELS: Readonly<Record<SafetyStatus, string>> = {
  ok: 'OK',
  below_threshold: 'Below threshold',
  data_missing: 'Data missing',
};

/** What the assessor's electronic signature means: recorded with it and printed in the file. */
export const CONCLUSION_SIGNATURE_MEANING = "Safety assessor's conclusion";

/** Undesirable effects (cosmetovigilance). */
export const EFFECT_SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export type EffectSeverity = (typeof EFFECT_SEVERITIES)[number];
export const CAUSALITIES = [
  'very_likely',
  'likely',
  'not_clearly_attributable',
  'unlikely',
  'excluded',
] as const;
export type Causality = (typeof CAUSALITIES)[number];
export const CAUSALITY_LABELS: Readonly<Record<Causality, string>> = {
  very_likely: 'Very likely',
  likely: 'Likely',
  not_clearly_attributable: 'Not clearly attributable',
  unlikely: 'Unlikely',
  excluded: 'Excluded',
};
/** A serious adverse event must reach the FDA within 15 business days (US MoCRA, FD&C Act section 605). */
export const SERIOUS_REPORT_BUSINESS_DAYS = 15;
