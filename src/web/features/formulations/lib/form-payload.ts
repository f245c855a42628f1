import type { FormulationFormState } from './form-values.ts';

/**
 * What the form sends for validation and saving (ADR 049): lines in ounces, or in % with the q.s. line marked
 * (an empty % box stays '', so its message is the percentage's), the phases and steps as typed, the specification.
 * Field paths are the form's own, so every message lands under its box.
 */
export function toFormPayload(values: FormulationFormState) {
  const byPercent = values.entryMode === 'percent';
  return {
    name: values.name,
    description: values.description,
    productType: values.productType,
    targetSkinType: values.targetSkinType,
    status: values.status,
    applicationArea: values.applicationArea,
    exposure: values.exposure,
    // Left out until picked: the server defaults it from the product type and use (ADR 063).
    ...(values.ifraCategory && { ifraCategory: values.ifraCategory }),
    markets: values.markets,
    yearlyVolume: values.yearlyVolume,
    batchSize: values.batchSize,
    unitSize: values.unitSize,
    targetMargin: values.targetMargin,
    ingredients: values.ingredients.map((line) => ({
      ingredientId: line.ingredientId,
      phase: line.phase || null,
      ...(byPercent ? (line.qs ? { qs: true } : { percent: line.percent }) : { ounces: line.ounces }),
    })),
    phases: values.phases,
    specification: values.specification,
  };
}
