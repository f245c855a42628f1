import type Decimal from 'decimal.js';
import type { Advice, AdvisorRequest } from './advice.ts';
import { formulationLabel, inRecipe } from './advice.ts';
import { swapEffect } from './cost-advice.ts';
import {
  costFormulation,
  type DatabaseFacts,
  type FormulationFact,
  inventoryIndex,
  type RawMaterialFact,
  type SupplierFact,
} from './facts.ts';
import { labelList, usd } from './format.ts';
import { interchangeable } from './raw-material-function.ts';

/** Certifications that speak to sustainability (quality-only ones such as ISO 9001 do not). */
const GREEN_CERTIFICATIONS = ['organic', 'fair_trade', 'sustainable', 'iso_14001', 'cruelty_free'];

/** Suppliers holding at least one sustainability certification, best score first. */
export function certifiedSuppliers(suppliers: readonly SupplierFact[], limit = 3): SupplierFact[] {
  return suppliers
    .filter((s) => s.certifications.some((c) => GREEN_CERTIFICATIONS.includes(c)))
    .sort((a, b) => b.sustainabilityScore - a.sustainabilityScore || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Better-rated stand-ins (same category, a shared job by substance function), highest rating first. */
function betterRated(
  facts: DatabaseFacts,
  rawMaterial: RawMaterialFact,
  exclude: ReadonlySet<string>,
): RawMaterialFact[] {
  return facts.inventory
    .filter(
      (i) =>
        interchangeable(rawMaterial, i, facts.catalogue) &&
        !exclude.has(i.id) &&
        i.sustainabilityRating > rawMaterial.sustainabilityRating,
    )
    .sort((a, b) => b.sustainabilityRating - a.sustainabilityRating || a.name.localeCompare(b.name));
}

function costNote(saving: Decimal): string {
  if (saving.isZero()) return 'same cost per unit';
  return saving.gt(0) ? `saves ${usd(saving)} per unit` : `adds ${usd(saving.neg())} per unit`;
}

function supplierLines(suppliers: readonly SupplierFact[]): string[] {
  const certified = certifiedSuppliers(suppliers);
  if (certified.length === 0) return ['No supplier holds a sustainability certification yet.'];
  return [
    'Certified suppliers to prefer:',
    ...certified.map(
      (s) => `- ${s.name}: ${labelList(s.certifications)} (sustainability score ${s.sustainabilityScore})`,
    ),
  ];
}

function formulationSustainability(formulation: FormulationFact, facts: DatabaseFacts): Advice {
  const byId = inventoryIndex(facts.inventory);
  const before = costFormulation(formulation, byId);
  const exclude = inRecipe(formulation);
  const lowest = formulation.lines
    .map((line, index) => ({ index, rawMaterial: byId.get(line.ingredientId) }))
    .filter((entry): entry is { index: number; rawMaterial: RawMaterialFact } => Boolean(entry.rawMaterial))
    .sort(
      (a, b) =>
        a.rawMaterial.sustainabilityRating - b.rawMaterial.sustainabilityRating ||
        a.rawMaterial.name.localeCompare(b.rawMaterial.name),
    )
    .slice(0, 3);
  const lines = ['Lowest-rated ingredients and better-rated alternatives of the same category and function:'];
  let firstPick: string | undefined;
  for (const { index, rawMaterial } of lowest) {
    const options = betterRated(facts, rawMaterial, exclude).slice(0, 2);
    lines.push(
      `- ${rawMaterial.name} (rating ${rawMaterial.sustainabilityRating}): ` +
        (options.length
          ? options
              .map((option) => {
                const effect = swapEffect(formulation, byId, index, option, before);
                return `${option.name} (rating ${option.sustainabilityRating}, ${costNote(effect.savingPerUnit)})`;
              })
              .join('; or ')
          : 'no better-rated alternative with the same function in the inventory'),
    );
    if (!firstPick && options[0]) firstPick = `${options[0].name} instead of ${rawMaterial.name}`;
  }
  lines.push('', ...supplierLines(facts.suppliers));
  return {
    heading: `Sustainability improvements for ${formulationLabel(formulation)}`,
    lines,
    nextStep: firstPick
      ? `Next step: trial ${firstPick} in a new version and ask the supplier for its certificate.`
      : 'Next step: move purchasing of its ingredients to the certified suppliers above.',
  };
}

function portfolioSustainability(facts: DatabaseFacts): Advice {
  const inUse = facts.inventory
    .filter((i) => i.usageCount > 0)
    .sort((a, b) => a.sustainabilityRating - b.sustainabilityRating || a.name.localeCompare(b.name))
    .slice(0, 3);
  const lines = [
    'Lowest-rated ingredients in use and better-rated alternatives of the same category and function:',
  ];
  if (inUse.length === 0) lines.push('- no ingredient is used in a formulation yet');
  for (const rawMaterial of inUse) {
    const options = betterRated(facts, rawMaterial, new Set([rawMaterial.id])).slice(0, 2);
    lines.push(
      `- ${rawMaterial.name} (rating ${rawMaterial.sustainabilityRating}, in ${rawMaterial.usageCount} formulation${rawMaterial.usageCount === 1 ? '' : 's'}): ` +
        (options.length
          ? options.map((o) => `${o.name} (rating ${o.sustainabilityRating})`).join(', ')
          : 'no better-rated alternative with the same function in the inventory'),
    );
  }
  lines.push('', ...supplierLines(facts.suppliers));
  return {
    heading: 'Sustainability improvements across the portfolio',
    lines,
    nextStep:
      'Next step: choose a formulation as the context to see each swap with its effect on cost per unit.',
  };
}

export function sustainabilityAdvice({ formulation, facts }: AdvisorRequest): Advice {
  return formulation ? formulationSustainability(formulation, facts) : portfolioSustainability(facts);
}
