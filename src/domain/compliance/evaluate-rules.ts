import Decimal from 'decimal.js';
import { RINSE_OFF_PRODUCT_TYPES } from '../formulation/constants.ts';
import { D, type DecimalInput } from '../formulation/cost.ts';
import type { RuleScope } from './constants.ts';
import { DEFAULT_ALLERGEN_THRESHOLD } from './rule-labels.ts';
import { matchesSubstance } from './substance-match.ts';

export { DEFAULT_ALLERGEN_THRESHOLD };

/**
 * The automated compliance checks of DESIGN §9, as one pure function: a formulation's lines (with their % w/w from
 * the cost engine) against the regulatory rule library.
 *
 * - max_concentration: the substance's total % in the product above the limit violates; exactly at it passes.
 * - prohibited: any amount violates.
 * - allergen_label: above the threshold the allergen must be named on the label. The threshold is the rule's
 *   maximum % when given, else 0.001 % for leave-on and 0.01 % for rinse-off products.
 * - missing_inci: every ingredient without an INCI name (the label's ingredient list would be incomplete).
 *
 * A rule applies when it is active, its product types are empty or hold the product's type, and its scope is
 * `all` or the product's own (leave-on / rinse-off, from the product type). Substances match by whole words
 * (substance-match.ts). Lines of one ingredient add up; when several ingredients carry the substance their
 * percentages add up too (the product holds their sum), and the alert names the largest contributor.
 */
export type ProductScope = Exclude<RuleScope, 'all'>;

export interface CheckRule {
  id: string;
  ruleType: string;
  substance: string | null;
  maxPercent: DecimalInput | null;
  productTypes: readonly string[] | null;
  scope: string;
  region: string;
  severity: string;
  reference: string | null;
  isActive?: boolean;
}

export interface CheckLine {
  ingredientId: string;
  name: string;
  inciName: string | null;
  /** % w/w of the recipe, 0 to 100. */
  concentration: DecimalInput;
}

export interface CheckFormulation {
  id: string;
  name: string;
  productType: string;
  lines: readonly CheckLine[];
}

export interface Violation {
  ruleId: string;
  /** rule + formulation + ingredient: one violation opens one alert. */
  autoKey: string;
  ingredientId: string;
  severity: string;
  region: string;
  title: string;
  description: string;
}

interface Ingredient {
  ingredientId: string;
  name: string;
  inciName: string | null;
  concentration: Decimal;
}

export function productScope(productType: string): ProductScope {
  return (RINSE_OFF_PRODUCT_TYPES as readonly string[]).includes(productType) ? 'rinse_off' : 'leave_on';
}

const SCOPE_TEXT: Record<ProductScope, string> = { leave_on: 'leave-on', rinse_off: 'rinse-off' };

export function autoKeyOf(ruleId: string, formulationId: string, ingredientId: string): string {
  return `${ruleId}:${formulationId}:${ingredientId}`;
}

/**
 * A percentage for a sentence: up to 4 decimals, at least 1, trailing zeros dropped ("2.5", "2.0", "0.001").
 * Given `above`, a value just over it gets the extra decimals that show it is over ("2.00001", not "2.0").
 */
export function percentText(value: DecimalInput, above?: DecimalInput): string {
  const number = D(value);
  let places = 4;
  let shown = number.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  if (above !== undefined && number.gt(above)) {
    while (!shown.gt(above) && places < 12) {
      places += 1;
      shown = number.toDecimalPlaces(places, Decimal.ROUND_UP);
    }
  }
  const text = shown.toFixed(places).replace(/0+$/, '');
  return text.endsWith('.') ? `${text}0` : text;
}

function applies(rule: CheckRule, formulation: CheckFormulation, scope: ProductScope): boolean {
  if (rule.isActive === false) return false;
  if (rule.productTypes?.length && !rule.productTypes.includes(formulation.productType)) return false;
  return rule.scope === 'all' || rule.scope === scope;
}

/** Lines of one ingredient added up, in recipe order. */
function ingredientsOf(lines: readonly CheckLine[]): Ingredient[] {
  const byId = new Map<string, Ingredient>();
  for (const line of lines) {
    const existing = byId.get(line.ingredientId);
    if (existing) existing.concentration = existing.concentration.plus(D(line.concentration));
    else byId.set(line.ingredientId, { ...line, concentration: D(line.concentration) });
  }
  return [...byId.values()];
}

