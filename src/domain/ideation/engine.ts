import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import { evaluateCompliance, type Finding } from '../compliance/evaluate.ts';
import { percentText } from '../compliance/text.ts';
import { computeCost, toScale } from '../formulation/cost.ts';
import { type OptimizeResult, optimizeFormulation } from '../optimizer/optimize.ts';
import { rowBounds } from '../substance/composition.ts';
import { naturalOrigin } from '../substance/natural-origin.ts';
import { substanceContent } from '../substance/substance-content.ts';
import type { CatalogueFacts, FormulationFact, RawMaterialFact } from './facts.ts';

/**
 * The engines as the advisor and the language model's tools call them: the cost engine, the regulatory engine,
 * ISO 16128 and the least-cost optimizer, on a recipe given as raw materials and % w/w (or ounces: only the
 * proportions matter to them). Nothing here computes a figure of its own.
 */
export interface RecipeLine {
  rawMaterial: RawMaterialFact;
  /** % w/w, or ounces: the engines work on proportions. */
  amount: Decimal.Value;
}

export interface Use {
  productType: string;
  applicationArea: string;
  exposure: 'leave_on' | 'rinse_off';
}

/** Findings that make a recipe fail: over a maximum, prohibited, or used where a conditional rule does not allow it. */
const FAILING = new Set(['over_limit', 'prohibited', 'not_allowed']);

export interface RecipeCheck {
  findings: Finding[];
  failing: Finding[];
  /** Raw materials without a composition: the engine cannot see what they hold. */
  unknown: string[];
}

export function checkRecipe(lines: readonly RecipeLine[], use: Use, catalogue: CatalogueFacts): RecipeCheck {
  const content = substanceContent(
    lines.map((line) => ({
      ingredientId: line.rawMaterial.id,
      ingredientName: line.rawMaterial.name,
      ounces: line.amount,
    })),
    catalogue.compositions,
    new Map([...catalogue.substances].map(([id, fact]) => [id, fact.inciName])),
  );
  const findings = evaluateCompliance(
    { id: 'recipe', name: 'recipe', ...use, content },
    catalogue.rules,
    catalogue.substances,
    catalogue.today,
  );
  return {
    findings,
    failing: findings.filter((finding) => FAILING.has(finding.status)),
    unknown: content.unassigned.map((line) => line.ingredientName),
  };
}

/** "Retinol 0.5 % over its 0.3 % maximum" for a failing finding; the engine's own figures, 4 decimals at most. */
export function findingText(finding: Finding): string {
  const amount = finding.amount ? `${percentText(finding.amount.total)} %` : 'present';
  if (finding.status === 'over_limit')
    return `${finding.inciName} at ${amount}, over its ${percentText(finding.limit!)} % maximum (${finding.rule.name})`;
  if (finding.status === 'prohibited') return `${finding.inciName} is prohibited (${finding.rule.name})`;
  if (finding.status === 'not_allowed')
    return `${finding.inciName} is not allowed in this use (${finding.rule.name})`;
  return `${finding.inciName}: ${finding.status.replaceAll('_', ' ')} (${finding.rule.name})`;
}

/** Cost per unit of a recipe at a unit size (ounces), by the cost engine. */
export function recipeCostPerUnit(lines: readonly RecipeLine[], unitSize: Decimal.Value): Decimal {
  const total = lines.reduce((sum, line) => sum.plus(line.amount), D(0));
  return computeCost({
    batchSize: total.isZero() ? 1 : total,
    unitSize,
    lines: lines.map((line) => ({
      ounces: line.amount,
      unitCost: line.rawMaterial.unitCost,
      unit: line.rawMaterial.unit,
      density: line.rawMaterial.density,
    })),
  }).costPerUnit;
}

