import { defaultApplicationArea, defaultExposure } from '../../../domain/formulation/constants.ts';
import { computeCost, toScale } from '../../../domain/formulation/cost.ts';
import type { FormulationDetail } from '../../../domain/formulation/formulation.ts';
import { PHASE_MESSAGE } from '../../../domain/formulation/formulation-line-schema.ts';
import type { FormulationInput } from '../../../domain/formulation/formulation-schema.ts';
import { fromStoredPhases, type Phase, toStoredPhases } from '../../../domain/formulation/procedure.ts';
import { defaultIfraCategory, type IfraLimit } from '../../../domain/ifra/ifra.ts';
import { DEFAULT_MARKETS } from '../../../domain/market/constants.ts';
import { DEFAULT_YEARLY_VOLUME } from '../../../domain/market/impact.ts';
import { defaultExposureCategory } from '../../../domain/safety/exposure-categories.ts';
import { isPerfumeMaterial } from '../../../domain/substance/constants.ts';
import type { formulations } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import type { PlannedChange } from '../activity/change-writes.ts';
import type { WebhookEvent } from '../integrations/outbox.ts';
import { type LineRow, toDetailDto } from './dto.ts';
import type { PriceReader } from './price-cache.ts';
import type { StoredLine } from './repository.ts';
import type { SavedFormulation } from './save-types.ts';

/**
 * What a save writes, worked out in memory from the input and the prices it reads (docs/product-rules.md, "Costs and units"): the costs, the
 * rows, the formulation as the compliance check sees it and the answer, so nothing written is read back.
 */

/**
 * Costs from the cost engine with the ingredients' current prices; the client's line costs are ignored. The
 * prices are read without a lock: the save's statement writes only if every raw material is still at the
 * revision read here (save-statement.ts).
 */
export async function costed(input: FormulationInput, readPrices: PriceReader) {
  const ids = [...new Set(input.ingredients.map((line) => line.ingredientId))];
  const priceRows = ids.length ? await readPrices(ids) : [];
  const prices = new Map(priceRows.map((p) => [p.id, p]));
  const missing = input.ingredients.flatMap((line, index) => (prices.has(line.ingredientId) ? [] : [index]));
  if (missing.length) {
    throw badRequest(
      'Ingredient not found',
      Object.fromEntries(
        missing.map((index) => [`ingredients.${index}.ingredientId`, ['Ingredient not found']]),
      ),
    );
  }
  const result = computeCost({
    batchSize: input.batchSize,
    unitSize: input.unitSize,
    targetMargin: input.targetMargin,
    lines: input.ingredients.map((line) => ({ ounces: line.ounces, ...prices.get(line.ingredientId)! })),
  });
  return {
    prices,
    catalogueVersion: priceRows[0]?.catalogueVersion,
    perfumeLimits: perfumeLimitsOf(priceRows),
    revisions: priceRows.map((price) => ({ id: price.id, revision: price.revision })),
    totals: {
      totalCost: toScale(result.totalCost, 4),
      costPerUnit: toScale(result.costPerUnit, 4),
      // From the unrounded cost per unit, rounded once to the cent it is shown at (docs/product-rules.md, "Costs and units").
      suggestedUnitPrice: toScale(result.suggestedUnitPrice, 2),
    },
    lines: input.ingredients.map((line, position) => ({
      // The id is given, not defaulted, so the answer needs no read of what was just written.
      id: crypto.randomUUID() as string,
      ingredientId: line.ingredientId,
      ounces: toScale(line.ounces, 6),
      cost: toScale(result.lines[position]!.cost, 6),
      position,
      phase: line.phase ?? null,
      percent: line.percent ?? null,
      qs: line.qs ?? false,
    })),
    /** The lines as the compliance check reads them (named, in ounces). */
    saved: input.ingredients.map((line) => ({
      ingredientId: line.ingredientId,
      ingredientName: prices.get(line.ingredientId)!.name,
      ounces: toScale(line.ounces, 6),
    })),
  };
}

/** The IFRA levels of the perfumes among these raw materials (ADR 063), as the save's IFRA check reads them. */
function perfumeLimitsOf(
  rows: readonly { id: string; category: string; declaredAsParfum: boolean; ifraLimits: IfraLimit[] }[],
): Map<string, IfraLimit[]> {
  return new Map(
    rows
      .filter((row) => isPerfumeMaterial(row.category, row.declaredAsParfum) && row.ifraLimits.length > 0)
      .map((row) => [row.id, row.ifraLimits]),
  );
}

/**
 * An update's lines with the ids they already have: a line whose raw material stays at its position keeps its id,
 * and the save statement rewrites it in place, only if its quantity or cost changed (a HOT update, no index entry
 * added), instead of deleting it and inserting it again. Other lines get the new ids they were given.
 */
export function withStoredLineIds(lines: Costed['lines'], stored: readonly StoredLine[]): Costed['lines'] {
  const byPosition = new Map(stored.map((line) => [line.position, line]));
  return lines.map((line) => {
    const same = byPosition.get(line.position);
    return same?.ingredientId === line.ingredientId.toLowerCase() ? { ...line, id: same.id } : line;
  });
}

/** The saved formulation as GET answers it, from the rows the save wrote and the prices it read. */
export function savedDetail(
  row: typeof formulations.$inferSelect,
  costedLines: Costed['lines'],
  prices: Costed['prices'],
) {
  const lineRows: LineRow[] = costedLines.map((line) => {
    const price = prices.get(line.ingredientId)!;
    return {
      id: line.id,
      ingredientId: line.ingredientId,
      ingredientName: price.name,
      inciName: price.inciName,
      category: price.category,
      unit: price.unit,
      unitCost: price.unitCost,
      ounces: line.ounces,
      cost: line.cost,
      phase: line.phase,
      percent: line.percent,
      qs: line.qs,
    };
  });
  return toDetailDto({ ...row, ingredientCount: lineRows.length }, lineRows);
}

