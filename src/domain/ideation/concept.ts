import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import {
  DEFAULT_UNIT_SIZE,
  defaultApplicationArea,
  defaultExposure,
  type ProductType,
  TYPICAL_UNIT_SIZE,
} from '../formulation/constants.ts';
import { isNaturalChoice } from './advice.ts';
import { checkRecipe, functionProfile, type RecipeLine, type Use } from './engine.ts';
import type { CatalogueFacts, FormulationFact, RawMaterialFact } from './facts.ts';
import { isProhibited } from './raw-material-function.ts';

/**
 * A new product concept's starting recipe (docs/product-rules.md, "The AI"), learnt from the portfolio rather than typed in: each role
 * (raw material category) at the median share it has in the company's formulations of the same exposure, filled
 * with the raw material of that role the company uses most; hero actives at the level the company uses them (an
 * unused one at half the actives' median share), lowered to the limit the regulatory engine finds for the
 * product's use, or left out where a rule forbids them; the base role takes the balance to 100 %.
 */
const HERO_ROLES = new Set(['active', 'botanical']);
const NOT_IN_CHASSIS = new Set(['active', 'botanical', 'fragrance', 'colorant', 'base']);
/** Hero actives per concept. */
export const HEROES = 2;

export interface Concept {
  productType: string;
  use: Use;
  heroes: { rawMaterial: RawMaterialFact; percent: Decimal; limitedBy: string | null }[];
  recipe: { rawMaterial: RawMaterialFact; percent: Decimal; role: string }[];
  dropped: string[];
}

function median(values: Decimal[]): Decimal {
  const sorted = [...values].sort((a, b) => a.comparedTo(b));
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : sorted[mid - 1]!.plus(sorted[mid]!).div(2);
}

/**
 * The unit a concept is priced per: the median unit size of the company's products of that type (what it sells
 * them in), else the pack such a product typically comes in.
 */
export function conceptUnitSize(
  productType: string,
  formulations: readonly FormulationFact[],
): { ounces: Decimal; from: 'portfolio' | 'typical' } {
  const sizes = formulations
    .filter((f) => f.productType === productType && D(f.unitSize).gt(0))
    .map((f) => D(f.unitSize));
  if (sizes.length) return { ounces: median(sizes), from: 'portfolio' };
  return {
    ounces: D(TYPICAL_UNIT_SIZE[productType as ProductType] ?? DEFAULT_UNIT_SIZE),
    from: 'typical',
  };
}

/** Each formulation's % w/w per role, and each raw material's % w/w where it is used. */
export function portfolioLevels(
  formulations: readonly FormulationFact[],
  byId: ReadonlyMap<string, RawMaterialFact>,
) {
  const roles = new Map<string, Decimal[]>();
  const materials = new Map<string, Decimal[]>();
  for (const formulation of formulations) {
    const total = formulation.lines.reduce((sum, line) => sum.plus(line.ounces), D(0));
    if (total.isZero()) continue;
    const own = new Map<string, Decimal>();
    for (const line of formulation.lines) {
      const rawMaterial = byId.get(line.ingredientId);
      if (!rawMaterial) continue;
      const percent = D(line.ounces).times(100).div(total);
      own.set(rawMaterial.category, (own.get(rawMaterial.category) ?? D(0)).plus(percent));
      materials.set(rawMaterial.id, [...(materials.get(rawMaterial.id) ?? []), percent]);
    }
    for (const [role, percent] of own) roles.set(role, [...(roles.get(role) ?? []), percent]);
  }
  const count = formulations.length;
  return {
    /** Roles present in at least half the formulations, at their median share. */
    chassis: [...roles]
      .filter(([, values]) => values.length * 2 >= count)
      .map(([role, values]) => ({ role, percent: median(values) })),
    roleMedian: (role: string) => (roles.get(role)?.length ? median(roles.get(role)!) : null),
    materialMedian: (id: string) => (materials.get(id)?.length ? median(materials.get(id)!) : null),
  };
}

const mostUsed = (inventory: readonly RawMaterialFact[], role: string) =>
  inventory
    .filter((i) => i.category === role && !isProhibited(i))
    .sort(
      (a, b) =>
        b.usageCount - a.usageCount ||
        Number(a.unitCost) - Number(b.unitCost) ||
        a.name.localeCompare(b.name),
    )[0];

/**
 * What makes a hero active: a benefit a consumer buys (the functions below, from the substance catalogue), not a
 * processing job (an oxidiser, a preservative). UV filters are heroes of a sunscreen only, and a sunscreen's
 * heroes are UV filters: a toner built on 18 % zinc oxide is not a concept.
 */
