import type Decimal from 'decimal.js';
import { toScale } from '../../../domain/formulation/cost.ts';
import type { CompositionResponse, LabelResponse } from '../../../domain/substance/content-schema.ts';
import { labelList } from '../../../domain/substance/label.ts';
import { naturalOrigin } from '../../../domain/substance/natural-origin.ts';
import type { FormulationContent, SubstanceFacts } from './content.ts';

const six = (value: Decimal) => toScale(value, 6);
const sixOrNull = (value: Decimal | null) => (value === null ? null : six(value));

export function compositionDto({ content }: FormulationContent): CompositionResponse {
  return {
    substances: content.substances.map((amount) => ({
      substanceId: amount.substanceId,
      inciName: amount.inciName,
      percent: sixOrNull(amount.percent),
      minPercent: six(amount.minPercent),
      maxPercent: six(amount.maxPercent),
      sources: amount.sources.map((source) => ({
        ingredientId: source.ingredientId,
        ingredientName: source.ingredientName,
        percent: sixOrNull(source.percent),
        minPercent: six(source.minPercent),
        maxPercent: six(source.maxPercent),
      })),
    })),
    unassigned: content.unassigned.map((line) => ({ ...line, percent: six(line.percent) })),
  };
}

/** The label of docs/product-rules.md, "Substances and the label" with the warnings the compliance engine says the label must carry. */
/** What a market's label depends on beyond the recipe (ADR 058): the perfume's name and the warnings. */
export interface MarketLabel {
  market: string;
  warnings: readonly string[];
  perfumeName: string;
}

export function labelDto(
  formulation: FormulationContent,
  facts: ReadonlyMap<string, SubstanceFacts>,
  { market, warnings, perfumeName }: MarketLabel,
): LabelResponse {
  const label = labelList(formulation.content, facts, formulation.exposure, warnings, perfumeName);
  const origin = naturalOrigin(formulation.content, facts);
  return {
    market,
    ingredientList: label.ingredientList,
    exposure: formulation.exposure,
    entries: label.entries.map((entry) => ({ ...entry, percent: six(entry.percent) })),
    allergens: label.allergens.map((allergen) => ({
      ...allergen,
      percent: six(allergen.percent),
      threshold: allergen.threshold.toString(),
    })),
    warnings: label.warnings,
    unreviewed: label.unreviewed.map((item) => ({ ...item, percent: six(item.percent) })),
    naturalOrigin: {
      withWater: origin.withWater === null ? null : toScale(origin.withWater, 2),
      withoutWater: origin.withoutWater === null ? null : toScale(origin.withoutWater, 2),
      coverage: toScale(origin.coverage, 2),
    },
  };
}
