import type { DatabaseFacts, FormulationFact, RawMaterialFact } from './facts.ts';

/** One topic's part of a reply: a heading, readable lines and the short next step it ends with. */
export interface Advice {
  heading: string;
  lines: string[];
  nextStep: string;
}

export interface AdvisorRequest {
  formulation: FormulationFact | null;
  facts: DatabaseFacts;
}

/** "Name" (v2) when there are several versions of a product, else just the quoted name. */
export function formulationLabel(formulation: Pick<FormulationFact, 'name' | 'version'>): string {
  return formulation.version > 1
    ? `"${formulation.name}" (v${formulation.version})`
    : `"${formulation.name}"`;
}

export function inRecipe(formulation: FormulationFact | null): Set<string> {
  return new Set(formulation?.lines.map((line) => line.ingredientId) ?? []);
}

/** Whether a raw material counts as a natural choice: botanical, graded natural or organic, or index ≥ 0.9. */
export function isNaturalChoice(rawMaterial: RawMaterialFact): boolean {
  return (
    rawMaterial.category === 'botanical' ||
    rawMaterial.qualityGrade === 'natural' ||
    rawMaterial.qualityGrade === 'organic' ||
    (rawMaterial.naturalOriginIndex !== null && Number(rawMaterial.naturalOriginIndex) >= 0.9)
  );
}

/** Whether a raw material is synthetic for the natural-origin advice: graded synthetic or index below 0.5. */
export function isSynthetic(rawMaterial: RawMaterialFact): boolean {
  return (
    rawMaterial.qualityGrade === 'synthetic' ||
    (rawMaterial.naturalOriginIndex !== null && Number(rawMaterial.naturalOriginIndex) < 0.5)
  );
}

export function naturalIndexText(rawMaterial: RawMaterialFact): string {
  return rawMaterial.naturalOriginIndex === null
    ? 'natural origin index: no data yet'
    : `natural origin index ${Number(rawMaterial.naturalOriginIndex).toFixed(2)}`;
}
