import { conditionText } from '../compliance/rule.ts';
import { percentText } from '../compliance/text.ts';
import { functionLabel } from '../substance/constants.ts';
import type { Advice } from './advice.ts';
import { formulationLabel } from './advice.ts';
import {
  checkRecipe,
  findingText,
  formulationRecipe,
  formulationUse,
  functionProfile,
  recipeNaturalOrigin,
} from './engine.ts';
import {
  costFormulation,
  type DatabaseFacts,
  type FormulationFact,
  inventoryIndex,
  type RawMaterialFact,
  rawMaterialCostPerOunce,
} from './facts.ts';
import { usd } from './format.ts';
import type { IntentRequest } from './intent-request.ts';

/** The formulation a question is about: the one it names, else the chat's context. */
export function targetFormulation({ facts, formulation, understood }: IntentRequest): FormulationFact | null {
  return facts.formulations.find((f) => f.id === understood.formulationIds[0]) ?? formulation ?? null;
}

/** The rules on one substance, as the library states them (limits, bans, conditions). */
function substanceRules(substanceId: string, facts: DatabaseFacts): string[] {
  return facts.catalogue.rules
    .filter((rule) => rule.substanceId === substanceId)
    .map((rule) => {
      const what =
        rule.ruleType === 'prohibited'
          ? 'prohibited'
          : rule.maxPercent !== null
            ? `at most ${percentText(rule.maxPercent)} %`
            : rule.ruleType.replaceAll('_', ' ');
      return `${rule.name}: ${what} (${conditionText(rule) || 'every product'})`;
    });
}

export function complianceAdvice(request: IntentRequest): Advice {
  const { facts, understood } = request;
  const target = targetFormulation(request);
  const lines: string[] = [];
  if (target) {
    const check = checkRecipe(
      formulationRecipe(target, inventoryIndex(facts.inventory)),
      formulationUse(target),
      facts.catalogue,
    );
    const labels = check.findings.filter((f) => f.status === 'must_label' || f.status === 'warning');
    lines.push(
      check.failing.length
        ? `Fails ${check.failing.length} rule${check.failing.length === 1 ? '' : 's'}: ${check.failing.map(findingText).join('; ')}.`
        : `Passes every limit and ban that applies to a ${target.productType} (${check.findings.length} finding${check.findings.length === 1 ? '' : 's'} checked by the regulatory engine).`,
    );
    if (labels.length) lines.push(`Label duties: ${labels.map(findingText).join('; ')}.`);
    if (check.unknown.length)
      lines.push(`Not checkable (no composition on file): ${check.unknown.join(', ')}.`);
  }
  const substanceIds = new Set(understood.substanceIds);
  for (const id of understood.rawMaterialIds) {
    for (const row of facts.catalogue.compositions.get(id) ?? []) substanceIds.add(row.substanceId);
  }
  for (const id of substanceIds) {
    const rules = substanceRules(id, facts);
    const name = facts.catalogue.substances.get(id)?.inciName ?? id;
    if (rules.length) lines.push(`${name}: ${rules.join('; ')}.`);
    else if (understood.substanceIds.includes(id))
      lines.push(`${name}: no rule in the library restricts it.`);
  }
  if (lines.length === 0) {
    return {
      heading: 'Compliance',
      lines: [
        'I can check a formulation or a named substance: choose a formulation as the context, or name what to check.',
      ],
      nextStep: 'Next step: pick a formulation in the context selector and ask again.',
    };
  }
  return {
    heading: target ? `Compliance of ${formulationLabel(target)}` : 'Compliance',
    lines,
    nextStep: 'Next step: open Regulatory Compliance for the full report and its label list.',
  };
}

function formulationSummary(f: FormulationFact, facts: DatabaseFacts): string {
  const byId = inventoryIndex(facts.inventory);
  const recipe = formulationRecipe(f, byId);
  const failing = checkRecipe(recipe, formulationUse(f), facts.catalogue).failing.length;
  const natural = recipeNaturalOrigin(recipe, facts.catalogue);
  return `${formulationLabel(f)}: ${f.productType}, ${f.lines.length} lines, cost per unit ${usd(costFormulation(f, byId).costPerUnit)}, natural origin ${natural === null ? 'no data' : `${percentText(natural.toDecimalPlaces(1))} %`}, ${failing ? `fails ${failing} rule${failing === 1 ? '' : 's'}` : 'passes the regulatory engine'}`;
}

function rawMaterialSummary(i: RawMaterialFact, facts: DatabaseFacts): string {
  const functions = [...functionProfile(i.id, facts.catalogue).keys()]
    .map(functionLabel)
    .join(', ')
    .toLowerCase();
  const usedIn = facts.formulations.filter((f) => f.lines.some((line) => line.ingredientId === i.id));
  return `${i.name}${i.inciName ? ` (INCI ${i.inciName})` : ''}: ${i.category}, ${usd(rawMaterialCostPerOunce(i))}/oz from ${i.supplierName ?? 'no supplier on file'}, functions ${functions || 'unknown (no composition on file)'}, sustainability rating ${i.sustainabilityRating}, used in ${usedIn.length} formulation${usedIn.length === 1 ? '' : 's'}${
    usedIn.length
      ? ` (${usedIn
          .slice(0, 3)
          .map((f) => f.name)
          .join(', ')})`
      : ''
  }`;
}

export function comparisonAdvice({ facts, understood }: IntentRequest): Advice {
  const formulations = understood.formulationIds.map((id) => facts.formulations.find((f) => f.id === id)!);
  const byId = inventoryIndex(facts.inventory);
  const lines =
    formulations.length >= 2
      ? formulations.slice(0, 3).map((f) => `- ${formulationSummary(f, facts)}`)
      : understood.rawMaterialIds.slice(0, 3).map((id) => `- ${rawMaterialSummary(byId.get(id)!, facts)}`);
  return {
    heading: 'Comparison',
    lines: [...lines, 'Costs by the cost engine; pass or fail by the regulatory engine.'],
    nextStep: 'Next step: open the one you choose and ask for its cost drivers or substitutes.',
  };
}

export function aboutAdvice(request: IntentRequest): Advice {
  const { facts, understood } = request;
  const byId = inventoryIndex(facts.inventory);
  const lines = [
    ...understood.formulationIds
      .slice(0, 2)
      .map((id) => `- ${formulationSummary(facts.formulations.find((f) => f.id === id)!, facts)}.`),
    ...understood.rawMaterialIds.slice(0, 3).map((id) => `- ${rawMaterialSummary(byId.get(id)!, facts)}.`),
    ...understood.substanceIds.slice(0, 3).flatMap((id) => {
      const substance = facts.catalogue.substances.get(id);
      if (!substance) return [];
      const holders = facts.inventory.filter((i) =>
        facts.catalogue.compositions.get(i.id)?.some((row) => row.substanceId === id),
      );
      const rules = substanceRules(id, facts);
      return [
        `- ${substance.inciName}: functions ${substance.functions.map(functionLabel).join(', ').toLowerCase() || 'none on file'}; in ${holders.map((i) => i.name).join(', ') || 'no stocked raw material'}; ${rules.length ? rules.join('; ') : 'no rule restricts it'}.`,
      ];
    }),
  ];
  return {
    heading: 'From the database',
    lines,
    nextStep: 'Next step: ask for substitutes, its compliance or its cost effect in a formulation.',
  };
}
