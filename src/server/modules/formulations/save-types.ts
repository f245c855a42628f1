import type { SQL } from 'drizzle-orm';
import type { IfraLimit } from '../../../domain/ifra/ifra.ts';
import type { Actor } from '../activity/record-activity.ts';

/**
 * The types a formulation save shares with the compliance module, which checks it (ADR 025): what the save knows
 * of the formulation, and the check's part of the save's one statement.
 */

/** A formulation as its save knows it: enough for the compliance check without reading it back (ADR 025). */
export interface SavedFormulation {
  id: string;
  name: string;
  productType: string;
  applicationArea: string;
  exposure: string;
  exposureCategory: string;
  ifraCategory: string;
  markets: string[];
  lines: { ingredientId: string; ingredientName: string; ounces: string }[];
  /** Just created: it has no alerts yet to read. */
  isNew: boolean;
  /** The compliance catalogue's version, read with the prices in this transaction. */
  catalogueVersion?: number;
  /** The perfumes' IFRA levels, read with the prices (ADR 063); absent, the check reads them. */
  perfumeLimits?: ReadonlyMap<string, readonly IfraLimit[]>;
}

/**
 * The compliance check's part of the saves' one statement (docs/product-rules.md, "Compliance"): fixed SQL, CTEs appended after the saves'
 * own (`fs` holds the saves written, each with its `checks` values) and a select of the `changes` rows
 * (activity/change-writes.ts) for the alerts it opened and resolved.
 */
export interface SaveCheckFragment {
  ctes: SQL;
  changes: SQL;
}

/** One save's check, worked out in memory before its statement: what the fragment reads of that save. */
export interface SaveCheckValues {
  /** The catalogue version it checked against: the statement writes nothing if it changed meanwhile. */
  catalogueVersion: number;
  /** The save's `checks` record in the statement (JSON). */
  values: Record<string, unknown>;
  /** The substances with an open safety finding (under their threshold or without data): approval needs them accepted. */
  safetyOpen?: { substanceId: string; inciName: string }[];
}

/** The compliance check of every save (handed in by services.ts). */
export interface SaveChecks {
  fragment: SaveCheckFragment;
  check(saved: SavedFormulation, actor: Actor): Promise<SaveCheckValues>;
}
