import type { IngredientFact } from './facts.ts';

/**
 * What an ingredient does, where its category alone says too little ("active" holds retinol, zinc oxide and
 * hydrogen peroxide): matched on the name or INCI name. Unknown ingredients have no family.
 */
const FAMILIES: readonly { family: string; pattern: RegExp }[] = [
  { family: 'retinoid', pattern: /retin(ol|yl|al)|bakuchiol/i },
  { family: 'brightening', pattern: /niacinamide|arbutin|kojic|ascorb|tranexamic|azelaic/i },
  { family: 'exfoliating acid', pattern: /salicylic|glycolic|lactic acid|mandelic|gluconolactone/i },
  {
    family: 'uv filter',
    pattern: /zinc oxide|titanium dioxide|benzylidene camphor|avobenzone|octocrylene|homosalate/i,
  },
  { family: 'barrier lipid', pattern: /ceramide|cholesterol|phytosphingosine/i },
  { family: 'antioxidant', pattern: /tocopher|ferulic|resveratrol/i },
  { family: 'soothing', pattern: /allantoin|bisabolol|madecassoside|centella/i },
  { family: 'peptide', pattern: /peptide/i },
  { family: 'depuffing', pattern: /caffeine/i },
  { family: 'cooling', pattern: /menthol|menthyl/i },
  { family: 'oxidising antiseptic', pattern: /peroxide/i },
  { family: 'adsorbent', pattern: /charcoal|kaolin|bentonite|clay/i },
  { family: 'pigment', pattern: /iron oxide|\bci 77[0-9]{3}\b|mica/i },
  { family: 'thickener', pattern: /carbomer|acrylate|gum\b|cellulose/i },
  { family: 'ph adjuster', pattern: /citric acid|sodium hydroxide|triethanolamine|lactate/i },
  { family: 'water', pattern: /^(purified |deionised |deionized )?water$|^aqua$/i },
];

export function ingredientFamily(ingredient: Pick<IngredientFact, 'name' | 'inciName'>): string | null {
  for (const { family, pattern } of FAMILIES) {
    if (pattern.test(ingredient.name) || (ingredient.inciName && pattern.test(ingredient.inciName)))
      return family;
  }
  return null;
}

/** A prohibited or quarantined ingredient is never suggested. */
export function isProhibited(ingredient: Pick<IngredientFact, 'regulatoryRestrictions'>): boolean {
  return ingredient.regulatoryRestrictions.some((text) => /prohibited|do not use/i.test(text));
}

/**
 * Whether `to` may stand in for `from`: the same category, not the same function family when both are known
 * (zinc oxide is not a stand-in for ceramide, though both are "active"), and never a prohibited ingredient.
 */
export function interchangeable(from: IngredientFact, to: IngredientFact): boolean {
  if (from.id === to.id || from.category !== to.category || isProhibited(to)) return false;
  const a = ingredientFamily(from);
  const b = ingredientFamily(to);
  return a === null || b === null || a === b;
}