export function savedFormulation(
  id: string,
  values: ReturnType<typeof saveFields>,
  costedSave: Pick<Costed, 'saved' | 'catalogueVersion' | 'perfumeLimits'>,
  isNew: boolean,
): SavedFormulation {
  const { name, productType, applicationArea, exposure, exposureCategory, ifraCategory, markets } = values;
  const { saved: lines, catalogueVersion, perfumeLimits } = costedSave;
  return {
    id,
    name,
    productType,
    applicationArea,
    exposure,
    exposureCategory,
    ifraCategory,
    markets,
    lines,
    isNew,
    catalogueVersion,
    perfumeLimits,
  };
}

/** The stored row: what an update keeps when the input leaves it out. */
type StoredFields = typeof formulations.$inferSelect;

/**
 * Every line's phase must be one of the version's: checked by the schema when the phases come with the save, here
 * against the stored ones when an update leaves them out (they are then kept).
 */
export function checkLinePhases(input: FormulationInput, phases: readonly Phase[]) {
  const codes = new Set(phases.map((phase) => phase.code));
  const wrong = input.ingredients.flatMap((line, index) =>
    line.phase && !codes.has(line.phase) ? [index] : [],
  );
  if (wrong.length)
    throw badRequest(
      PHASE_MESSAGE,
      Object.fromEntries(wrong.map((index) => [`ingredients.${index}.phase`, [PHASE_MESSAGE]])),
    );
}

export function saveFields(input: FormulationInput, stored?: StoredFields) {
  const phases = input.phases ? toStoredPhases(input.phases) : (stored?.phases ?? []);
  checkLinePhases(input, phases);
  const byPercent = input.ingredients.some((line) => line.qs || line.percent != null);
  const applicationArea =
    input.applicationArea ?? stored?.applicationArea ?? defaultApplicationArea(input.name);
  const exposure = input.exposure ?? stored?.exposure ?? defaultExposure(input.productType);
  return {
    entryMode: input.entryMode ?? (byPercent ? 'percent' : 'ounces'),
    phases,
    specification: input.specification === undefined ? (stored?.specification ?? null) : input.specification,
    name: input.name,
    applicationArea,
    exposure,
    // The SCCS category the safety assessment reads (ADR 052): kept once set, else defaulted from the use.
    exposureCategory:
      input.exposureCategory ??
      stored?.exposureCategory ??
      defaultExposureCategory(applicationArea, exposure),
    // The IFRA category (ADR 063): kept once set, else defaulted from the product type and use.
    ifraCategory:
      input.ifraCategory ??
      stored?.ifraCategory ??
      defaultIfraCategory(input.productType, applicationArea, exposure),
    markets: input.markets ?? stored?.markets ?? [...DEFAULT_MARKETS],
    yearlyVolume: input.yearlyVolume ?? stored?.yearlyVolume ?? DEFAULT_YEARLY_VOLUME,
    description: input.description,
    productType: input.productType,
    targetSkinType: input.targetSkinType,
    status: input.status,
    batchSize: toScale(input.batchSize, 6),
    unitSize: toScale(input.unitSize, 6),
    targetMargin: toScale(input.targetMargin, 2),
  };
}

export type Costed = Awaited<ReturnType<typeof costed>>;

/** A save's own change: its activity entry, live-feed event and webhooks (save-statement.ts writes it). */
export function formulationChange(
  action: string,
  id: string,
  description: string,
  webhooks: WebhookEvent[],
): PlannedChange {
  return {
    entry: { action, entityType: 'formulation', entityId: id, description },
    event: 'formulations',
    webhooks,
  };
}

/**
 * "Duplicate as new version": the next version starts as a draft copy of its parent, procedure and specification
 * included (ADR 049), with the parent's lines or (a reformulation saved as a version) the lines given, in ounces,
 * each keeping the phase its raw material had.
 */
export function versionInput(
  source: FormulationDetail,
  lines?: { ingredientId: string; ounces: number }[],
): FormulationInput {
  const phaseOf = new Map(source.lines.map((line) => [line.ingredientId, line.phase]));
  return {
    name: source.name,
    description: source.description,
    productType: source.productType as FormulationInput['productType'],
    targetSkinType: source.targetSkinType as FormulationInput['targetSkinType'],
    status: 'draft',
    applicationArea: source.applicationArea as FormulationInput['applicationArea'],
    exposure: source.exposure as FormulationInput['exposure'],
    ifraCategory: source.ifraCategory as FormulationInput['ifraCategory'],
    markets: source.markets as FormulationInput['markets'],
    yearlyVolume: source.yearlyVolume,
    batchSize: Number(source.batchSize),
    unitSize: Number(source.unitSize),
    targetMargin: Number(source.targetMargin),
    phases: fromStoredPhases(source.phases),
    specification: source.specification,
    entryMode: lines ? 'ounces' : source.entryMode,
    ingredients:
      lines?.map((line) => ({ ...line, phase: phaseOf.get(line.ingredientId) ?? null })) ??
      source.lines.map((line) => ({
        ingredientId: line.ingredientId,
        ounces: Number(line.ounces),
        percent: line.percent,
        qs: line.qs,
        phase: line.phase,
      })),
  };
}
