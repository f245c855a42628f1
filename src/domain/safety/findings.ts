import type { SafetyRow } from './margin-of-safety.ts';
import { mosText } from './margin-of-safety.ts';

/**
 * The safety findings of a formulation, opened as automated compliance alerts (ADR 052): one for substances
 * whose margin of safety is under their threshold, one for substances without data. Each key names the
 * formulation and a fingerprint of the substances, so a different set resolves the old alert and opens a new one
 * with the right names.
 */
export interface SafetyViolation {
  autoKey: string;
  ruleId: null;
  ingredientId: null;
  severity: string;
  region: string;
  title: string;
  description: string;
}

export const SAFETY_KEY_PREFIX = 'safety:';

/** FNV-1a, 32 bits: a short, stable fingerprint of a set of ids (not a security measure). */
function fingerprint(ids: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of [...ids].sort().join(',')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The substances that need the assessor: under their threshold, or without data. */
export function openFindings(rows: readonly SafetyRow[]): SafetyRow[] {
  return rows.filter((row) => row.status !== 'ok');
}

export function safetyViolations(
  formulation: { id: string; name: string; exposureCategoryLabel: string },
  rows: readonly SafetyRow[],
): SafetyViolation[] {
  const below = rows.filter((row) => row.status === 'below_threshold');
  const missing = rows.filter((row) => row.status === 'data_missing');
  const base = { ruleId: null, ingredientId: null, region: 'EU' } as const;
  const violations: SafetyViolation[] = [];
  if (below.length) {
    violations.push({
      ...base,
      autoKey: `${SAFETY_KEY_PREFIX}${formulation.id}:below:${fingerprint(below.map((row) => row.substanceId))}`,
      severity: 'high',
      title: `Margin of safety below threshold in ${formulation.name}`,
      description: `${below
        .map((row) => `${row.inciName}: MoS ${mosText(row.mos!)}, under ${row.threshold.toString()}`)
        .join(
          '; ',
        )} (${formulation.exposureCategoryLabel}). A safety assessor's signed conclusion must accept it, or the formula must change.`,
    });
  }
  if (missing.length) {
    violations.push({
      ...base,
      autoKey: `${SAFETY_KEY_PREFIX}${formulation.id}:missing:${fingerprint(missing.map((row) => row.substanceId))}`,
      severity: 'medium',
      title: `Toxicological data missing in ${formulation.name}`,
      description: `No point of departure on file for ${missing.map((row) => row.inciName).join(', ')}: the margin of safety cannot be computed. Add their toxicological profiles, or a safety assessor's signed conclusion must accept it.`,
    });
  }
  return violations;
}