const BENEFITS = new Set([
  'antioxidant',
  'skin_conditioning',
  'soothing',
  'moisturising',
  'smoothing',
  'exfoliating',
  'tonic',
]);
const UV = new Set(['uv_filter', 'uv_absorber']);

/** Hero candidates for a product type: stocked actives and botanicals that carry its benefit, the least used first (what is new to the range), then the best rated. */
export function heroCandidates(
  inventory: readonly RawMaterialFact[],
  catalogue: CatalogueFacts,
  productType: string,
  preferNatural: boolean,
): RawMaterialFact[] {
  const sunscreen = productType === 'sunscreen';
  return inventory
    .filter((i) => {
      if (!HERO_ROLES.has(i.category) || isProhibited(i) || (preferNatural && !isNaturalChoice(i)))
        return false;
      const functions = [...functionProfile(i.id, catalogue).keys()];
      const uv = functions.some((fn) => UV.has(fn));
      return sunscreen ? uv : !uv && functions.some((fn) => BENEFITS.has(fn));
    })
    .sort(
      (a, b) =>
        a.usageCount - b.usageCount ||
        b.sustainabilityRating - a.sustainabilityRating ||
        a.name.localeCompare(b.name),
    );
}

export function buildConcept(
  productType: string,
  heroes: readonly RawMaterialFact[],
  context: {
    formulations: readonly FormulationFact[];
    inventory: readonly RawMaterialFact[];
    catalogue: CatalogueFacts;
  },
): Concept | null {
  const use: Use = {
    productType,
    applicationArea: defaultApplicationArea(productType),
    exposure: defaultExposure(productType),
  };
  const byId = new Map(context.inventory.map((i) => [i.id, i]));
  const alike = context.formulations.filter((f) => f.exposure === use.exposure);
  const levels = portfolioLevels(alike.length ? alike : context.formulations, byId);
  const base = mostUsed(context.inventory, 'base');
  const activeMedian = levels.roleMedian('active');
  if (!base || !activeMedian) return null;
  const chassis = levels.chassis.flatMap(({ role, percent }) => {
    const rawMaterial = NOT_IN_CHASSIS.has(role) ? undefined : mostUsed(context.inventory, role);
    return rawMaterial ? [{ rawMaterial, percent, role }] : [];
  });
  const dropped: string[] = [];
  let chosen = heroes.map((rawMaterial) => ({
    rawMaterial,
    percent: (levels.materialMedian(rawMaterial.id) ?? activeMedian.div(2)).toDecimalPlaces(4),
    limitedBy: null as string | null,
  }));
  const recipeOf = (): RecipeLine[] => {
    const used = [...chassis, ...chosen].reduce((sum, line) => sum.plus(line.percent), D(0));
    return [
      { rawMaterial: base, amount: D(100).minus(used) },
      ...chassis.map((line) => ({ rawMaterial: line.rawMaterial, amount: line.percent })),
      ...chosen.map((line) => ({ rawMaterial: line.rawMaterial, amount: line.percent })),
    ];
  };
  // Each pass lowers a hero to the limit that binds it or leaves it out; a few passes settle every limit.
  for (let pass = 0; pass < 3; pass += 1) {
    const failing = checkRecipe(recipeOf(), use, context.catalogue).failing;
    if (failing.length === 0) break;
    for (const finding of failing) {
      const hero = chosen.find((h) => h.rawMaterial.id === finding.ingredientId);
      if (!hero) continue;
      if (finding.status === 'over_limit' && finding.amount && finding.limit?.gt(0)) {
        hero.percent = hero.percent
          .times(finding.limit)
          .div(finding.amount.total)
          .toDecimalPlaces(4, D.ROUND_DOWN);
        hero.limitedBy = finding.rule.name;
      } else {
        dropped.push(`${hero.rawMaterial.name} (${finding.rule.name})`);
        chosen = chosen.filter((h) => h !== hero);
      }
    }
  }
  const recipe = recipeOf();
  if (D(recipe[0]!.amount).lte(0)) return null;
  if (checkRecipe(recipe, use, context.catalogue).failing.length > 0) return null;
  return {
    productType,
    use,
    heroes: chosen,
    recipe: recipe.map((line, i) => ({
      rawMaterial: line.rawMaterial,
      percent: D(line.amount),
      role: i === 0 ? 'base' : i <= chassis.length ? chassis[i - 1]!.role : 'hero',
    })),
    dropped,
  };
}