/** ISO 16128 natural origin content with water, or null when no substance has an index. */
export function recipeNaturalOrigin(lines: readonly RecipeLine[], catalogue: CatalogueFacts): Decimal | null {
  const content = substanceContent(
    lines.map((line) => ({
      ingredientId: line.rawMaterial.id,
      ingredientName: line.rawMaterial.name,
      ounces: line.amount,
    })),
    catalogue.compositions,
    new Map([...catalogue.substances].map(([id, fact]) => [id, fact.inciName])),
  );
  return naturalOrigin(content, catalogue.substances).withWater;
}

/**
 * What a raw material does: each substance function with the share of the raw material that carries it (%, a
 * range at its maximum). Water is a solvent at 100 %; a material without a composition does nothing we know of.
 */
export function functionProfile(ingredientId: string, catalogue: CatalogueFacts): Map<string, Decimal> {
  const profile = new Map<string, Decimal>();
  for (const row of catalogue.compositions.get(ingredientId) ?? []) {
    const share = rowBounds(row).max;
    for (const fn of catalogue.substances.get(row.substanceId)?.functions ?? []) {
      profile.set(fn, (profile.get(fn) ?? D(0)).plus(share));
    }
  }
  return profile;
}

export function formulationRecipe(
  formulation: FormulationFact,
  byId: ReadonlyMap<string, RawMaterialFact>,
): RecipeLine[] {
  return formulation.lines.flatMap((line) => {
    const rawMaterial = byId.get(line.ingredientId);
    return rawMaterial ? [{ rawMaterial, amount: line.ounces }] : [];
  });
}

export const formulationUse = (formulation: FormulationFact): Use => ({
  productType: formulation.productType,
  applicationArea: formulation.applicationArea,
  exposure: formulation.exposure,
});

export interface LineBounds {
  ingredientId: string;
  minPercent?: number | null;
  maxPercent?: number | null;
}

/** The least-cost optimizer (docs/product-rules.md, "The optimizer") on a formulation's own raw materials, within the bounds given. */
export async function optimizeRecipe(
  formulation: FormulationFact,
  byId: ReadonlyMap<string, RawMaterialFact>,
  catalogue: CatalogueFacts,
  options: { bounds?: readonly LineBounds[]; minNaturalOrigin?: number | null } = {},
): Promise<OptimizeResult> {
  const recipe = formulationRecipe(formulation, byId);
  const merged = new Map<string, { rawMaterial: RawMaterialFact; ounces: Decimal }>();
  for (const line of recipe) {
    const known = merged.get(line.rawMaterial.id);
    if (known) known.ounces = known.ounces.plus(line.amount);
    else merged.set(line.rawMaterial.id, { rawMaterial: line.rawMaterial, ounces: D(line.amount) });
  }
  const total = [...merged.values()].reduce((sum, line) => sum.plus(line.ounces), D(0));
  const bounds = new Map((options.bounds ?? []).map((bound) => [bound.ingredientId, bound]));
  return optimizeFormulation({
    use: formulationUse(formulation),
    unitSize: formulation.unitSize,
    batchSize: formulation.batchSize,
    materials: [...merged.values()].map(({ rawMaterial }) => ({
      ingredientId: rawMaterial.id,
      name: rawMaterial.name,
      unitCost: rawMaterial.unitCost,
      unit: rawMaterial.unit,
      density: rawMaterial.density,
      category: rawMaterial.category,
      composition: catalogue.compositions.get(rawMaterial.id) ?? [],
      min: bounds.get(rawMaterial.id)?.minPercent ?? 0,
      max: bounds.get(rawMaterial.id)?.maxPercent ?? 100,
    })),
    currentPercents: [...merged.values()].map(({ ounces }) => ounces.times(100).div(total)),
    rules: catalogue.rules,
    facts: catalogue.substances,
    today: catalogue.today,
    subject: { id: formulation.id, name: formulation.name },
    minNaturalOrigin: options.minNaturalOrigin ?? null,
  });
}

/** A % w/w as shown in answers: 4 decimals, trailing zeros dropped ("2.5 %"). */
export const percentShown = (value: Decimal.Value) => `${D(toScale(value, 4)).toString()} %`;
