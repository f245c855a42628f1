import { toScale } from '../../../domain/formulation/cost.ts';
import type { RawMaterialInput } from '../../../domain/raw-material/raw-material-schema.ts';
import { defaultUsedAs } from '../../../domain/substance/constants.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../activity/record-activity.ts';
import type { NameOrigin } from '../substances/names.ts';
import type { SubstanceService } from '../substances/service.ts';
import type { CompositionInsert, RawMaterialRepository } from './repository.ts';

type CompositionRow = Awaited<ReturnType<RawMaterialRepository['compositions']>>[number];

/** A raw material's composition as the API shows it: percent strings at their stored scale. */
export function compositionDto(rows: CompositionRow[]) {
  return rows.map((row) => ({
    substanceId: row.substanceId,
    inciName: row.inciName,
    percent: row.percent,
    minPercent: row.minPercent,
    maxPercent: row.maxPercent,
    usedAs: row.usedAs,
    unreviewed: row.unreviewed,
  }));
}

/** Rows grouped by raw material, for a list's DTOs. */
export function compositionsById(rows: CompositionRow[]): Map<string, CompositionRow[]> {
  const byId = new Map<string, CompositionRow[]>();
  for (const row of rows) {
    const group = byId.get(row.ingredientId) ?? [];
    group.push(row);
    byId.set(row.ingredientId, group);
  }
  return byId;
}

/**
 * The composition to store (docs/product-rules.md, "Substances and the label"): the one given, its substances checked; none given, one substance at
 * 100 % found by the INCI name (or a synonym, CAS or EC number) and, when nothing matches, created unreviewed
 * with a review issue (ADR 035); no INCI name either, no composition (the label then lists the raw material by
 * its name and the missing-INCI check flags it). A row's function of use defaults from the category (ADR 034).
 */
export async function resolveComposition(
  tx: Executor,
  substances: SubstanceService,
  input: Pick<RawMaterialInput, 'composition' | 'incisName' | 'category'>,
  origin: NameOrigin,
  actor: Actor,
): Promise<CompositionInsert[]> {
  const usedAs = defaultUsedAs(input.category);
  if (input.composition?.length) {
    await substances.checkExist(
      tx,
      input.composition.map((row) => row.substanceId),
      'composition',
    );
    const scaled = (value: number | null) => (value === null ? null : toScale(value, 6));
    return input.composition.map((row) => ({
      substanceId: row.substanceId,
      percent: scaled(row.percent),
      minPercent: scaled(row.minPercent),
      maxPercent: scaled(row.maxPercent),
      usedAs: row.usedAs ?? usedAs,
    }));
  }
  if (!input.incisName) return [];
  const ids = await substances.idsForInciNames(tx, [{ name: input.incisName, origin }], actor);
  const substanceId = ids.get(input.incisName.trim().toLowerCase());
  return substanceId
    ? [{ substanceId, percent: '100.000000', minPercent: null, maxPercent: null, usedAs }]
    : [];
}

/** Two compositions hold the same rows in the same order (what the label and the checks read). */
export function sameComposition(a: readonly CompositionInsert[], b: readonly CompositionRow[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (row, index) =>
        row.substanceId === b[index]!.substanceId &&
        row.percent === b[index]!.percent &&
        row.minPercent === b[index]!.minPercent &&
        row.maxPercent === b[index]!.maxPercent &&
        row.usedAs === b[index]!.usedAs,
    )
  );
}
