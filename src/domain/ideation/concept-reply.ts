import { PRODUCT_TYPES } from '../formulation/constants.ts';
import type { Advice } from './advice.ts';
import { claimText, naturalClaim, supportedClaims } from './claims.ts';
import { buildConcept, type Concept, conceptUnitSize, HEROES, heroCandidates } from './concept.ts';
import { percentShown, recipeCostPerUnit } from './engine.ts';
import { usd } from './format.ts';
import type { IntentRequest } from './intent-request.ts';

const CONCEPTS = 3;

/** Product types to propose: those the question names, else the gaps in the range, then the least covered. */
export function conceptTypes(
  message: string,
  productTypes: readonly { productType: string; count: number }[],
) {
  const asked = PRODUCT_TYPES.filter((type) => new RegExp(`\\b${type}s?\\b`, 'i').test(message));
  if (asked.length) return asked;
  const count = (type: string) => productTypes.find((p) => p.productType === type)?.count ?? 0;
  return [...PRODUCT_TYPES].sort((a, b) => count(a) - count(b)).slice(0, CONCEPTS);
}

function conceptLines(concept: Concept, index: number, request: IntentRequest): string[] {
  const { catalogue } = request.facts;
  const recipe = concept.recipe.map((line) => ({ rawMaterial: line.rawMaterial, amount: line.percent }));
  const unit = conceptUnitSize(concept.productType, request.facts.formulations);
  const cost = recipeCostPerUnit(recipe, unit.ounces);
  const unitSource =
    unit.from === 'portfolio'
      ? `our ${concept.productType}s' unit size`
      : `a typical ${concept.productType} pack`;
  const heroes = concept.heroes
    .map(
      (h) =>
        `${h.rawMaterial.name} at ${percentShown(h.percent)}${h.limitedBy ? ` (the limit of ${h.limitedBy})` : ''}`,
    )
    .join(' and ');
  const claims = supportedClaims(recipe, catalogue).slice(0, 3).map(claimText);
  const natural = naturalClaim(recipe, catalogue);
  return [
    `${index + 1}. A ${concept.productType} (${concept.use.exposure === 'leave_on' ? 'leave-on' : 'rinse-off'}) built on ${heroes || 'its chassis alone'}.`,
    `   Starting recipe: ${concept.recipe.map((l) => `${l.rawMaterial.name} ${percentShown(l.percent)}`).join(', ')}.`,
    `   Cost per ${unit.ounces.toString()} oz unit (${unitSource}) ${usd(cost)} (cost engine); passes every regulatory limit for its use (regulatory engine).`,
    ...(claims.length || natural
      ? [`   Claims it could support: ${[...claims, ...(natural ? [natural] : [])].join('; ')}.`]
      : []),
    ...(concept.dropped.length ? [`   Left out: ${concept.dropped.join(', ')}.`] : []),
  ];
}

export function conceptAdvice(request: IntentRequest, message: string): Advice {
  const { facts, understood } = request;
  const types = conceptTypes(message, facts.portfolio.productTypes);
  const lines: string[] = [];
  // Each concept gets heroes of its own.
  const used = new Set<string>();
  types.forEach((productType) => {
    const heroes = heroCandidates(facts.inventory, facts.catalogue, productType, understood.preferNatural)
      .filter((i) => !used.has(i.id))
      .slice(0, HEROES);
    for (const hero of heroes) used.add(hero.id);
    const concept = buildConcept(productType, heroes, {
      formulations: facts.formulations,
      inventory: facts.inventory,
      catalogue: facts.catalogue,
    });
    if (concept) lines.push(...conceptLines(concept, lines.filter((l) => /^\d+\. /.test(l)).length, request));
  });
  if (lines.length === 0) {
    return {
      heading: 'New product concepts',
      lines: [
        'I cannot propose a costed concept: the portfolio has no formulations with actives and a base to learn a starting recipe from, or no stocked active passes the limits.',
      ],
      nextStep: 'Next step: add a first formulation, then ask again.',
    };
  }
  return {
    heading: 'New product concepts',
    lines: [
      'Roles at their median share in our formulations of the same exposure; hero actives from the inventory at the levels we use them, within the limits that apply:',
      ...lines,
    ],
    nextStep:
      'Next step: create the first concept as a draft formulation and ask for its claims and cost drivers.',
  };
}
