import { D } from '../../../domain/common/decimal.ts';
import type { RawMaterialInput } from '../../../domain/raw-material/raw-material-schema.ts';

type StoredLimits = { category: string; maxPercent: string }[];

/** A perfume's IFRA levels as stored (ADR 063): the maximum as plain decimal text; omitted, nothing to write. */
export function storedIfraLimits(input: RawMaterialInput): { ifraLimits?: StoredLimits } {
  if (!input.ifraLimits) return {};
  return {
    ifraLimits: input.ifraLimits.map((limit) => ({
      category: limit.category,
      maxPercent: D(limit.maxPercent).toFixed(),
    })),
  };
}

/**
 * Whether an update moves the IFRA check (ADR 063): new levels, or a raw material with levels becoming perfume
 * or ceasing to be one.
 */
export function ifraLimitsChanged(
  current: { ifraLimits: StoredLimits },
  values: { ifraLimits?: StoredLimits },
  perfumeChanged: boolean,
): boolean {
  if (perfumeChanged && current.ifraLimits.length > 0) return true;
  return (
    values.ifraLimits !== undefined &&
    JSON.stringify(values.ifraLimits) !== JSON.stringify(current.ifraLimits)
  );
}
