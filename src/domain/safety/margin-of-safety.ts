import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import { type SubstanceAmount, upperPercent } from '../substance/substance-content.ts';
import { DEFAULT_DERMAL_ABSORPTION, DEFAULT_MOS_THRESHOLD, type SafetyStatus } from './constants.ts';

/**
 * The margin of safety of each substance of a product (CPSR Part A, SCCS Notes of Guidance, 12th revision):
 *
 *   SED (mg/kg bw/day) = relative daily exposure (mg/kg bw/day) x C / 100 x DAp / 100
 *   MoS = point of departure (mg/kg bw/day) / SED
 *
 * C is the substance's % w/w in the product (a supplier's range at its maximum), DAp its dermal absorption in %
 * (the SCCS default of 50 % when none is measured, and the row says so), the relative daily exposure that of the
 * product's exposure category as published. A MoS under the substance's threshold (100 unless its profile gives
 * another with a reason) is below threshold; a MoS at the threshold passes. A substance without a point of
 * departure is "data missing": a finding, never a pass. Computed at full precision; `sed` and `mos` are rounded
 * only for display (4 significant digits, 1 decimal).
 */
export interface ToxicologyFacts {
  /** mg/kg bw/day, or null when no point of departure is on file. */
  pointOfDeparture: string | null;
  /** %, or null when not measured. */
  dermalAbsorption: string | null;
  /** The substance's own minimum MoS, or null for the default. */
  threshold: string | null;
}

export interface SafetyRow {
  substanceId: string;
  inciName: string;
  /** % w/w, the maximum of a range. */
  percent: Decimal;
  /** The percent comes from a supplier's range (assessed at its maximum). */
  range: boolean;
  dermalAbsorption: Decimal;
  dermalAbsorptionDefaulted: boolean;
  pointOfDeparture: Decimal | null;
  sed: Decimal;
  mos: Decimal | null;
  threshold: Decimal;
  status: SafetyStatus;
}

const HUNDRED = D(100);

export function safetyRow(
  amount: Pick<SubstanceAmount, 'substanceId' | 'inciName' | 'percent' | 'maxPercent'>,
  profile: ToxicologyFacts | undefined,
  relativeDailyExposure: Decimal.Value,
): SafetyRow {
  const percent = upperPercent(amount);
  const measured = profile?.dermalAbsorption ?? null;
  const dermalAbsorption = D(measured ?? DEFAULT_DERMAL_ABSORPTION);
  const sed = D(relativeDailyExposure).times(percent).div(HUNDRED).times(dermalAbsorption).div(HUNDRED);
  const pointOfDeparture = profile?.pointOfDeparture ? D(profile.pointOfDeparture) : null;
  const threshold = D(profile?.threshold ?? DEFAULT_MOS_THRESHOLD);
  // No exposure (a range from 0 to 0, or no absorption): nothing reaches the body, so no margin to compute.
  const mos = pointOfDeparture && !sed.isZero() ? pointOfDeparture.div(sed) : null;
  const status: SafetyStatus = !pointOfDeparture
    ? 'data_missing'
    : mos?.lessThan(threshold)
      ? 'below_threshold'
      : 'ok';
  return {
    substanceId: amount.substanceId,
    inciName: amount.inciName,
    percent,
    range: amount.percent === null,
    dermalAbsorption,
    dermalAbsorptionDefaulted: measured === null,
    pointOfDeparture,
    sed,
    mos,
    threshold,
    status,
  };
}

/**
 * Every assessed substance of a product, in the substance content's order. `exempt` substances are left out
 * (water: the SCCS asks no margin of safety of it).
 */
export function marginOfSafety(
  substances: readonly Pick<SubstanceAmount, 'substanceId' | 'inciName' | 'percent' | 'maxPercent'>[],
  profileOf: (substanceId: string) => ToxicologyFacts | null | undefined,
  relativeDailyExposure: Decimal.Value,
  exempt: (substanceId: string) => boolean = () => false,
): SafetyRow[] {
  return substances
    .filter((amount) => !exempt(amount.substanceId))
    .map((amount) => safetyRow(amount, profileOf(amount.substanceId) ?? undefined, relativeDailyExposure));
}

/** SED as shown: 4 significant digits, never in exponent notation. */
export const sedText = (sed: Decimal) => sed.toSignificantDigits(4).toFixed();
/** MoS as shown: one decimal. */
export const mosText = (mos: Decimal) => mos.toFixed(1);