function where(rule: CheckRule): string {
  const types = rule.productTypes?.length ? ` for ${rule.productTypes.join(', ')} products` : '';
  const scope = rule.scope === 'all' ? '' : ` (${SCOPE_TEXT[rule.scope as ProductScope] ?? rule.scope} only)`;
  return types + scope;
}

function referenceText(rule: CheckRule): string {
  return rule.reference?.trim() ? ` Reference: ${rule.reference.trim()}.` : '';
}

function evaluateSubstance(
  rule: CheckRule,
  formulation: CheckFormulation,
  scope: ProductScope,
  ingredients: Ingredient[],
): Omit<Violation, 'ruleId' | 'autoKey' | 'severity' | 'region'> | null {
  const matched = ingredients.filter((ingredient) => matchesSubstance(rule.substance, ingredient));
  if (matched.length === 0) return null;
  const total = matched.reduce((sum, ingredient) => sum.plus(ingredient.concentration), D(0));
  // The largest contributor names the alert; on a tie the first in the recipe.
  const main = matched.reduce((best, ingredient) =>
    ingredient.concentration.gt(best.concentration) ? ingredient : best,
  );
  const substance = rule.substance!.trim();
  const source = ` Source: ${matched.map((ingredient) => ingredient.name).join(', ')}.`;
  const base = { ingredientId: main.ingredientId };

  if (rule.ruleType === 'prohibited') {
    if (!total.gt(0)) return null;
    return {
      ...base,
      title: `Prohibited substance ${substance} in ${formulation.name}`,
      description: `${substance} at ${percentText(total)} % w/w in ${formulation.name}: prohibited in any amount${where(rule)}.${source}${referenceText(rule)}`,
    };
  }
  if (rule.ruleType === 'max_concentration') {
    if (rule.maxPercent === null || rule.maxPercent === undefined || rule.maxPercent === '') return null;
    const limit = D(rule.maxPercent);
    if (!total.gt(limit)) return null;
    const limitText = percentText(limit);
    return {
      ...base,
      title: `${substance} above ${limitText} % in ${formulation.name}`,
      description: `${substance} at ${percentText(total, limit)} % w/w in ${formulation.name}, above the ${limitText} % limit${where(rule)}.${source}${referenceText(rule)}`,
    };
  }
  if (rule.ruleType === 'allergen_label') {
    const standard = rule.maxPercent === null || rule.maxPercent === undefined || rule.maxPercent === '';
    const threshold = D(standard ? DEFAULT_ALLERGEN_THRESHOLD[scope] : rule.maxPercent!);
    if (!total.gt(threshold)) return null;
    return {
      ...base,
      title: `${substance} must be labelled in ${formulation.name}`,
      description: `${substance} at ${percentText(total, threshold)} % w/w in ${formulation.name}, a ${SCOPE_TEXT[scope]} product: above ${percentText(threshold)} % it must be labelled in the ingredient list.${source}${referenceText(rule)}`,
    };
  }
  return null;
}

export function evaluateRules(formulation: CheckFormulation, rules: readonly CheckRule[]): Violation[] {
  const scope = productScope(formulation.productType);
  const ingredients = ingredientsOf(formulation.lines);
  const violations: Violation[] = [];
  for (const rule of rules) {
    if (!applies(rule, formulation, scope)) continue;
    const found =
      rule.ruleType === 'missing_inci'
        ? ingredients
            .filter((ingredient) => !ingredient.inciName?.trim())
            .map((ingredient) => ({
              ingredientId: ingredient.ingredientId,
              title: `Missing INCI name: ${ingredient.name} in ${formulation.name}`,
              description: `${ingredient.name} has no INCI name, so the ingredient list on the label of ${formulation.name} is incomplete. Add the INCI name in the ingredient inventory.${referenceText(rule)}`,
            }))
        : [evaluateSubstance(rule, formulation, scope, ingredients)].filter((found) => found !== null);
    for (const violation of found) {
      violations.push({
        ...violation,
        ruleId: rule.id,
        autoKey: autoKeyOf(rule.id, formulation.id, violation.ingredientId),
        severity: rule.severity,
        region: rule.region,
      });
    }
  }
  return violations;
}
