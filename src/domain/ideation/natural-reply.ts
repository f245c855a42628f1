import type Decimal from 'decimal.js';
import { D } from '../formulation/cost.ts';
import type { Advice, AdvisorRequest } from './advice.ts';
import { formulationLabel, inRecipe, isNaturalChoice, isSynthetic, naturalIndexText } from './advice.ts';
import { swapEffect } from './cost-advice.ts';
import {
  costFormulation,
  type DatabaseFacts,
  type FormulationFact,
  inventoryIndex,
  type RawMaterialFact,
  rawMaterialCostPerOunce,
} from './facts.ts';
import { percent, usd } from './format.ts';
import { interchangeable, isProhibited } from './raw-material-function.ts';

/**
 * Natural stand-ins for a raw material (same category, a shared job by substance function), most natural first,
 * then cheapest.
 */
function naturalAlternatives(
  facts: DatabaseFacts,
  from: RawMaterialFact,
  exclude: ReadonlySet<string>,
): RawMaterialFact[] {
  return facts.inventory
    .filter((i) => interchangeable(from, i, facts.catalogue) && !exclude.has(i.id) && isNaturalChoice(i))
    .sort(
      (a, b) =>
        Number(b.naturalOriginIndex ?? 0) - Number(a.naturalOriginIndex ?? 0) ||
        rawMaterialCostPerOunce(a).comparedTo(rawMaterialCostPerOunce(b)) ||
        a.name.localeCompare(b.name),
    );
}

function costChange(saving: Decimal): string {
  if (saving.isZero()) return 'no change in cost per unit';
  return saving.gt(0) ? `saves ${usd(saving)} per unit` : `adds ${usd(saving.neg())} per unit`;
}

function formulationNatural(formulation: FormulationFact, facts: DatabaseFacts): Advice {
  const byId = inventoryIndex(facts.inventory);
  const label = formulationLabel(formulation);
  const before = costFormulation(formulation, byId);
  const natural = formulation.naturalOrigin;
  const lines: string[] = [
    natural?.percent == null
      ? 'Natural origin content (ISO 16128): no data yet for its ingredients.'
      : `Natural origin content (ISO 16128): ${natural.percent}% (data for ${natural.coverage}% of the recipe mass).`,
  ];
  const exclude = inRecipe(formulation);
  const synthetic = formulation.lines
    .map((line, index) => ({ index, ounces: D(line.ounces), rawMaterial: byId.get(line.ingredientId) }))
    .filter((entry): entry is typeof entry & { rawMaterial: RawMaterialFact } =>
      Boolean(entry.rawMaterial && isSynthetic(entry.rawMaterial)),
    )
    .sort((a, b) => b.ounces.comparedTo(a.ounces))
    .slice(0, 4);
  let firstPick: string | undefined;
  if (synthetic.length === 0) {
    lines.push('Every ingredient with data is already natural or naturally derived.');
  } else {
    lines.push('', 'Synthetic ingredients and natural alternatives of the same category and function:');
    for (const { index, rawMaterial } of synthetic) {
      const options = naturalAlternatives(facts, rawMaterial, exclude).slice(0, 2);
      lines.push(
        `- ${rawMaterial.name} (${rawMaterial.qualityGrade}, ${naturalIndexText(rawMaterial)}, ${percent(before.lines[index]!.concentration, 2)} of the recipe): ` +
          (options.length
            ? options
                .map((option) => {
                  const effect = swapEffect(formulation, byId, index, option, before);
                  return `${option.name} (${option.qualityGrade}, ${naturalIndexText(option)}, ${costChange(effect.savingPerUnit)})`;
                })
                .join('; or ')
            : 'no natural alternative with the same function in the inventory yet.'),
      );
      if (!firstPick && options[0]) firstPick = `${options[0].name} instead of ${rawMaterial.name}`;
    }
  }
  const botanicals = facts.inventory
    .filter((i) => i.category === 'botanical' && !exclude.has(i.id) && !isProhibited(i))
    .sort((a, b) => b.sustainabilityRating - a.sustainabilityRating || a.name.localeCompare(b.name))
    .slice(0, 3);
  if (botanicals.length) {
    lines.push(
      '',
      `Botanicals to consider adding: ${botanicals
        .map((b) => `${b.name} (${b.qualityGrade}, ${usd(rawMaterialCostPerOunce(b))}/oz)`)
        .join(', ')}.`,
    );
  }
  return {
    heading: `Natural ingredient options for ${label}`,
    lines,
    nextStep: firstPick
      ? `Next step: make a lab sample with ${firstPick} and compare texture and stability.`
      : 'Next step: claim the natural origin content on pack only after confirming the indexes with suppliers.',
  };
}

function portfolioNatural(facts: DatabaseFacts): Advice {
  const inUse = facts.inventory
    .filter((i) => i.usageCount > 0 && isSynthetic(i))
    .sort((a, b) => b.usageCount - a.usageCount || a.name.localeCompare(b.name))
    .slice(0, 5);
  const lines: string[] = [];
  if (inUse.length) {
    lines.push('Synthetic ingredients used most across the formulations, with natural alternatives:');
    for (const rawMaterial of inUse) {
      const option = naturalAlternatives(facts, rawMaterial, new Set([rawMaterial.id]))[0];
      lines.push(
        `- ${rawMaterial.name} (in ${rawMaterial.usageCount} formulation${rawMaterial.usageCount === 1 ? '' : 's'}, ${usd(rawMaterialCostPerOunce(rawMaterial))}/oz): ` +
          (option
            ? `${option.name} (${option.qualityGrade}, ${naturalIndexText(option)}, ${usd(rawMaterialCostPerOunce(option))}/oz)`
            : 'no natural alternative with the same function in the inventory yet'),
      );
    }
  } else {
    lines.push('No synthetic ingredient is in use in any formulation.');
  }
  const naturals = facts.inventory
    .filter(isNaturalChoice)
    .sort((a, b) => b.sustainabilityRating - a.sustainabilityRating || a.name.localeCompare(b.name))
    .slice(0, 5);
  if (naturals.length) {
    lines.push(
      '',
      `Best-rated natural and organic ingredients in the inventory: ${naturals
        .map((i) => `${i.name} (${i.category}, ${i.qualityGrade}, rating ${i.sustainabilityRating})`)
        .join(', ')}.`,
    );
  }
  return {
    heading: 'Natural ingredient options across the portfolio',
    lines,
    nextStep:
      'Next step: choose a formulation as the context to see each swap with its effect on cost per unit.',
  };
}

export function naturalAdvice({ formulation, facts }: AdvisorRequest): Advice {
  return formulation ? formulationNatural(formulation, facts) : portfolioNatural(facts);
}
