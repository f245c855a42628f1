import { PRODUCT_TYPES, statusLabel } from '../formulation/constants.ts';
import type { Advice, AdvisorRequest } from './advice.ts';
import { formulationLabel, isNaturalChoice } from './advice.ts';
import { costDrivers } from './cost-advice.ts';
import { costFormulation, type DatabaseFacts, type FormulationFact, inventoryIndex } from './facts.ts';
import { percent, usd } from './format.ts';
import { isProhibited } from './raw-material-function.ts';

const ASK =
  'Ask about cost reduction, natural ingredients, anti-aging benefits or sustainability for specific advice.';

function formulationOverview(formulation: FormulationFact, facts: DatabaseFacts): Advice {
  const byId = inventoryIndex(facts.inventory);
  const costed = costFormulation(formulation, byId);
  const top = costDrivers(formulation, byId, costed)[0];
  const lowest = formulation.lines
    .map((line) => byId.get(line.ingredientId))
    .filter((i) => i !== undefined)
    .sort((a, b) => a.sustainabilityRating - b.sustainabilityRating)[0];
  const lines = [
    `${formulation.productType.charAt(0).toUpperCase()}${formulation.productType.slice(1)}, ${statusLabel(formulation.status)}, ${formulation.lines.length} ingredient line${formulation.lines.length === 1 ? '' : 's'}.`,
    `Cost per unit ${usd(costed.costPerUnit)}; at a ${percent(costed.targetMargin, 0)} target margin the suggested unit price is ${usd(costed.suggestedUnitPrice, 2)}.`,
  ];
  if (top)
    lines.push(
      `Top cost driver: ${top.name} (${usd(top.costPerUnit)} per unit, ${percent(top.share)} of the cost).`,
    );
  if (lowest) lines.push(`Lowest sustainability rating: ${lowest.name} (${lowest.sustainabilityRating}).`);
  lines.push(ASK);
  return {
    heading: `Overview of ${formulationLabel(formulation)}`,
    lines,
    nextStep: 'Next step: try the quick prompt "Cost reduction ideas" for savings computed line by line.',
  };
}

function portfolioOverview(facts: DatabaseFacts): Advice {
  const { formulationCount, productTypes } = facts.portfolio;
  const covered = new Set(productTypes.map((p) => p.productType));
  const gaps = PRODUCT_TYPES.filter((type) => !covered.has(type));
  const unused = facts.inventory
    .filter(
      (i) =>
        i.usageCount === 0 &&
        !isProhibited(i) &&
        (i.category === 'active' || i.category === 'botanical' || isNaturalChoice(i)),
    )
    .sort((a, b) => b.sustainabilityRating - a.sustainabilityRating || a.name.localeCompare(b.name));
  const lines = [
    `${formulationCount} formulation${formulationCount === 1 ? '' : 's'}` +
      (productTypes.length
        ? ` across ${productTypes.map((p) => `${p.productType} (${p.count})`).join(', ')}.`
        : '.'),
  ];
  const concepts = gaps.slice(0, 3).map((type, i) => {
    const hero = unused[i];
    return `- A ${type}${hero ? ` built around ${hero.name} (${hero.category}, rating ${hero.sustainabilityRating}, stocked but unused)` : ''}: no ${type} in the portfolio yet.`;
  });
  if (concepts.length) lines.push('', 'New product concepts from the gaps in the range:', ...concepts);
  else if (unused.length) {
    lines.push(
      '',
      `Every product type is covered. Stocked but unused ingredients for line extensions: ${unused
        .slice(0, 3)
        .map((i) => i.name)
        .join(', ')}.`,
    );
  }
  lines.push(ASK);
  return {
    heading: 'Portfolio overview',
    lines,
    nextStep: concepts.length
      ? 'Next step: create the first concept as a draft formulation and ask for its cost drivers.'
      : 'Next step: choose a formulation as the context for advice on it.',
  };
}

export function generalAdvice({ formulation, facts }: AdvisorRequest): Advice {
  return formulation ? formulationOverview(formulation, facts) : portfolioOverview(facts);
}
