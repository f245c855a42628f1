import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import { functionLabel } from '../substance/constants.ts';
import type { Advice } from './advice.ts';
import { formulationLabel, isNaturalChoice } from './advice.ts';
import { swapEffect } from './cost-advice.ts';
import { checkRecipe, findingText, formulationRecipe, formulationUse, functionProfile } from './engine.ts';
import {
  type CatalogueFacts,
  type FormulationFact,
  inventoryIndex,
  type RawMaterialFact,
  rawMaterialCostPerOunce,
} from './facts.ts';
import { usd } from './format.ts';
import type { IntentRequest } from './intent-request.ts';
import { interchangeable, jobFunctions, sharedJobs } from './raw-material-function.ts';

const SHOWN = 3;

export interface Substitute {
  rawMaterial: RawMaterialFact;
  /** Share of the original's function profile the substitute also covers, 0-1. */
  overlap: Decimal;
  /** The jobs both do (catalogue functions, general ones left out). */
  shared: string[];
}

/**
 * Function overlap of two raw materials: Σ_f min(share_from(f), share_to(f)) / Σ_f share_from(f), each share the
 * % of the material whose substances carry function f (engine.ts functionProfile).
 */
export function functionOverlap(from: Map<string, Decimal>, to: Map<string, Decimal>): Decimal {
  let total = D(0);
  let common = D(0);
  for (const [fn, share] of from) {
    total = total.plus(share);
    const other = to.get(fn);
    if (other) common = common.plus(D.min(share, other));
  }
  return total.isZero() ? D(0) : common.div(total);
}

/**
 * Substitutes for a raw material (ADR 020): the same role (category) and at least one job in common by the
 * substances' catalogue functions (raw-material-function.ts, ADR 036), best overlap first, then cheapest. A raw
 * material whose substances do no job beyond the general functions has none: nothing is matched by category or
 * name alone.
 */
export function substitutesFor(
  from: RawMaterialFact,
  inventory: readonly RawMaterialFact[],
  catalogue: CatalogueFacts,
  options: { preferNatural?: boolean; exclude?: ReadonlySet<string> } = {},
): { jobs: string[]; substitutes: Substitute[] } {
  const profile = functionProfile(from.id, catalogue);
  const substitutes = inventory
    .filter(
      (to) =>
        interchangeable(from, to, catalogue) &&
        !options.exclude?.has(to.id) &&
        (!options.preferNatural || isNaturalChoice(to)),
    )
    .map<Substitute>((to) => ({
      rawMaterial: to,
      overlap: functionOverlap(profile, functionProfile(to.id, catalogue)),
      shared: sharedJobs(from, to, catalogue),
    }))
    .sort(
      (a, b) =>
        b.overlap.comparedTo(a.overlap) ||
        rawMaterialCostPerOunce(a.rawMaterial).comparedTo(rawMaterialCostPerOunce(b.rawMaterial)) ||
        a.rawMaterial.name.localeCompare(b.rawMaterial.name),
    );
  return { jobs: [...jobFunctions(from.id, catalogue)], substitutes };
}

/** The swap's effect on a formulation: cost per unit by the cost engine, pass or fail by the regulatory engine. */
function effectIn(
  formulation: FormulationFact,
  from: RawMaterialFact,
  to: RawMaterialFact,
  inventory: readonly RawMaterialFact[],
  catalogue: CatalogueFacts,
): string {
  const byId = inventoryIndex(inventory);
  const index = formulation.lines.findIndex((line) => line.ingredientId === from.id);
  const swap = swapEffect(formulation, byId, index, to);
  const swapped = formulationRecipe(formulation, byId).map((line, i) =>
    i === index ? { ...line, rawMaterial: to } : line,
  );
  const before = checkRecipe(
    formulationRecipe(formulation, byId),
    formulationUse(formulation),
    catalogue,
  ).failing;
  const after = checkRecipe(swapped, formulationUse(formulation), catalogue).failing;
  const cost = swap.savingPerUnit.isZero()
    ? `cost per unit unchanged at ${usd(swap.newCostPerUnit)}`
    : `cost per unit ${usd(swap.oldCostPerUnit)} → ${usd(swap.newCostPerUnit)} (${swap.savingPerUnit.gt(0) ? 'saves' : 'adds'} ${usd(swap.savingPerUnit.abs())})`;
  const compliance =
    after.length === 0
      ? before.length === 0
        ? 'still passes every regulatory limit'
        : `clears ${before.map(findingText).join('; ')}`
      : `fails: ${after.map(findingText).join('; ')}`;
  return `in ${formulationLabel(formulation)}: ${cost}; ${compliance}`;
}

export function substitutionAdvice({ facts, formulation, understood }: IntentRequest): Advice {
  const byId = inventoryIndex(facts.inventory);
  const named = understood.rawMaterialIds.map((id) => byId.get(id)!).filter(Boolean);
  const lines: string[] = [];
  let next = 'Next step: make a lab sample with the first substitute and compare texture and stability.';
  for (const from of named.slice(0, 2)) {
    const profile = functionProfile(from.id, facts.catalogue);
    const role = `role: ${from.category}`;
    const does = profile.size
      ? `${[...profile.keys()].map(functionLabel).join(', ').toLowerCase()}; ${role}`
      : `no substance function on file; ${role}`;
    lines.push(`${from.name} (${usd(rawMaterialCostPerOunce(from))}/oz; ${does}):`);
    const exclude = new Set(formulation?.lines.map((line) => line.ingredientId));
    const { jobs, substitutes } = substitutesFor(from, facts.inventory, facts.catalogue, {
      preferNatural: understood.preferNatural,
      exclude,
    });
    if (jobs.length === 0) {
      lines.push(
        profile.size
          ? `- Its substances' functions (${[...profile.keys()].map(functionLabel).join(', ').toLowerCase()}) are too general to match a stand-in by function; none is suggested.`
          : '- Without substance functions on file no stand-in can be matched by function; none is suggested.',
      );
      next = `Next step: ask the regulatory team to complete the catalogue functions of ${from.name}'s substances.`;
      continue;
    }
    if (substitutes.length === 0) {
      lines.push(
        `- No raw material in the inventory has the same role and does the same job${understood.preferNatural ? ' with a natural origin' : ''}.`,
      );
      next = `Next step: ask procurement to source a ${from.category} with the same function as ${from.name}.`;
      continue;
    }
    const inFormulation = formulation?.lines.some((line) => line.ingredientId === from.id)
      ? formulation
      : null;
    for (const { rawMaterial, overlap, shared } of substitutes.slice(0, SHOWN)) {
      const match = `covers ${Math.round(overlap.times(100).toNumber())} % of its function profile (${shared.map(functionLabel).join(', ').toLowerCase()})`;
      const effect = inFormulation
        ? effectIn(inFormulation, from, rawMaterial, facts.inventory, facts.catalogue)
        : `${usd(rawMaterialCostPerOunce(rawMaterial))}/oz against ${usd(rawMaterialCostPerOunce(from))}/oz`;
      lines.push(`- ${rawMaterial.name}: ${match}; ${effect}.`);
    }
  }
  return {
    heading: `Substitutes for ${named.map((i) => i.name).join(' and ')}`,
    lines: [
      ...lines,
      'Matched by role and a shared substance function; costs by the cost engine, limits by the regulatory engine.',
    ],
    nextStep: next,
  };
}
