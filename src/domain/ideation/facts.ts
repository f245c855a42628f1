import type Decimal from 'decimal.js';
import type { CountingFacts } from '../compliance/counted-amount.ts';
import type { ComplianceRule } from '../compliance/rule.ts';
import type { Exposure } from '../formulation/constants.ts';
import { type CostResult, computeCost, costPerOunce } from '../formulation/cost.ts';
import type { CompositionRow } from '../substance/composition.ts';
import type { OriginFacts } from '../substance/natural-origin.ts';

/** One inventory raw material as the advisor reads it (numbers as the API's decimal strings). */
export interface RawMaterialFact {
  id: string;
  name: string;
  inciName: string | null;
  category: string;
  unit: string;
  unitCost: string;
  /** g/mL; null = the assumed 1 g/mL (volume units, docs/product-rules.md, "Costs and units"). */
  density: string | null;
  qualityGrade: string;
  sustainabilityRating: number;
  /** ISO 16128 natural origin index 0-1; null = no data yet. */
  naturalOriginIndex: string | null;
  supplierName: string | null;
  regulatoryRestrictions: string[];
  /** How many formulations use it. */
  usageCount: number;
}

export interface SupplierFact {
  id: string;
  name: string;
  certifications: string[];
  sustainabilityScore: number;
  rating: string;
}

export interface FormulationLineFact {
  ingredientId: string;
  ounces: string;
}

export interface FormulationFact {
  id: string;
  name: string;
  description: string | null;
  productType: string;
  status: string;
  version: number;
  batchSize: string;
  unitSize: string;
  targetMargin: string;
  /** Where and how it is used: what the regulatory engine reads rules against (docs/product-rules.md, "Compliance"). */
  applicationArea: string;
  exposure: Exposure;
  lines: FormulationLineFact[];
  /** ISO 16128 content from its substances (docs/product-rules.md, "Substances and the label"), when the server computed it for this question. */
  naturalOrigin?: { percent: string | null; coverage: string };
}

/** Portfolio-level facts for questions asked without a formulation. */
export interface PortfolioFacts {
  formulationCount: number;
  productTypes: { productType: string; count: number }[];
  /** The formulations with the highest cost per unit (at most a handful), with their lines. */
  highestCost: FormulationFact[];
}

/** What the regulatory engine and the optimizer know of a substance. */
export interface SubstanceFact extends CountingFacts, OriginFacts {
  id: string;
  functions: readonly string[];
}

/**
 * The substance side of the database, as the engines read it: every raw material's composition, every
 * substance's facts, the active rule library and the day rules are read on.
 */
export interface CatalogueFacts {
  compositions: ReadonlyMap<string, readonly CompositionRow[]>;
  substances: ReadonlyMap<string, SubstanceFact>;
  rules: readonly ComplianceRule[];
  today: string;
}

/** What the database says, handed to every provider. */
export interface DatabaseFacts {
  inventory: RawMaterialFact[];
  suppliers: SupplierFact[];
  portfolio: PortfolioFacts;
  /** Every formulation with its lines: names to recognise in a question, and usage levels for concepts. */
  formulations: FormulationFact[];
  catalogue: CatalogueFacts;
}

export function rawMaterialCostPerOunce(rawMaterial: RawMaterialFact): Decimal {
  return costPerOunce(rawMaterial.unitCost, rawMaterial.unit, rawMaterial.density);
}

export function inventoryIndex(inventory: readonly RawMaterialFact[]): Map<string, RawMaterialFact> {
  return new Map(inventory.map((rawMaterial) => [rawMaterial.id, rawMaterial]));
}

/**
 * The formulation costed by the cost engine with the inventory's current prices; `replace` swaps one line's
 * raw material at the same ounces (how every saving the advisor quotes is computed).
 */
export function costFormulation(
  formulation: FormulationFact,
  byId: ReadonlyMap<string, RawMaterialFact>,
  replace?: { index: number; rawMaterial: RawMaterialFact },
): CostResult {
  return computeCost({
    batchSize: formulation.batchSize,
    unitSize: formulation.unitSize,
    targetMargin: formulation.targetMargin,
    lines: formulation.lines.map((line, index) => {
      const rawMaterial = replace?.index === index ? replace.rawMaterial : byId.get(line.ingredientId);
      return {
        ounces: line.ounces,
        unitCost: rawMaterial?.unitCost,
        unit: rawMaterial?.unit,
        density: rawMaterial?.density,
      };
    }),
  });
}
