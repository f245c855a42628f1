import type { CompositionRow } from '../../../domain/substance/composition.ts';
import type { Executor } from '../../db/client.ts';
import { createContentRepository } from './content-repository.ts';

/**
 * What the least-cost optimizer needs of one formulation (docs/product-rules.md, "The optimizer"): its sizes and use, each raw material's
 * price, density and composition with its share of the recipe, and the facts of their substances.
 */
export async function loadOptimizerInputs(db: Executor, id: string) {
  const content = createContentRepository(db);
  const formulation = await content.formulation(id);
  if (!formulation) return null;
  const lines = await content.pricedLines(id);
  const compositionRows = await content.compositions([...new Set(lines.map((line) => line.ingredientId))]);
  const substanceIds = [...new Set(compositionRows.map((row) => row.substanceId))];
  const substances = await content.substances(substanceIds);
  const links = await content.countsAs(substanceIds);
  const compositions = new Map<string, CompositionRow[]>();
  for (const row of compositionRows)
    compositions.set(row.ingredientId, [...(compositions.get(row.ingredientId) ?? []), row]);
  const facts = new Map(
    substances.map((substance) => [
      substance.id,
      {
        inciName: substance.inciName,
        allergen: substance.allergen,
        naturalOriginIndex: substance.naturalOriginIndex,
        functions: substance.functions,
        fragrance: substance.fragrance,
        countsAs: links
          .filter((link) => link.substanceId === substance.id)
          .map(({ targetId, factor }) => ({ targetId, factor })),
      },
    ]),
  );
  return { formulation, lines, compositions, facts };
}
export type OptimizerInputs = NonNullable<Awaited<ReturnType<typeof loadOptimizerInputs>>>;
