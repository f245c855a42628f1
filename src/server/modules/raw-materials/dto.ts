import { costPerOunce, toScale } from '../../../domain/formulation/cost.ts';
import type { RawMaterial, RawMaterialInput } from '../../../domain/raw-material/raw-material-schema.ts';
import { compositionDto } from './composition.ts';
import { storedIfraLimits } from './ifra-limits.ts';
import type { RawMaterialListRow, RawMaterialRepository } from './repository.ts';

type CompositionRows = Awaited<ReturnType<RawMaterialRepository['compositions']>>;

/** A raw material as the API answers it. */
export function toRawMaterialDto(row: RawMaterialListRow, composition: CompositionRows): RawMaterial {
  return {
    id: row.id,
    name: row.name,
    incisName: row.inciName,
    description: row.description,
    category: row.category,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    unitCost: row.unitCost,
    unit: row.unit,
    density: row.density,
    costPerOunce: toScale(costPerOunce(row.unitCost, row.unit, row.density), 6),
    composition: compositionDto(composition),
    declaredAsParfum: row.declaredAsParfum,
    ifraLimits: row.ifraLimits,
    qualityGrade: row.qualityGrade,
    sustainabilityRating: row.sustainabilityRating,
    regulatoryRestrictions: row.regulatoryRestrictions,
    allergenInfo: row.allergenInfo,
    shelfLifeMonths: row.shelfLifeMonths,
    storageConditions: row.storageConditions,
    waterLitersPerOz: row.waterLitersPerOz,
    carbonKgPerOz: row.carbonKgPerOz,
    naturalOriginIndex: row.naturalOriginIndex === null ? null : toScale(row.naturalOriginIndex, 3),
    usageCount: row.usageCount,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a raw material's form input is stored in (also the import's). */
export function columns(input: RawMaterialInput) {
  const optional = (value: number | null | undefined, scale: number) =>
    value === null || value === undefined ? null : toScale(value, scale);
  return {
    name: input.name,
    inciName: input.incisName,
    description: input.description,
    category: input.category,
    supplierId: input.supplierId,
    unitCost: toScale(input.unitCost, 6),
    unit: input.unit,
    density: input.density === null ? null : toScale(input.density, 4),
    declaredAsParfum: input.declaredAsParfum,
    ...storedIfraLimits(input),
    qualityGrade: input.qualityGrade,
    sustainabilityRating: input.sustainabilityRating,
    regulatoryRestrictions: input.regulatoryRestrictions,
    allergenInfo: input.allergenInfo,
    shelfLifeMonths: input.shelfLifeMonths,
    storageConditions: input.storageConditions,
    waterLitersPerOz: optional(input.waterLitersPerOz, 6),
    carbonKgPerOz: optional(input.carbonKgPerOz, 6),
  };
}
