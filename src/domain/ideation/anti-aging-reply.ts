import type { Advice, AdvisorRequest } from './advice.ts';
import { formulationLabel } from './advice.ts';
import {
  costFormulation,
  type DatabaseFacts,
  type FormulationFact,
  inventoryIndex,
  type RawMaterialFact,
  rawMaterialCostPerOunce,
} from './facts.ts';
import { percent, usd } from './format.ts';
import { isProhibited } from './raw-material-function.ts';

/** The anti-aging actives the advisor knows, matched on an ingredient's name or INCI name. */
export const ANTI_AGING_ACTIVES = [
  {
    label: 'Retinol',
    pattern: /retin(ol|yl)/i,
    role: 'the reference active for fine lines; EU limit 0.3 % in face products',
  },
  {
    label: 'Bakuchiol',
    pattern: /bakuchiol/i,
    role: 'a plant-derived retinol alternative, gentler on sensitive skin',
  },
  { label: 'Niacinamide', pattern: /niacinamide/i, role: 'evens tone and supports the barrier at 2-5 %' },
  { label: 'Peptides', pattern: /peptide/i, role: 'signal peptides for firmness' },
  { label: 'Sodium hyaluronate', pattern: /hyaluron/i, role: 'plumps fine lines with hydration' },
  { label: 'Ceramides', pattern: /ceramide/i, role: 'repair the barrier that ageing skin loses' },
  { label: 'Caffeine', pattern: /caffeine/i, role: 'depuffs the eye area' },
  { label: 'Vitamin C', pattern: /ascorb|vitamin c\b/i, role: 'antioxidant that brightens' },
  { label: 'Vitamin E', pattern: /tocopher/i, role: 'antioxidant that also protects the oils' },
] as const;

type Active = (typeof ANTI_AGING_ACTIVES)[number];

const matches = (active: Active, rawMaterial: RawMaterialFact) =>
  active.pattern.test(rawMaterial.name) ||
  (rawMaterial.inciName !== null && active.pattern.test(rawMaterial.inciName));

/** The inventory's ingredients for an active, cheapest per ounce first. */
function stocked(active: Active, inventory: readonly RawMaterialFact[]): RawMaterialFact[] {
  return inventory
    .filter((rawMaterial) => matches(active, rawMaterial) && !isProhibited(rawMaterial))
    .sort(
      (a, b) =>
        rawMaterialCostPerOunce(a).comparedTo(rawMaterialCostPerOunce(b)) || a.name.localeCompare(b.name),
    );
}

function formulationAntiAging(formulation: FormulationFact, facts: DatabaseFacts): Advice {
  const byId = inventoryIndex(facts.inventory);
  const costed = costFormulation(formulation, byId);
  const present: string[] = [];
  const missing: { active: Active; options: RawMaterialFact[] }[] = [];
  for (const active of ANTI_AGING_ACTIVES) {
    const indexes = formulation.lines.flatMap((line, index) => {
      const rawMaterial = byId.get(line.ingredientId);
      return rawMaterial && matches(active, rawMaterial) ? [{ index, rawMaterial }] : [];
    });
    if (indexes.length) {
      for (const { index, rawMaterial } of indexes) {
        present.push(
          `- ${rawMaterial.name} at ${percent(costed.lines[index]!.concentration, 2)}: ${active.role}`,
        );
      }
    } else {
      missing.push({ active, options: stocked(active, facts.inventory) });
    }
  }
  const lines = [
    'Actives present:',
    ...(present.length ? present : ['- none of the known anti-aging actives']),
  ];
  lines.push('', 'Actives missing:');
  for (const { active, options } of missing) {
    const option = options[0];
    lines.push(
      option
        ? `- ${active.label} (${active.role}): in the inventory as ${option.name}, ${usd(rawMaterialCostPerOunce(option))}/oz${option.supplierName ? ` from ${option.supplierName}` : ''}`
        : `- ${active.label} (${active.role}): not in the inventory yet`,
    );
  }
  const firstStocked = missing.find((entry) => entry.options.length);
  return {
    heading: `Anti-aging actives in ${formulationLabel(formulation)}`,
    lines,
    nextStep: firstStocked
      ? `Next step: add ${firstStocked.options[0]!.name} at a low level in a new version and check compatibility with the actives already present.`
      : 'Next step: ask procurement to source one of the missing actives for a trial batch.',
  };
}

function portfolioAntiAging(facts: DatabaseFacts): Advice {
  const lines = ['Anti-aging actives in the inventory and how many formulations use them:'];
  const unused: string[] = [];
  for (const active of ANTI_AGING_ACTIVES) {
    const options = stocked(active, facts.inventory);
    if (options.length === 0) {
      lines.push(`- ${active.label}: not in the inventory yet (${active.role})`);
      continue;
    }
    const uses = options.reduce((sum, option) => sum + option.usageCount, 0);
    lines.push(
      `- ${active.label}: ${options.map((o) => `${o.name} (${usd(rawMaterialCostPerOunce(o))}/oz)`).join(', ')}; used in ${uses} formulation${uses === 1 ? '' : 's'}`,
    );
    if (uses === 0) unused.push(options[0]!.name);
  }
  return {
    heading: 'Anti-aging actives across the portfolio',
    lines,
    nextStep: unused.length
      ? `Next step: brief a concept around ${unused[0]}, which is stocked but not used in any formulation yet.`
      : 'Next step: choose a formulation as the context to see which actives it lacks.',
  };
}

export function antiAgingAdvice({ formulation, facts }: AdvisorRequest): Advice {
  return formulation ? formulationAntiAging(formulation, facts) : portfolioAntiAging(facts);
}
