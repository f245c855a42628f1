import { statusLabel } from '../formulation/statuses.ts';
import { cheaperSwaps, costDrivers, swapSentence } from './cost-advice.ts';
import {
  costFormulation,
  type DatabaseFacts,
  type FormulationFact,
  inventoryIndex,
  rawMaterialCostPerOunce,
} from './facts.ts';
import { labelList, percent, share, usd } from './format.ts';
import { certifiedSuppliers } from './sustainability-reply.ts';

const INVENTORY_LINES = 80;

/**
 * The database facts as text for a language model's prompt: the formulation's lines with the cost engine's
 * figures and its cheaper swaps, the inventory, certified suppliers and the portfolio. The model is told to use
 * these numbers rather than invent its own.
 */
export function promptFacts(formulation: FormulationFact | null, facts: DatabaseFacts): string {
  const byId = inventoryIndex(facts.inventory);
  const out: string[] = [];
  if (formulation) {
    const costed = costFormulation(formulation, byId);
    out.push(
      `Formulation "${formulation.name}" (version ${formulation.version}), ${formulation.productType}, status ${statusLabel(formulation.status)}; batch ${Number(formulation.batchSize)} oz, unit ${Number(formulation.unitSize)} oz; target margin ${percent(formulation.targetMargin, 0)}; cost per unit ${usd(costed.costPerUnit)}; batch cost ${usd(costed.totalCost, 2)}.`,
      'Lines (ingredient | category | ounces | % w/w | $/oz | % of cost | sustainability rating | natural origin index):',
      ...formulation.lines.map((line, index) => {
        const i = byId.get(line.ingredientId);
        const result = costed.lines[index]!;
        return `- ${i?.name ?? 'Unknown ingredient'} | ${i?.category ?? '-'} | ${Number(line.ounces)} | ${percent(result.concentration, 2)} | ${usd(result.costPerOunce)} | ${percent(share(result.cost, costed.recipeCost))} | ${i?.sustainabilityRating ?? '-'} | ${i?.naturalOriginIndex ?? 'no data'}`;
      }),
    );
    const drivers = costDrivers(formulation, byId, costed).slice(0, 3);
    if (drivers.length)
      out.push(
        `Top cost drivers: ${drivers.map((d) => `${d.name} ${usd(d.costPerUnit)} per unit`).join('; ')}.`,
      );
    const swaps = cheaperSwaps(formulation, facts.inventory, facts.catalogue, { byId }).slice(0, 5);
    if (swaps.length)
      out.push(
        'Cheaper same-category swaps sharing a substance function (cost engine):',
        ...swaps.map((s) => `- ${swapSentence(s)}`),
      );
  }
  out.push(
    'Inventory (name | category | $/oz | grade | sustainability rating | natural origin index | supplier | used in formulations):',
    ...facts.inventory
      .slice(0, INVENTORY_LINES)
      .map(
        (i) =>
          `- ${i.name} | ${i.category} | ${usd(rawMaterialCostPerOunce(i))} | ${i.qualityGrade} | ${i.sustainabilityRating} | ${i.naturalOriginIndex ?? 'no data'} | ${i.supplierName ?? 'Unknown'} | ${i.usageCount}`,
      ),
  );
  const certified = certifiedSuppliers(facts.suppliers, 5);
  if (certified.length) {
    out.push(
      `Certified suppliers: ${certified.map((s) => `${s.name} (${labelList(s.certifications)})`).join('; ')}.`,
    );
  }
  const { formulationCount, highestCost } = facts.portfolio;
  out.push(
    `Portfolio: ${formulationCount} formulations; highest cost per unit: ${
      highestCost.map((f) => `${f.name} ${usd(costFormulation(f, byId).costPerUnit)}`).join('; ') || 'none'
    }.`,
  );
  return out.join('\n');
}
