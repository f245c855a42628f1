import type Decimal from 'decimal.js';
import { D } from '../common/decimal.ts';
import { substanceContent } from '../substance/substance-content.ts';
import type { Advice } from './advice.ts';
import { formulationLabel } from './advice.ts';
import { formulationRecipe, percentShown, type RecipeLine, recipeNaturalOrigin } from './engine.ts';
import { type CatalogueFacts, inventoryIndex } from './facts.ts';
import type { IntentRequest } from './intent-request.ts';

/**
 * The claims a recipe's substances can support (EU Reg. 655/2013: a claim needs evidence; here, the substance
 * that does the job, at its % in the product). A claim is offered only for the functions below; what each
 * still needs in the lab is said with it.
 */
const CLAIMS: readonly { claim: string; functions: readonly string[]; needs: string }[] = [
  {
    claim: 'Hydrating / moisturising',
    functions: ['humectant', 'moisturising'],
    needs: 'a corneometer study',
  },
  { claim: 'Softens and smooths the skin', functions: ['emollient', 'smoothing'], needs: 'a consumer panel' },
  { claim: 'Soothing', functions: ['soothing'], needs: 'a panel on sensitive skin' },
  { claim: 'Antioxidant', functions: ['antioxidant'], needs: 'an in-vitro antioxidant assay' },
  {
    claim: 'Skin conditioning',
    functions: ['skin_conditioning', 'skin_protecting'],
    needs: 'a consumer panel',
  },
  { claim: 'Exfoliating', functions: ['exfoliating', 'abrasive'], needs: 'a desquamation study' },
  { claim: 'Deep cleansing', functions: ['cleansing', 'surfactant'], needs: 'a use test' },
  { claim: 'Deodorant', functions: ['deodorant', 'antiperspirant'], needs: 'a sniff test (24 h)' },
  { claim: 'UV protection', functions: ['uv_filter', 'uv_absorber'], needs: 'SPF measured to ISO 24444' },
  { claim: 'Mattifying', functions: ['absorbent', 'opacifying'], needs: 'a sebumeter study' },
];

export interface SupportedClaim {
  claim: string;
  /** The substances behind it with their % w/w in the product, most first. */
  evidence: { inciName: string; percent: Decimal }[];
  needs: string;
}

export function supportedClaims(lines: readonly RecipeLine[], catalogue: CatalogueFacts): SupportedClaim[] {
  const content = substanceContent(
    lines.map((line) => ({
      ingredientId: line.rawMaterial.id,
      ingredientName: line.rawMaterial.name,
      ounces: line.amount,
    })),
    catalogue.compositions,
    new Map([...catalogue.substances].map(([id, fact]) => [id, fact.inciName])),
  );
  return CLAIMS.flatMap(({ claim, functions, needs }) => {
    const evidence = content.substances
      .filter((amount) =>
        catalogue.substances.get(amount.substanceId)?.functions.some((fn) => functions.includes(fn)),
      )
      .map((amount) => ({ inciName: amount.inciName, percent: amount.percent ?? amount.minPercent }))
      .filter((item) => item.percent.gt(0))
      .sort((a, b) => b.percent.comparedTo(a.percent));
    return evidence.length ? [{ claim, evidence, needs }] : [];
  });
}

/** "Hydrating / moisturising: Glycerin 5 %, Sodium Hyaluronate 0.1 % (needs a corneometer study)". */
export function claimText(claim: SupportedClaim): string {
  const evidence = claim.evidence
    .slice(0, 3)
    .map((item) => `${item.inciName} ${percentShown(item.percent)}`)
    .join(', ');
  return `${claim.claim}: ${evidence} (needs ${claim.needs})`;
}

/** The natural-origin claim ISO 16128 allows, with the figure it computes. */
export function naturalClaim(lines: readonly RecipeLine[], catalogue: CatalogueFacts): string | null {
  const natural = recipeNaturalOrigin(lines, catalogue);
  return natural === null
    ? null
    : `${percentShown(natural.toDecimalPlaces(1))} natural origin content (ISO 16128, with water)`;
}

export function claimAdvice({ facts, formulation, understood }: IntentRequest): Advice {
  const byId = inventoryIndex(facts.inventory);
  const target = facts.formulations.find((f) => f.id === understood.formulationIds[0]) ?? formulation ?? null;
  if (!target) {
    return {
      heading: 'Claims',
      lines: [
        'I can only say which claims a recipe supports: choose a formulation as the context, or name one in the question.',
      ],
      nextStep: 'Next step: pick a formulation in the context selector and ask again.',
    };
  }
  const recipe = formulationRecipe(target, byId);
  const claims = supportedClaims(recipe, facts.catalogue);
  const natural = naturalClaim(recipe, facts.catalogue);
  const lines = claims.length
    ? [
        'Claims its substances support (substance and its % in the product):',
        ...claims.map((c) => `- ${claimText(c)}`),
      ]
    : [
        'None of its substances carries a function that supports a product claim (or its raw materials have no composition on file).',
      ];
  if (natural) lines.push(`- ${natural}`);
  const total = recipe.reduce((sum, line) => sum.plus(line.amount), D(0));
  if (total.isZero())
    lines.splice(0, lines.length, 'It has no ingredient lines yet, so it supports no claim.');
  return {
    heading: `Claims for ${formulationLabel(target)}`,
    lines,
    nextStep: 'Next step: brief the lab on the tests each claim needs before it goes on pack.',
  };
}
