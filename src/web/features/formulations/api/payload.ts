import type { FormulationInput } from '../../../../domain/formulation/formulation-schema.ts';

/**
 * The body of POST and PUT in the API's shape (docs/product-rules.md, "API conventions"): sizes as text, each line with ounces, quantity and
 * cost, or (lines entered in %, ADR 049) its percentage or q.s. mark; its phase; the procedure and specification
 * when the form has them. The server recomputes every cost with the current prices, so the cost sent is only
 * informative.
 */
export function toPayload(input: FormulationInput) {
  return {
    name: input.name,
    description: input.description ?? '',
    productType: input.productType,
    targetSkinType: input.targetSkinType ?? '',
    status: input.status,
    applicationArea: input.applicationArea,
    exposure: input.exposure,
    batchSize: String(input.batchSize),
    unitSize: String(input.unitSize),
    targetMargin: String(input.targetMargin),
    ingredients: input.ingredients.map((line) => ({
      ingredientId: line.ingredientId,
      ...(input.entryMode === 'percent'
        ? line.qs
          ? { qs: true }
          : { percent: String(line.percent) }
        : { ounces: String(line.ounces), quantity: String(line.ounces) }),
      ...(line.phase && { phase: line.phase }),
      ...(line.cost != null && { cost: String(line.cost) }),
    })),
    ...(input.phases && { phases: input.phases }),
    ...(input.specification !== undefined && { specification: input.specification }),
  };
}
