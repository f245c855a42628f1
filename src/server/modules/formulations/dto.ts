import { computeCost, toScale } from '../../../domain/formulation/cost.ts';
import type {
  Formulation,
  FormulationDetail,
  FormulationLine,
} from '../../../domain/formulation/formulation.ts';
import type { FormulationRow } from './repository.ts';

export function toFormulationDto(row: FormulationRow): Formulation {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    productType: row.productType,
    targetSkinType: row.targetSkinType,
    status: row.status,
    applicationArea: row.applicationArea,
    exposure: row.exposure,
    exposureCategory: row.exposureCategory,
    ifraCategory: row.ifraCategory,
    markets: row.markets,
    yearlyVolume: row.yearlyVolume,
    batchSize: row.batchSize,
    unitSize: row.unitSize,
    version: row.version,
    lineageId: row.lineageId,
    parentId: row.parentId,
    totalCost: row.totalCost,
    costPerUnit: row.costPerUnit,
    targetMargin: row.targetMargin,
    // Stored when the costs are: from the unrounded cost per unit, rounded once (docs/product-rules.md, "Costs and units").
    suggestedUnitPrice: row.suggestedUnitPrice,
    ingredientCount: row.ingredientCount,
    createdBy: row.createdBy,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface LineRow {
  id: string;
  ingredientId: string;
  ingredientName: string;
  inciName: string | null;
  category: string;
  unit: string;
  unitCost: string;
  ounces: string;
  cost: string;
  phase: string | null;
  percent: string | null;
  qs: boolean;
}

/** Lines with their concentration (% w/w of the recipe) from the cost engine. */
export function toLineDtos(lines: LineRow[]): FormulationLine[] {
  const cost = computeCost({
    batchSize: 1,
    unitSize: 1,
    lines: lines.map((l) => ({ ounces: l.ounces, unitCost: l.unitCost, unit: l.unit })),
  });
  return lines.map((line, index) => ({
    id: line.id,
    ingredientId: line.ingredientId,
    ingredientName: line.ingredientName,
    inciName: line.inciName,
    category: line.category,
    unit: line.unit,
    unitCost: line.unitCost,
    ounces: line.ounces,
    quantity: line.ounces,
    cost: line.cost,
    concentration: toScale(cost.lines[index]!.concentration, 4),
    phase: line.phase,
    percent: line.percent,
    qs: line.qs,
  }));
}

/** A formulation with its lines, how they were entered, its procedure and specification (ADR 049). */
export function toDetailDto(row: FormulationRow, lines: LineRow[]): FormulationDetail {
  return {
    ...toFormulationDto(row),
    lines: toLineDtos(lines),
    entryMode: row.entryMode,
    phases: row.phases,
    specification: row.specification,
  };
}
