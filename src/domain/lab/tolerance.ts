import { D, type DecimalInput, toScale } from '../formulation/cost.ts';

/**
 * A weighed line against its target (ADR 051): deviation = (actual - target) / target x 100, and the line is
 * within tolerance when |deviation| <= tolerance, compared exactly (decimals, not the rounded figure shown).
 */
export interface WeighCheck {
  /** % at 3 decimals, signed; null until weighed or when the target is 0. */
  deviationPercent: string | null;
  /** null until weighed. */
  withinTolerance: boolean | null;
}

export function weighCheck(
  target: DecimalInput,
  actual: DecimalInput | null | undefined,
  tolerancePercent: DecimalInput,
): WeighCheck {
  if (actual === null || actual === undefined) return { deviationPercent: null, withinTolerance: null };
  const wanted = D(target);
  const got = D(actual);
  // A target that rounds to 0 at the batch's unit (a trace dye in kg) cannot be checked in %: only "none added"
  // matches it; anything else is out of tolerance and must be acknowledged.
  if (wanted.isZero()) return { deviationPercent: null, withinTolerance: got.isZero() };
  const deviation = got.minus(wanted).div(wanted).times(100);
  return {
    deviationPercent: toScale(deviation, 3),
    withinTolerance: deviation.abs().lte(D(tolerancePercent)),
  };
}
