import { USED_AS_LABELS, type UsedAs } from '../substance/constants.ts';

/**
 * A composition row's function of use changes which rules apply to its substance (an Annex V limit binds a
 * preservative, an Annex VI limit a UV filter) and how the label names it (a colourant by its CI number), so it
 * is governed like a substance's allergen flag (ADR 037): the regulatory role or an administrator sets it; anyone
 * else's change to it is proposed, and the row keeps what it had until the proposal is approved.
 */
export interface UsedAsChange {
  field: 'usedAs';
  /** The substance whose row it is: a raw material holds each substance once. */
  substanceId: string;
  label: string;
  from: UsedAs;
  to: UsedAs;
  fromText: string;
  toText: string;
}

export interface UsedAsRow {
  substanceId: string;
  usedAs: UsedAs;
}

/**
 * What a saver without the right to set the function of use may store, and what they asked for beyond it. The
 * function a row may keep is the one on file for that substance, or, for a substance the raw material did not
 * hold, the default of the raw material's category (a new row the supplier's category already explains needs no
 * review). Every other function asked for becomes a change to propose.
 */
export function governUsedAs(
  rows: readonly UsedAsRow[],
  onFile: ReadonlyMap<string, UsedAs>,
  categoryDefault: UsedAs,
  names: ReadonlyMap<string, string>,
): { kept: UsedAs[]; changes: UsedAsChange[] } {
  const kept: UsedAs[] = [];
  const changes: UsedAsChange[] = [];
  for (const row of rows) {
    const allowed = onFile.get(row.substanceId) ?? categoryDefault;
    kept.push(allowed);
    if (row.usedAs === allowed) continue;
    changes.push({
      field: 'usedAs',
      substanceId: row.substanceId,
      label: `Used as (${names.get(row.substanceId) ?? 'a substance'})`,
      from: allowed,
      to: row.usedAs,
      fromText: USED_AS_LABELS[allowed],
      toText: USED_AS_LABELS[row.usedAs],
    });
  }
  return { kept, changes };
}

/**
 * Whether each change still meets the row it was proposed against: the raw material still holds the substance,
 * with the function of use the change starts from.
 */
export function usedAsStillApplies(
  onFile: ReadonlyMap<string, UsedAs>,
  changes: readonly UsedAsChange[],
): boolean {
  return changes.every((change) => onFile.get(change.substanceId) === change.from);
}
