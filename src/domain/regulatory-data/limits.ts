import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import type { Exposure } from '../formulation/constants.ts';
import type { Condition, Maximum, Warning } from './cosing-schema.ts';

/**
 * What the parsed numbers mean, in the words of the legal text: "must not exceed X %" holds at X; a band
 * "> 0,1 % ≤ 6 %" starts above its lower end; a labelling duty "when its concentration exceeds 0,001 %" and a
 * warning "Above 2 %" start above their level, never at it.
 */

/** Whether a concentration keeps to a maximum (at the maximum it does). */
export function keepsToMaximum(maximum: Pick<Maximum, 'percent'>, percent: Decimal.Value): boolean {
  return D(percent).lte(maximum.percent);
}

/** Whether a concentration falls in a maximum's band: above its exclusive lower end, if it has one. */
export function inBand(maximum: Pick<Maximum, 'abovePercent'>, percent: Decimal.Value): boolean {
  return maximum.abovePercent === null || D(percent).gt(maximum.abovePercent);
}

/** Whether the substance must be named in the list of ingredients (above 0.001 % leave-on, 0.01 % rinse-off). */
export function mustBeLabelled(
  labelling: NonNullable<Condition['labelling']>,
  exposure: Exposure,
  percent: Decimal.Value,
): boolean {
  return D(percent).gt(exposure === 'leave_on' ? labelling.leaveOnPercent : labelling.rinseOffPercent);
}

/** Whether a warning must be printed at a concentration: always, or above its threshold. */
export function warningApplies(warning: Pick<Warning, 'thresholdPercent'>, percent: Decimal.Value): boolean {
  return warning.thresholdPercent === null || D(percent).gt(warning.thresholdPercent);
}
